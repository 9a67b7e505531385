import type { SwaggerOptions } from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { RENEWED_TOKEN_HEADER } from '../../shared/session-renewal.ts'
import { lazyOpenApi } from '../lib/lazy-openapi.ts'
import { lazySubApp } from '../lib/lazy-sub-app.ts'
import { VERSION } from '../lib/version.ts'
import { SESSION_COOKIE } from './auth.ts'

/**
 * The document's options. The session cookie's name is the auth plugin's (`__Host-t10_session`
 * under an https PUBLIC_URL): it is read when the document is first built, after the app is ready,
 * since this plugin is registered before auth.
 */
const swaggerOptions = (sessionCookieName: () => string): SwaggerOptions => ({
  openapi: {
    info: {
      title: 'T10 API',
      version: VERSION,
      description: 'Tailored resumes and cover letters for job seekers; ranked candidate matching for recruiters.',
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The \`token\` from POST /api/v1/auth/login. A session past half its life is renewed while it is used: the answer then carries the renewed token in the \`${RENEWED_TOKEN_HEADER}\` header, to be sent from then on (the same session: signing out and the idle limit still end it).`,
        },
        cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  },
  transformObject: (document) => {
    if (!('openapiObject' in document)) return document.swaggerObject
    const cookie = document.openapiObject.components?.securitySchemes?.cookie
    if (cookie && 'name' in cookie) cookie.name = sessionCookieName()
    return document.openapiObject
  },
})

/** OpenAPI built from the route schemas: JSON at /api/openapi.json, a browsable page at /api/docs. */
export default fp(
  async (app) => {
    // @fastify/swagger (with yaml under it: ~100 ms of a server's start) loads on the first
    // request for the document; the routes it documents are recorded from here on.
    app.decorate(
      'swagger',
      lazyOpenApi(
        app,
        swaggerOptions(() => app.sessionCookieName),
      ),
    )
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())

    // The docs page (swagger-ui, with @fastify/static and glob under it: ~200 ms of a server's
    // start) loads on its first request.
    const forward = lazySubApp(() => docsApp(app))
    const options = {
      schema: { hide: true },
      // swagger-ui's bundle adds <style> elements as it renders; the docs pages alone allow inline
      // styles (no inline scripts): the rest of the site keeps style-src 'self'.
      onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const header = reply.getHeader('content-security-policy')
        if (typeof header === 'string')
          reply.header('content-security-policy', header.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"))
        return payload
      },
    }
    app.get('/api/docs', options, forward)
    app.get('/api/docs/*', options, forward)
  },
  { name: 'swagger' },
)

/** swagger-ui at /api/docs, showing `app`'s OpenAPI document. */
async function docsApp(app: FastifyInstance): Promise<FastifyInstance> {
  const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui')
  const docs = Fastify({ logger: false })
  // swagger-ui reads the document through a `swagger` decoration that @fastify/swagger provides.
  await docs.register(
    fp(
      async (instance) => {
        instance.decorate('swagger', ((options?: { yaml?: boolean }) => app.swagger(options as never)) as never)
      },
      { name: '@fastify/swagger' },
    ),
  )
  await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' })
  await docs.ready()
  return docs
}
