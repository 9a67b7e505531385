import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'

export const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist')

declare module 'fastify' {
  interface FastifyInstance {
    /** True when a built web app is being served. */
    servesWebApp: boolean
  }
}

/**
 * Serves the built web app (web/dist) from the same origin as the API. Paths that are not files
 * and not under /api get index.html, so the browser's router handles /generator, /T10 and the rest.
 */
export default fp<{ root?: string }>(
  async (app, { root = WEB_DIST }) => {
    const present = existsSync(join(root, 'index.html'))
    app.decorate('servesWebApp', present)
    if (!present) {
      app.log.info(`no built web app at ${root}; serving the API only (npm start builds it)`)
      return
    }
    // Loaded only to serve a built app: @fastify/static (with glob) is ~150 ms of a server's start.
    const { default: fastifyStatic } = await import('@fastify/static')
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'))
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      if (path.startsWith('/api/') || path === '/api') {
        return reply.callNotFound()
      }
      const file = path.replace(/^\/+/, '')
      if (file && !file.includes('..') && existsSync(join(root, file))) return reply.sendFile(file)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'web-app' },
)
