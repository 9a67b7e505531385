import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { lazySubApp } from '../lib/lazy-sub-app.ts'

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
    // The files are served by an app of their own, built on the first request: @fastify/static
    // (with glob and send) is ~150 ms of a server's start, before any page is asked for.
    const forward = lazySubApp(() => filesApp(root))
    app.get('/', { schema: { hide: true } }, forward)
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      if (path.startsWith('/api/') || path === '/api') {
        return reply.callNotFound()
      }
      return forward(request, reply)
    })
  },
  { name: 'web-app' },
)

/** The built web app's files under `root`: index.html for every path that is not one. */
async function filesApp(root: string): Promise<FastifyInstance> {
  const { default: fastifyStatic } = await import('@fastify/static')
  const files = Fastify({ logger: false })
  await files.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes each text file's .br and .gz beside it (web/vite.config.ts): sent to
    // browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  files.get('/', (_request, reply) => reply.sendFile('index.html'))
  files.get('/*', async (request, reply) => {
    const file = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '')
    if (file && !file.includes('..') && existsSync(join(root, file))) return reply.sendFile(file)
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
  })
  await files.ready()
  return files
}
