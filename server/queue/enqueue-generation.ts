import { randomUUID } from 'node:crypto'
import type { GenerationEvent } from '../../shared/events.ts'
import type { Db } from '../db/database.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'
import type { PlanCharge } from '../services/usage.service.ts'
import { GENERATION_TASK, type QueuedGenerationInput } from './generation-job.ts'
import { followRun, notifyRun } from './run-events.ts'
import type { QueueConnection } from './work-queue.ts'

/**
 * Queues a checked and charged generation for any worker, and follows its events from the run's
 * log. This instance holds the run (and its charge) until a worker takes it, so if this server
 * dies first, a sweep hands the charge back and the worker finds nothing to run.
 */
export async function enqueueGeneration(db: Db, { queue, notifications }: QueueConnection, input: QueuedGenerationInput, charge: PlanCharge) {
  const runId = randomUUID()
  await db
    .insertInto('generation_runs')
    .values({
      id: runId,
      owner_id: input.ownerId,
      state: 'queued',
      input: JSON.stringify(input),
      charge_ids: JSON.stringify(charge.ids),
      holder_instance: INSTANCE_ID,
      worker_instance: null,
      queue_job_id: null,
      queue_worker_id: null,
      created_at: new Date().toISOString(),
      started_at: null,
      finished_at: null,
    })
    .execute()
  try {
    // One attempt: a generation that failed has told its client so, and one whose worker died is
    // failed by the sweep (its charge handed back), never run twice.
    const jobId = await queue.add(GENERATION_TASK, { runId }, { maxAttempts: 1 })
    await db.updateTable('generation_runs').set({ queue_job_id: jobId }).where('id', '=', runId).where('queue_job_id', 'is', null).execute()
  } catch (error) {
    await charge.refund()
    await db.deleteFrom('generation_runs').where('id', '=', runId).execute()
    throw error
  }

  const stop = new AbortController()
  let finished = false
  async function* events(): AsyncGenerator<GenerationEvent> {
    try {
      yield* followRun(db, notifications, runId, stop.signal)
    } finally {
      finished = true
    }
  }
  return {
    runId,
    events: events(),
    cancel() {
      if (finished) return
      stop.abort()
      // The client went away: the worker running it stops, as the in-process run does.
      void notifyRun(db, 'cancel', runId).catch(() => {})
    },
  }
}
