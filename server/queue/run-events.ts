import { sql } from 'kysely'
import type { GenerationEvent } from '../../shared/events.ts'
import type { Db } from '../db/database.ts'
import { isPostgres } from '../db/dialect.ts'
import { RUN_CHANNEL, type RunNotifications, type RunSignal, runPayload } from './notifications.ts'
import { createNudge } from './nudge.ts'

/** The events after which a run has nothing more to say. */
const FINAL_EVENTS = new Set(['result', 'error'])

/** How often a follower reads the log even without a notification: a lost one costs at most this. */
const REREAD_MS = 2000

/**
 * Appends a run's event to its log and tells the followers (the notification is sent when the
 * transaction `db` is in commits). `seq` counts from 1; the log, ordered by it, is the record.
 */
export async function appendRunEvent(db: Db, runId: string, seq: number, event: GenerationEvent): Promise<void> {
  await db
    .insertInto('generation_events')
    .values({ run_id: runId, seq, event: event.event, data: JSON.stringify(event.data) })
    .execute()
  await notifyRun(db, 'events', runId)
}

/** The next sequence number of a run's log (for an event written by someone other than its runner). */
export async function nextRunSeq(db: Db, runId: string): Promise<number> {
  const row = await db
    .selectFrom('generation_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('run_id', '=', runId)
    .executeTakeFirst()
  return Number(row?.seq ?? 0) + 1
}

export async function notifyRun(db: Db, signal: RunSignal, runId: string): Promise<void> {
  if (isPostgres(db)) await sql`select pg_notify(${RUN_CHANNEL}, ${runPayload(signal, runId)})`.execute(db)
}

/**
 * A run's events from the first, whoever runs it: what the log holds, then each new event as its
 * notification arrives, until the run's result or error. A stream that subscribes late loses
 * nothing: it replays the log in order. Ends early when `signal` aborts.
 */
export async function* followRun(db: Db, notifications: RunNotifications, runId: string, signal: AbortSignal): AsyncGenerator<GenerationEvent> {
  let last = 0
  const nudge = createNudge()
  const off = notifications.on(runId, 'events', nudge.poke)
  signal.addEventListener('abort', nudge.poke)
  try {
    for (;;) {
      if (signal.aborted) return
      nudge.beginRead()
      const rows = await db
        .selectFrom('generation_events')
        .select(['seq', 'event', 'data'])
        .where('run_id', '=', runId)
        .where('seq', '>', last)
        .orderBy('seq')
        .execute()
      for (const row of rows) {
        last = row.seq
        yield { event: row.event, data: JSON.parse(row.data) } as GenerationEvent
        if (FINAL_EVENTS.has(row.event)) return
      }
      await nudge.wait(REREAD_MS)
    }
  } finally {
    off()
    signal.removeEventListener('abort', nudge.poke)
  }
}
