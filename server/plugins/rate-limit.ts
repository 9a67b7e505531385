import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isPostgres } from '../db/dialect.ts'
import { AppError } from '../lib/app-error.ts'
import { giveBackAttempt, takeAttempt, TooManyAttemptsError } from '../services/attempt-throttle.service.ts'
import { databaseRateLimitStore } from '../services/rate-limit-store.ts'

export interface RateLimitPluginOptions {
  /** Per client address, per minute, for visitors not signed in: upload, parse, skill extraction. */
  anonymousPerMinute: number
  /** Guest (trial) accounts one client address may start in 24 hours. */
  guestAccountsPerDay: number
  /** Regenerations per account (guests too) per minute. */
  regenerationsPerMinute: number
}

/** Routes anyone may call without an account, whose work is costly (reading a file, finding skills). */
const ANONYMOUS_ROUTES = new Set(['POST /api/v1/resume/upload', 'POST /api/v1/resume/parse', 'POST /api/v1/skills/extract'])
const REGENERATE_ROUTE = 'POST /api/v1/documents/regenerate-with-instructions'
/** The one route that starts a guest account (the landing-page trial's upload). */
const GUEST_STARTING_ROUTE = 'POST /api/v1/resume/upload'

const DAY_MS = 24 * 3_600_000
const isSignedIn = (request: FastifyRequest) => request.account !== null && !request.account.isGuest

/**
 * Off by default; routes that need it opt in with their own limit: login, register and
 * forgot-password in their route options, and the routes above here, by name, so that their files
 * need not know (a limit is a policy of the whole server, set by its config).
 * Over PostgreSQL the counts live in the database, where every server sharing it sees them. With
 * SQLite there is one server process, so the plugin's memory store holds the counts (it is faster:
 * bench/rate-limit-store.ts). The guest cap is counted in the database either way (attempt_counters),
 * as its window is a day and must survive a restart.
 */
export default fp<RateLimitPluginOptions>(
  async (app, { anonymousPerMinute, guestAccountsPerDay, regenerationsPerMinute }) => {
    const anonymousLimit: RateLimitOptions = {
      max: anonymousPerMinute,
      timeWindow: '1 minute',
      // Accounts are limited by their plan; this limit is for visitors without one (guests included).
      allowList: (request) => isSignedIn(request),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'rate_limited', `Too many requests from your network. Please try again in ${context.after}, or sign in to continue.`),
    }
    const regenerateLimit: RateLimitOptions = {
      max: regenerationsPerMinute,
      timeWindow: '1 minute',
      // Per account, whatever the address: one account's parallel burst is held to the limit.
      keyGenerator: (request) => (request.account ? `account:${request.account.id}` : `address:${request.ip}`),
      errorResponseBuilder: (_request, context) => new AppError(429, 'rate_limited', `Too many regenerations. Please try again in ${context.after}.`),
    }

    // Before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const names = methods.map((method) => `${method} ${route.url}`)
      const limit = names.some((name) => ANONYMOUS_ROUTES.has(name)) ? anonymousLimit : names.includes(REGENERATE_ROUTE) ? regenerateLimit : null
      if (limit && route.config?.rateLimit === undefined) route.config = { ...route.config, rateLimit: limit }
      if (names.includes(GUEST_STARTING_ROUTE)) {
        route.preHandler = [...toArray(route.preHandler), guestCap]
        route.onResponse = [...toArray(route.onResponse), guestCapRefund]
      }
    })

    const guestKey = (request: FastifyRequest) => `guest:${app.clientKey(request)}`
    const counted = new WeakSet<FastifyRequest>()
    /**
     * Counted before the upload is read, so a parallel burst is held to the cap too; an upload that
     * started no guest (refused, or from a session) gives its count back.
     */
    async function guestCap(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.account) return
      try {
        await takeAttempt(
          app.db,
          guestKey(request),
          { max: guestAccountsPerDay, windowMs: DAY_MS },
          (wait) =>
            `Too many free trials have been started from your network today. Please sign in or create an account to continue, or try again in ${wait}.`,
        )
        counted.add(request)
      } catch (error) {
        if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds))
        throw error
      }
    }
    async function guestCapRefund(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!counted.has(request) || reply.statusCode === 201) return
      await giveBackAttempt(app.db, guestKey(request)).catch((err: unknown) => request.log.warn({ err }, 'could not give back a guest count'))
    }

    await app.register(fastifyRateLimit, {
      global: false,
      ...(isPostgres(app.db) ? { store: databaseRateLimitStore(app.db) } : {}),
      errorResponseBuilder: (_request, context) => new AppError(429, 'rate_limited', `Too many attempts. Please try again in ${context.after}.`),
    })
  },
  { name: 'rate-limit', dependencies: ['database', 'auth'] },
)

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}
