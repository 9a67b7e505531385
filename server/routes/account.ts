import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AccountUsageResponseSchema } from '../../shared/schemas/account.ts'
import { accountOf } from '../plugins/auth.ts'
import { planUsage } from '../services/usage.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/account/usage',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'The caller’s plan and the generations it has used this calendar month (UTC)',
        security: bearerOrCookie,
        response: { 200: AccountUsageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, usage: await planUsage(app.db, accountOf(request)) }),
  )
}

export default accountRoutes
