import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ProfileQuerySchema,
  ProfileResponseSchema,
  SaveProfileBodySchema,
  SaveProfileResponseSchema,
} from '../../shared/schemas/profile.ts'
import { AppError } from '../lib/app-error.ts'
import { accountOf } from '../plugins/auth.ts'
import { getProfile, saveProfile } from '../services/profile.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

/** The spec's profile calls carry a userId; it must be the caller's own, never trusted on its own. */
function ownUserId(requested: string, actual: string): string {
  if (requested !== actual) throw new AppError(403, 'forbidden', 'You can only read and change your own profile')
  return actual
}

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/profile',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        summary: "The caller's profile",
        security: bearerOrCookie,
        querystring: ProfileQuerySchema,
        response: { 200: ProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = ownUserId(request.query.userId, accountOf(request).id)
      return { success: true as const, profile: await getProfile(app.db, userId) }
    },
  )

  app.post(
    '/api/profile',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        summary: "Save the caller's profile",
        security: bearerOrCookie,
        body: SaveProfileBodySchema,
        response: { 200: SaveProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = ownUserId(request.body.userId, accountOf(request).id)
      const profile = await saveProfile(app.db, userId, request.body.profile)
      return { success: true as const, message: 'Profile information saved successfully!', profile }
    },
  )
}

export default profileRoutes
