import { sql } from 'kysely'
import type { Db } from '../database.ts'

/**
 * Counts one attempt under `key` in a fixed window and returns the count so far with the window's
 * end. One statement, so concurrent attempts (from this process or another one sharing the
 * database) each get their own number: a burst can't all read "0 used" before any is written.
 */
export async function countAttempt(db: Db, key: string, now: string, newWindowEndsAt: string): Promise<{ count: number; windowEndsAt: string }> {
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, count: 1, window_ends_at: newWindowEndsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A window that has ended starts over with this attempt.
        count: sql<number>`case when attempt_counters.window_ends_at <= ${now} then 1 else attempt_counters.count + 1 end`,
        window_ends_at: sql<string>`case when attempt_counters.window_ends_at <= ${now} then ${newWindowEndsAt} else attempt_counters.window_ends_at end`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), windowEndsAt: row.window_ends_at }
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute()
}

export async function deleteEndedAttemptWindows(db: Db, now: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('window_ends_at', '<=', now).execute()
}

/** Gives back one attempt counted under `key` (a refused try that should not use up a cap). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute()
}
