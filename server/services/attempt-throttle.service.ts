import { createHash } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { clearAttempts, countAttempt, deleteEndedAttemptWindows, uncountAttempt } from '../db/repositories/attempt-counters.repository.ts'
import { AppError } from '../lib/app-error.ts'

/** At most `max` attempts per fixed window of `windowMs`, whatever address they come from. */
export interface AttemptLimit {
  max: number
  windowMs: number
}

/** A 429 that says when to come back; the route copies retryAfterSeconds into Retry-After. */
export class TooManyAttemptsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'rate_limited', message)
  }
}

/**
 * What is throttled and for whom. The address is hashed so the table holds no e-mail addresses
 * (attempts at unknown addresses are counted too, so the answer never tells whether one exists).
 */
export const attemptKey = (action: 'login' | 'reset-mail' | 'signup-mail', email: string): string =>
  `${action}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`

/**
 * Counts an attempt before it is evaluated and refuses it past the limit. Counting first (not
 * after a failure) means a burst of parallel guesses is held to the limit too.
 */
export async function takeAttempt(db: Db, key: string, limit: AttemptLimit, refusal: (wait: string) => string): Promise<void> {
  const now = Date.now()
  const nowIso = new Date(now).toISOString()
  await deleteEndedAttemptWindows(db, nowIso)
  const { count, windowEndsAt } = await countAttempt(db, key, nowIso, new Date(now + limit.windowMs).toISOString())
  if (count <= limit.max) return
  // A parallel attempt may have opened the window a millisecond after this one read the clock:
  // never tell a person to wait longer than the window itself ("16 minutes" for a 15-minute one).
  const seconds = Math.max(1, Math.ceil(Math.min(limit.windowMs, Date.parse(windowEndsAt) - now) / 1000))
  throw new TooManyAttemptsError(seconds, refusal(describeWait(seconds)))
}

/**
 * Counts an attempt and says whether it is within the limit, refusing nothing: for a step whose
 * answer must not change past the limit (a sign-up mail is then just not sent).
 */
export async function withinLimit(db: Db, key: string, limit: AttemptLimit): Promise<boolean> {
  const now = Date.now()
  const { count } = await countAttempt(db, key, new Date(now).toISOString(), new Date(now + limit.windowMs).toISOString())
  return count <= limit.max
}

/** Forgets the attempts under `key` (a successful sign-in starts the count over). */
export const forgetAttempts = (db: Db, key: string): Promise<void> => clearAttempts(db, key)

/** Gives back one attempt under `key`: a try that, in the end, used up nothing the cap protects. */
export const giveBackAttempt = (db: Db, key: string): Promise<void> => uncountAttempt(db, key)

/** "40 seconds", "15 minutes", "2 hours": rounded up, so the person never comes back too early. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 60) return plural(seconds, 'second')
  if (seconds <= 3600) return plural(Math.ceil(seconds / 60), 'minute')
  return plural(Math.ceil(seconds / 3600), 'hour')
}
