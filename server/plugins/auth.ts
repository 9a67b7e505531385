import { createHmac, randomUUID } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { nowIso } from '../db/database.ts'
import { deleteExpiredRevocations, isSessionRevoked, revokeSession } from '../db/repositories/revoked-sessions.repository.ts'
import { bumpTokenVersion, findUserById } from '../db/repositories/users.repository.ts'
import type { Account, TrialClient } from '../domain/account.ts'
import { AppError } from '../lib/app-error.ts'
import { durationToSeconds } from '../lib/duration.ts'

export const SESSION_COOKIE = 't10_session'
/** A signed random id per browser: the trial is counted per browser, not per network address. */
export const DEVICE_COOKIE = 't10_device'
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

interface TokenPayload {
  sub: string
  /** users.token_version at signing; a password reset bumps it and so ends older sessions. */
  tv: number
  /**
   * The token's own id, so signing out can end this one session (a deny list) and leave the
   * account's other devices signed in; bumping tv would sign out all of them. Tokens signed
   * before ids existed, and the CLI's embedded-mode token, have none.
   */
  jti?: string
  /** Expiry (seconds since the epoch), set by the signer. */
  exp?: number
}

/** The token a request was authenticated with. */
export interface SessionToken {
  id: string | null
  expiresAt: string
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload
    user: TokenPayload
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null
    sessionToken: SessionToken | null
  }
  interface FastifyInstance {
    /** preHandler: a signed-in account is required (guests are not accounts). */
    requireAccount: (request: FastifyRequest) => Promise<void>
    /** preHandler: a signed-in account or a trial guest. */
    requireSession: (request: FastifyRequest) => Promise<void>
    /** Signs a session for the user and sets it as the browser's cookie; returns the token. */
    startSession: (reply: FastifyReply, userId: string, tokenVersion: number, maxAgeSeconds?: number) => string
    /** Signs the request's session out server-side (its token is refused from now on) and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** A keyed hash of the client's address: counts anonymous use without storing the address. */
    clientKey: (request: FastifyRequest) => string
    /** The browser (its device cookie, set on the reply when missing or forged) and the address behind a request. */
    trialClient: (request: FastifyRequest, reply: FastifyReply) => TrialClient
  }
}

export interface AuthOptions {
  secret: string
  expiresIn: string
  secureCookies: boolean
}

export default fp<AuthOptions>(
  async (app, options) => {
    const maxAge = durationToSeconds(options.expiresIn)
    // The secret signs the device cookie; the session cookie is a JWT, verified on its own.
    await app.register(fastifyCookie, { secret: options.secret })
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: maxAge },
      cookie: { cookieName: SESSION_COOKIE, signed: false },
    })

    app.decorateRequest('account', null)
    app.decorateRequest('sessionToken', null)

    // Resolve who is calling once per API request. A bad or stale token is simply no session:
    // routes that need one answer 401 through requireAccount.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api')) return
      if (!request.headers.authorization && !request.cookies[SESSION_COOKIE]) return
      let payload: TokenPayload
      try {
        payload = await request.jwtVerify<TokenPayload>()
      } catch {
        return
      }
      if (payload.jti && (await isSessionRevoked(app.db, payload.jti))) return
      const user = await findUserById(app.db, payload.sub)
      if (!user || user.token_version !== payload.tv) return
      if (user.expires_at !== null && user.expires_at < nowIso()) return
      request.account = {
        id: user.id,
        email: user.email,
        name: user.name,
        plan: user.plan,
        isGuest: user.is_guest === 1,
        createdAt: user.created_at,
      }
      request.sessionToken = {
        id: payload.jti ?? null,
        expiresAt: new Date((payload.exp ?? Date.now() / 1000 + maxAge) * 1000).toISOString(),
      }
    })

    app.decorate('requireAccount', async (request: FastifyRequest) => {
      if (!request.account || request.account.isGuest) {
        throw new AppError(401, 'unauthorized', 'Please sign in to continue')
      }
    })

    app.decorate('requireSession', async (request: FastifyRequest) => {
      if (!request.account) throw new AppError(401, 'unauthorized', 'Please sign in to continue')
    })

    app.decorate('startSession', (reply: FastifyReply, userId: string, tokenVersion: number, maxAgeSeconds = maxAge) => {
      const token = app.jwt.sign({ sub: userId, tv: tokenVersion, jti: randomUUID() }, { expiresIn: maxAgeSeconds })
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/',
        maxAge: maxAgeSeconds,
      })
      return token
    })

    app.decorate('clientKey', (request: FastifyRequest) =>
      createHmac('sha256', options.secret).update(`client:${request.ip}`).digest('hex').slice(0, 32),
    )

    const keyOf = (value: string) => createHmac('sha256', options.secret).update(value).digest('hex').slice(0, 32)
    app.decorate('trialClient', (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[DEVICE_COOKIE]
      const unsigned = raw ? request.unsignCookie(raw) : null
      let device = unsigned?.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value) ? unsigned.value : null
      if (!device) {
        device = randomUUID()
        const cookie = app.serializeCookie(DEVICE_COOKIE, app.signCookie(device), {
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          path: '/',
          maxAge: DEVICE_COOKIE_MAX_AGE,
        })
        // A plain header rather than reply.setCookie: a streamed reply (SSE) skips the hook that
        // writes those, and copies the reply's headers instead.
        const previous = reply.getHeader('set-cookie')
        reply.header('set-cookie', [...(previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)]), cookie])
      }
      return { deviceKey: keyOf(`device:${device}`), addressKey: app.clientKey(request) }
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.sessionToken
      if (session?.id) {
        await deleteExpiredRevocations(app.db, new Date().toISOString())
        await revokeSession(app.db, session.id, session.expiresAt)
      } else if (session && request.account) {
        // A token without an id can only be ended with every other session of the account.
        await bumpTokenVersion(app.db, request.account.id)
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

/** The signed-in account of a request that passed requireAccount. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new AppError(401, 'unauthorized', 'Please sign in to continue')
  return request.account
}
