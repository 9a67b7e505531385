import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { VERSION } from '../lib/version.ts'

/** OpenAPI built from the route schemas: JSON at /api/openapi.json, a browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'T10 API',
          version: VERSION,
          description: 'Tailored resumes and cover letters for job seekers; ranked candidate matching for recruiters.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookie: { type: 'apiKey', in: 'cookie', name: 't10_session' },
          },
        },
      },
    })
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // swagger-ui's bundle adds <style> elements as it renders; the docs pages alone allow inline
      // styles (no inline scripts): the rest of the site keeps style-src 'self'.
      transformStaticCSP: (header) => header.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
    })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'swagger' },
)
