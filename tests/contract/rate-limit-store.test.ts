import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import { clearAttempts, countAttempt, deleteEndedAttemptWindows, uncountAttempt } from '../../server/db/repositories/attempt-counters.repository.ts'
import { attemptKey, giveBackAttempt, takeAttempt, TooManyAttemptsError, withinLimit } from '../../server/services/attempt-throttle.service.ts'
import { databaseRateLimitStore } from '../../server/services/rate-limit-store.ts'
import { type ContractStore, isoAgo, isoIn, openContractStore } from './contract-store.ts'

/*
 * The attempt counters: one upsert per attempt, so a burst (on one server or several over the
 * database) gets one number each. The rate-limit store is @fastify/rate-limit's over them (used
 * with PostgreSQL, where several servers share each limit); the attempt throttle caps sign-ins,
 * reset mail and guest accounts with them on either database.
 */

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

let keys = 0
const freshKey = () => `test:${++keys}:${Date.now()}`

function incr(limitStore: FastifyRateLimitStore, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => limitStore.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 1000))
}

/** A route's child of a store, as the plugin makes one per limited route. */
const routeStore = (db: Db, method: string, url: string): FastifyRateLimitStore => {
  const Store = databaseRateLimitStore(db)
  return new Store({}).child({ routeInfo: { method, url } } as never)
}

describe('attempt counters', () => {
  it('give each of a burst of attempts its own number, from any number of connections', async () => {
    const key = freshKey()
    const second = await store.connectAgain()
    const window = isoIn(60_000)
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => countAttempt(i % 2 ? second : db, key, new Date().toISOString(), window).then((r) => r.count)),
    )
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it('start over once the window ends, give back one attempt (never below zero) and forget the key', async () => {
    const key = freshKey()
    const now = new Date().toISOString()
    await countAttempt(db, key, now, isoIn(60_000))
    expect(await countAttempt(db, key, now, isoIn(60_000))).toMatchObject({ count: 2 })
    // The window has ended by the next attempt: it counts 1 in a new window.
    const later = isoIn(61_000)
    const restarted = await countAttempt(db, key, later, isoIn(120_000))
    expect(restarted).toEqual({ count: 1, windowEndsAt: expect.any(String) })
    expect(Date.parse(restarted.windowEndsAt)).toBeGreaterThan(Date.now() + 100_000)

    await uncountAttempt(db, key)
    await uncountAttempt(db, key)
    expect((await countAttempt(db, key, later, isoIn(120_000))).count).toBe(1)
    await clearAttempts(db, key)
    expect((await countAttempt(db, key, now, isoIn(60_000))).count).toBe(1)

    const ended = freshKey()
    await countAttempt(db, ended, isoAgo(120_000), isoAgo(60_000))
    await deleteEndedAttemptWindows(db, new Date().toISOString())
    const left = await db.selectFrom('attempt_counters').select('key').where('key', 'in', [key, ended]).execute()
    expect(left.map((r) => r.key)).toEqual([key])
  })
})

describe('the attempt throttle', () => {
  const limit = { max: 5, windowMs: 15 * 60_000 }
  const refusal = (wait: string) => `Too many sign-in attempts for this account. Please try again in ${wait}.`

  it('holds a parallel burst to the limit, saying when to retry', async () => {
    const key = attemptKey('login', `Burst-${freshKey()}@Example.com `)
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => takeAttempt(db, key, limit, refusal)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as TooManyAttemptsError] : []))
    expect(refused).toHaveLength(15)
    expect(refused[0]).toBeInstanceOf(TooManyAttemptsError)
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(14 * 60)
    // Never "16 minutes", though a refused attempt may read the clock a millisecond before the one
    // that opened the window (its wait is then 900.001 s): no wait is longer than the window.
    for (const error of refused) {
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
      expect(error.message).toMatch(/^Too many sign-in attempts for this account\. Please try again in 15 minutes\.$/)
    }
    // The key is the address's, whatever its case and spaces.
    expect(attemptKey('login', 'a@example.com')).toBe(attemptKey('login', ' A@Example.com'))
  })

  it('counts without refusing, and a given-back attempt is free again', async () => {
    const key = freshKey()
    const cap = { max: 2, windowMs: 86_400_000 }
    expect([await withinLimit(db, key, cap), await withinLimit(db, key, cap), await withinLimit(db, key, cap)]).toEqual([true, true, false])
    await giveBackAttempt(db, key)
    await giveBackAttempt(db, key)
    await takeAttempt(db, key, cap, refusal)
    await expect(takeAttempt(db, key, cap, refusal)).rejects.toBeInstanceOf(TooManyAttemptsError)
  })
})

describe('the rate-limit store', () => {
  it('counts per route and per client, shared by every server over the database', async () => {
    const second = await store.connectAgain()
    const loginA = routeStore(db, 'POST', '/api/v1/auth/login')
    const loginB = routeStore(second, 'POST', '/api/v1/auth/login')
    const upload = routeStore(db, 'POST', '/api/v1/resume/upload')
    const client = `198.51.100.${keys++ % 250}`
    const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => incr(i % 2 ? loginB : loginA, client, 60_000).then((r) => r.current)))
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    // Another route, another client: counted apart.
    expect((await incr(upload, client, 60_000)).current).toBe(1)
    expect((await incr(loginA, `${client}0`, 60_000)).current).toBe(1)
    const { current, ttl } = await incr(loginB, client, 60_000)
    expect(current).toBe(11)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
    // The table holds no client addresses.
    const stored = await db.selectFrom('attempt_counters').select('key').where('key', 'like', 'rate:%').execute()
    expect(stored.some((r) => r.key.includes(client))).toBe(false)
  })
})
