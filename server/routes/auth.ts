import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  CurrentSessionResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterPendingResponseSchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  VerifyEmailBodySchema,
} from '../../shared/schemas/auth.ts'
import { accountOf } from '../plugins/auth.ts'
import {
  changePassword,
  registerUnverified,
  registerUser,
  resetPassword,
  signIn,
  throttleResetMail,
  toApiUser,
  verifyEmail,
} from '../services/accounts.service.ts'
import { type AttemptLimit, attemptKey, TooManyAttemptsError, withinLimit } from '../services/attempt-throttle.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a password reset link has been sent to it.'
const SIGN_UP_ANSWER =
  'Almost done: we have sent a message to that address. Open the link in it to confirm the address, then sign in. (If the address already has an account, the message says so.)'

export interface AuthRouteOptions {
  /** Per client address, on every route here. */
  rateLimitPerMinute: number
  /** Per account, whatever the address. */
  loginLimit: AttemptLimit
  /** Per e-mail address, whatever the client address; sign-up mail is counted apart, with the same limit. */
  resetMailLimit: AttemptLimit
  /** Sign-ups are confirmed by a mailed link (SMTP configured); else a new account signs in at once. */
  verifyEmail: boolean
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

const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (
  app,
  { rateLimitPerMinute, loginLimit, resetMailLimit, verifyEmail: verifying },
) => {
  const rateLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }
  const accounts = { db: app.db, passwords: app.passwords }

  app.post(
    '/api/v1/auth/register',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account: signed in at once (201), or, with SMTP configured, once the mailed link confirms the address (202)',
        description:
          'With SMTP configured the answer is 202 whether or not the address already has an account; a new account gets a confirmation link, an existing one a note with a reset link. Without SMTP an existing address is refused (409).',
        body: RegisterBodySchema,
        response: { 201: SessionResponseSchema, 202: RegisterPendingResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      if (verifying) {
        const mail = await registerUnverified(accounts, request.body)
        // Past the per-address limit the mail is just not sent: the answer must stay the same.
        if (await withinLimit(app.db, attemptKey('signup-mail', request.body.email), resetMailLimit)) await app.accountMail.send(mail)
        return reply.status(202).send({ success: true as const, verification_required: true as const, message: SIGN_UP_ANSWER })
      }
      const user = await registerUser(accounts, request.body)
      const token = app.startSession(reply, user.id, user.token_version)
      return reply.status(201).send({ success: true, user: toApiUser(user), token })
    },
  )

  app.post(
    '/api/v1/auth/verify-email',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Confirm an account’s e-mail address with the token from the mailed link',
        body: VerifyEmailBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token)
      return { success: true as const, message: 'Your e-mail address is confirmed. You can sign in now.' }
    },
  )

  app.post(
    '/api/v1/auth/change-password',
    {
      onRequest: app.requireAccount,
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required); every other session of the account ends',
        security: bearerOrCookie,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request)
      const user = await withRetryAfter(
        reply,
        changePassword(accounts, account.id, { currentPassword: request.body.current_password, newPassword: request.body.new_password }, loginLimit),
      )
      // The change ended every session, this one too: this device goes on with a new one.
      const token = app.startSession(reply, user.id, user.token_version)
      return { success: true as const, message: 'Your password has been changed. Every other session has been signed out.', token }
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
      const user = await withRetryAfter(reply, signIn(accounts, request.body.email, request.body.password, loginLimit))
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
      await withRetryAfter(reply, throttleResetMail(app.db, request.body.email, resetMailLimit))
      // Looked up and mailed after the answer (queue/account-mail.ts): the answer takes the same
      // time whether or not the account exists, and a mail failure is never shown.
      await app.accountMail.send({ kind: 'password-reset', email: request.body.email })
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
      await resetPassword(accounts, request.body.token, request.body.password)
      return { success: true as const, message: 'Your password has been changed. Please sign in with it.' }
    },
  )
}

export default authRoutes
