import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { GenerationEvent } from '../../shared/events.ts'
import type { Db } from '../db/database.ts'
import { settleUsage } from '../db/repositories/usage.repository.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'
import type { PlanCharge } from '../services/usage.service.ts'
import type { EnqueueGeneration, QueuedGeneration, QueuedGenerationInput } from '../pipeline/enqueue.ts'
import { GENERATION_TASK } from './generation-job.ts'
import { followRun, notifyRun } from './run-events.ts'
import type { QueueConnection } from './work-queue.ts'

/**
 * Queues a checked and charged generation for any worker, and follows its events from the run's
 * log. This instance holds the run (and its charge) until a worker takes it, so if this server
 * dies first, a sweep hands the charge back and the worker finds nothing to run.
 */
export async function enqueueGeneration(
  db: Db,
  { queue, notifications }: QueueConnection,
  input: QueuedGenerationInput,
  charge: PlanCharge,
  log: FastifyBaseLogger,
): Promise<QueuedGeneration> {
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

  /**
   * The client went away, as the in-process run treats it: a run no worker has taken yet ends here
   * (its charge kept, as for any run a client walks away from); one running is told to stop.
   */
  const cancelRun = async () => {
    // The run ends and its charge is kept in one transaction: a process dying between the two would
    // leave the charge pending on a finished run, for the sweep to hand back.
    const ended = await db.transaction().execute(async (trx) => {
      const untaken = await trx
        .updateTable('generation_runs')
        .set({ state: 'done', holder_instance: null, finished_at: new Date().toISOString() })
        .where('id', '=', runId)
        .where('state', '=', 'queued')
        .executeTakeFirst()
      if (Number(untaken.numUpdatedRows) === 0) return false
      await settleUsage(trx, charge.ids)
      return true
    })
    if (!ended) return notifyRun(db, 'cancel', runId)
    log.info({ run: runId }, 'generation cancelled: the client disconnected')
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
      cancelRun().catch((err: unknown) => log.warn({ err, run: runId }, 'cancelling a queued generation failed'))
    },
  }
}

/** The pipeline's enqueue port (pipeline/enqueue.ts) over this queue. */
export const enqueueInto =
  (db: Db, connection: QueueConnection): EnqueueGeneration =>
  (input, charge, log) =>
    enqueueGeneration(db, connection, input, charge, log)
