import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  CurrentSessionResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
} from '../../shared/schemas/auth.ts'
import { accountOf } from '../plugins/auth.ts'
import { createPasswordReset, registerUser, resetPassword, signIn, toApiUser } from '../services/accounts.service.ts'
import { type AttemptLimit, TooManyAttemptsError } from '../services/attempt-throttle.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a password reset link has been sent to it.'

export interface AuthRouteOptions {
  /** Per client address, on every route here. */
  rateLimitPerMinute: number
  /** Per account, whatever the address. */
  loginLimit: AttemptLimit
  /** Per e-mail address, whatever the client address. */
  resetMailLimit: AttemptLimit
  publicUrl: string
}

/** Runs a throttled step; a refusal also says when to retry in Retry-After (seconds). */
async function withRetryAfter<T>(reply: FastifyReply, step: Promise<T>): Promise<T> {
  try {
    return await step
  } catch (error) {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds))
    throw error
  }
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { rateLimitPerMinute, loginLimit, resetMailLimit, publicUrl }) => {
  const rateLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }

  app.post(
    '/api/v1/auth/register',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterBodySchema,
        response: { 201: SessionResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body)
      const token = app.startSession(reply, user.id, user.token_version)
      return reply.status(201).send({ success: true, user: toApiUser(user), token })
    },
  )

  app.post(
    '/api/v1/auth/login',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and returns a bearer token',
        body: LoginBodySchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await withRetryAfter(reply, signIn(app.db, request.body.email, request.body.password, loginLimit))
      const token = app.startSession(reply, user.id, user.token_version)
      return { success: true as const, user: toApiUser(user), token }
    },
  )

  app.post(
    '/api/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session token (bearer or cookie) is refused from now on, and the cookie is cleared',
        response: { 200: MessageResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply)
      return { success: true as const, message: 'Signed out' }
    },
  )

  app.get(
    '/api/v1/auth/me',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearerOrCookie,
        response: { 200: MeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const account = accountOf(request)
      return {
        success: true as const,
        user: toApiUser({ ...account, created_at: account.createdAt }),
      }
    },
  )

  // Public pages ask who is signed in on every load; "nobody" is an answer there, not an error
  // (a 401 would log a failed request in the browser console of every signed-out visitor).
  app.get(
    '/api/v1/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or nobody',
        security: bearerOrCookie,
        response: { 200: CurrentSessionResponseSchema },
      },
    },
    async (request) => {
      const account = request.account && !request.account.isGuest ? request.account : null
      return {
        success: true as const,
        signed_in: account !== null,
        user: account ? toApiUser({ ...account, created_at: account.createdAt }) : null,
      }
    },
  )

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (the answer is the same whether or not the account exists)',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const reset = await withRetryAfter(reply, createPasswordReset(app.db, request.body.email, resetMailLimit))
      if (reset?.user.email) {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`
        // A mail failure is logged, not shown: the answer must not reveal that the account exists.
        await app.mailer
          .send({
            to: reset.user.email,
            subject: 'Reset your T10 password',
            text: `Someone asked to reset the password of your T10 account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'))
      }
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER }
    },
  )

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset link',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password)
      return { success: true as const, message: 'Your password has been changed. Please sign in with it.' }
    },
  )
}

export default authRoutes
