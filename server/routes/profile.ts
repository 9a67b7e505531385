import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  OwnUserQuerySchema,
  PreferencesResponseSchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
  SaveProfileBodySchema,
  SaveProfileResponseSchema,
  UpdatePreferencesBodySchema,
  UserDataResponseSchema,
} from '../../shared/schemas/profile.ts'
import { AppError } from '../lib/app-error.ts'
import { accountOf } from '../plugins/auth.ts'
import { getProfile, getUserData, saveJobPreferences, saveProfile } from '../services/profile.service.ts'
import { checkOwnUserId } from './own-user-id.ts'
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

  app.get(
    '/api/v1/get-user-data',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: account, profile and job-search preferences',
        security: bearerOrCookie,
        querystring: OwnUserQuerySchema,
        response: { 200: UserDataResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request)
      checkOwnUserId(request.query.user_id, account.id)
      return { success: true as const, ...(await getUserData(app.db, account)) }
    },
  )

  app.post(
    '/api/v1/update-preferences',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        summary: "Save the signed-in user's job-search preferences (role, location, years of experience, salary)",
        description: 'Fields left out keep their saved value; an empty string clears one.',
        security: bearerOrCookie,
        body: UpdatePreferencesBodySchema,
        response: { 200: PreferencesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = accountOf(request).id
      checkOwnUserId(request.body.user_id, userId)
      const preferences = await saveJobPreferences(app.db, userId, request.body.preferences)
      return { success: true as const, message: 'Job search preferences saved', preferences }
    },
  )
}

export default profileRoutes
