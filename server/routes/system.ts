import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthResponseSchema, ProvidersResponseSchema, TestConnectionResponseSchema } from '../../shared/schemas/system.ts'
import { VERSION } from '../lib/version.ts'

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/test-connection',
    {
      schema: {
        tags: ['system'],
        summary: 'Check that the API answers',
        response: { 200: TestConnectionResponseSchema },
      },
    },
    async () => ({ success: true as const, version: VERSION }),
  )

  app.get(
    '/api/v1/providers',
    {
      schema: {
        tags: ['system'],
        summary: 'The providers this server can write and grade with: the local engine first, then the configured models',
        description: 'A provider not listed here is refused by the calls that take `provider`, with the setting that would configure it.',
        response: { 200: ProvidersResponseSchema },
      },
    },
    async () => ({ success: true as const, providers: app.providers.configured() }),
  )

  // For load balancers: cheap, and it proves the database answers.
  app.get('/healthz', { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthResponseSchema } } }, async () => {
    await app.db.selectFrom('users').select('id').limit(1).execute()
    return { status: 'ok' as const }
  })
}

export default systemRoutes
