import { createHmac, randomUUID } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { RENEWED_TOKEN_HEADER } from '../../shared/session-renewal.ts'
import { nowIso } from '../db/database.ts'
import { deleteExpiredRevocations, isSessionRevoked, revokeSession } from '../db/repositories/revoked-sessions.repository.ts'
import { lastSeenOf, touchSession } from '../db/repositories/session-activity.repository.ts'
import { bumpTokenVersion, findUserById } from '../db/repositories/users.repository.ts'
import type { Account, TrialClient } from '../domain/account.ts'
import { AppError } from '../lib/app-error.ts'
import { durationToSeconds } from '../lib/duration.ts'

export const SESSION_COOKIE = 't10_session'
/** A signed random id per browser: the trial is counted per browser, not per network address. */
export const DEVICE_COOKIE = 't10_device'
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * Under https the cookies carry the __Host- prefix: browsers then accept them only with Secure,
 * Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can set or shadow them.
 */
export const cookieNameOf = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name)

/** A session's last use is written at most this often: the idle limit is counted in minutes anyway. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000

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
  /** Expiry and issue time (seconds since the epoch), set by the signer. */
  exp?: number
  iat?: number
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
    /** The session cookie's name: t10_session, or __Host-t10_session under an https PUBLIC_URL. */
    sessionCookieName: string
    /** A keyed hash of the client's address: counts anonymous use without storing the address. */
    clientKey: (request: FastifyRequest) => string
    /** The browser (its device cookie, set on the reply when missing or forged) and the address behind a request. */
    trialClient: (request: FastifyRequest, reply: FastifyReply) => TrialClient
  }
}

export interface AuthOptions {
  secret: string
  /** A session's lifetime; a session in use is renewed before it runs out (sliding). */
  expiresIn: string
  /** Minutes without a request after which a session is refused; 0: no idle limit. */
  idleMinutes?: number
  secureCookies: boolean
}

export default fp<AuthOptions>(
  async (app, options) => {
    const maxAge = durationToSeconds(options.expiresIn)
    const idleMs = (options.idleMinutes ?? 0) * 60_000
    const sessionCookie = cookieNameOf(SESSION_COOKIE, options.secureCookies)
    const deviceCookie = cookieNameOf(DEVICE_COOKIE, options.secureCookies)
    const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' } as const
    // The secret signs the device cookie; the session cookie is a JWT, verified on its own.
    await app.register(fastifyCookie, { secret: options.secret })
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: maxAge },
      cookie: { cookieName: sessionCookie, signed: false },
    })

    app.decorate('sessionCookieName', sessionCookie)
    app.decorateRequest('account', null)
    app.decorateRequest('sessionToken', null)

    /**
     * Idle sessions end: the last use of each session is kept in the database (every server over
     * it sees the same), and a session unused for longer than the idle limit is refused. A token
     * never used since it was signed counts from its signing.
     */
    const activeEnough = async (payload: TokenPayload): Promise<boolean> => {
      if (idleMs === 0 || !payload.jti) return true
      const now = Date.now()
      const lastSeen = (await lastSeenOf(app.db, payload.jti)) ?? new Date((payload.iat ?? now / 1000) * 1000).toISOString()
      const idleFor = now - Date.parse(lastSeen)
      if (idleFor > idleMs) return false
      if (idleFor >= ACTIVITY_WRITE_INTERVAL_MS) await touchSession(app.db, payload.jti, new Date(now).toISOString())
      return true
    }

    // Resolve who is calling once per API request. A bad or stale token is simply no session:
    // routes that need one answer 401 through requireAccount.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api')) return
      if (!request.headers.authorization && !request.cookies[sessionCookie]) return
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
      if (!(await activeEnough(payload))) return
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
      // Sliding renewal: a session past half its life gets a fresh token with the same session id
      // and token version, so signing out, a password change and the idle limit (checked above)
      // still end it. A browser gets it as its cookie; a bearer client (the CLI) in an answer
      // header, which it keeps in place of the old token. Guests' sessions last as long as their
      // data and are not renewed; the CLI's in-process token has no id and needs no renewal.
      const secondsLeft = (payload.exp ?? 0) - Date.now() / 1000
      if (payload.jti && user.is_guest === 0 && secondsLeft < maxAge / 2) {
        const renewed = app.jwt.sign({ sub: user.id, tv: user.token_version, jti: payload.jti }, { expiresIn: maxAge })
        // Told apart as @fastify/jwt does: another Authorization scheme (a proxy's Basic) leaves the
        // cookie as the token, whose renewal must stay in an httpOnly cookie, out of page scripts' reach.
        if (/^Bearer\s/i.test(request.headers.authorization ?? '')) reply.header(RENEWED_TOKEN_HEADER, renewed)
        else reply.setCookie(sessionCookie, renewed, { ...cookieOptions, maxAge })
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
      // A renewal of the request's old session (a password change ends it) must not stand beside the new one.
      reply.removeHeader(RENEWED_TOKEN_HEADER)
      reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: maxAgeSeconds })
      return token
    })

    app.decorate('clientKey', (request: FastifyRequest) =>
      createHmac('sha256', options.secret).update(`client:${request.ip}`).digest('hex').slice(0, 32),
    )

    const keyOf = (value: string) => createHmac('sha256', options.secret).update(value).digest('hex').slice(0, 32)
    app.decorate('trialClient', (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[deviceCookie]
      const unsigned = raw ? request.unsignCookie(raw) : null
      let device = unsigned?.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value) ? unsigned.value : null
      if (!device) {
        device = randomUUID()
        const cookie = app.serializeCookie(deviceCookie, app.signCookie(device), { ...cookieOptions, maxAge: DEVICE_COOKIE_MAX_AGE })
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
        // Kept until any renewal of the token would have expired: a renewed copy shares its id.
        const latestExpiry = new Date(Math.max(Date.parse(session.expiresAt), Date.now() + maxAge * 1000)).toISOString()
        await revokeSession(app.db, session.id, latestExpiry)
      } else if (session && request.account) {
        // A token without an id can only be ended with every other session of the account.
        await bumpTokenVersion(app.db, request.account.id)
      }
      // The session just ended: a renewal of it, set as the request came in, is no use to anyone.
      reply.removeHeader(RENEWED_TOKEN_HEADER)
      reply.clearCookie(sessionCookie, { path: '/', secure: options.secureCookies })
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

/** The signed-in account of a request that passed requireAccount. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new AppError(401, 'unauthorized', 'Please sign in to continue')
  return request.account
}
