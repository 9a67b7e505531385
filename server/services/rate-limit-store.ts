import { createHash } from 'node:crypto'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/database.ts'
import { countAttempt } from '../db/repositories/attempt-counters.repository.ts'

/** What @fastify/rate-limit hands a store's child: the merged limit with the route it guards. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A @fastify/rate-limit store over the database's attempt counters, so that servers sharing one
 * PostgreSQL database share each limit: ten sign-ins a minute from one address stay ten whichever
 * servers the load balancer sends them to.
 *
 * One statement per request (countAttempt's upsert counts and reads the window together, so
 * concurrent requests on several servers each get their own number). Ended windows are deleted by
 * the hourly purge and by the account throttle's sweep, not here, to keep that one round trip.
 * The plugin's continueExceeding and exponentialBackoff options are not supported (T10 uses neither).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin builds the store with its options (unused here); each route's child counts apart under its own scope. */
    constructor(
      _pluginOptions?: unknown,
      private readonly scope = 'rate:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now()
      // The key is the client's address: hashed, so the table holds no addresses.
      const hashed = createHash('sha256').update(key).digest('base64url').slice(0, 32)
      countAttempt(db, `${this.scope}${hashed}`, new Date(now).toISOString(), new Date(now + timeWindow).toISOString()).then(
        ({ count, windowEndsAt }) => callback(null, { current: count, ttl: Math.max(0, Date.parse(windowEndsAt) - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit, which names the route in routeInfo (its types say otherwise).
      const { method = '', url = '' } = (routeOptions as unknown as RouteLimit).routeInfo ?? {}
      return new DatabaseRateLimitStore(undefined, `${this.scope}${String(method)} ${url}:`)
    }
  }
  return DatabaseRateLimitStore
}
