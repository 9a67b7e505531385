import type { FastifyBaseLogger } from 'fastify'
import type { JobHelpers } from 'graphile-worker'
import type { ErrorEvent, GenerationEvent } from '../../shared/events.ts'
import type { GenerationResult } from '../../shared/schemas/generate.ts'
import type { ProviderRegistry } from '../ai/registry.ts'
import type { Db } from '../db/database.ts'
import { deleteUsage, holdPendingUsage, settleUsage } from '../db/repositories/usage.repository.ts'
import type { UntrustedWork } from '../lib/untrusted-work.ts'
import type { PdfText } from '../domain/ats/index.ts'
import type { LatexCompiler } from '../domain/latex/index.ts'
import { asAppError } from '../http-errors.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'
import type { QueuedGenerationInput } from '../pipeline/enqueue.ts'
import { runGeneration } from '../pipeline/generation.ts'
import type { GenerationTurns } from '../lib/generation-turns.ts'
import { type DocumentToStore, storeDocumentsIn } from '../services/applying/generation.service.ts'
import { getResume } from '../services/applying/resumes.service.ts'
import type { RunNotifications } from './notifications.ts'
import { appendRunEvent, nextRunSeq } from './run-events.ts'
import { WORKER_LOST_MESSAGE } from './sweep.ts'

export const GENERATION_TASK = 'generate'

export interface GenerationJobDeps {
  db: Db
  latex: LatexCompiler
  pdfText: PdfText
  providers: ProviderRegistry
  notifications: RunNotifications
  log: FastifyBaseLogger
  untrusted: UntrustedWork
  turns: GenerationTurns
}

/**
 * The worker's side of a queued generation: takes over the run and its charge from the server
 * that queued it, runs the same pipeline as the in-process path with every event appended to the
 * run's log (each one notified). Its outcome is written once, in one transaction with the final
 * event, the documents and the charge (settled, or handed back when the run failed), and only
 * while the run is still running here: a worker that stalled past its heartbeat and was failed by
 * a sweep stores and emits nothing.
 */
export function generationTask(deps: GenerationJobDeps) {
  return async (payload: unknown, helpers: JobHelpers): Promise<void> => {
    const runId = (payload as { runId: string }).runId
    // Listening before the run is claimed: a client that leaves once it is claimed is heard.
    const abort = new AbortController()
    const offCancel = deps.notifications.on(runId, 'cancel', () => abort.abort(new Error('client disconnected')))
    try {
      await runClaimed(deps, runId, helpers, abort)
    } finally {
      offCancel()
    }
  }
}

async function runClaimed(deps: GenerationJobDeps, runId: string, helpers: JobHelpers, abort: AbortController): Promise<void> {
  const claimed = await claimRun(deps.db, runId, helpers)
  if (!claimed) return
  const log = deps.log.child({ run: runId, instance: INSTANCE_ID })
  log.info({ waitedMs: Date.now() - Date.parse(claimed.createdAt) }, 'generation taken from the queue')
  const { input, chargeIds } = claimed
  if (!claimed.charged) {
    await endRun(deps.db, runId, 'failed', (trx) =>
      appendRunEvent(trx, runId, 1, { event: 'error', data: { error_type: 'worker_lost', message: WORKER_LOST_MESSAGE } }),
    )
    return
  }

  let seq = 0
  // The run's final event is written with its outcome, never on its own.
  let finalError: ErrorEvent | null = null
  let outcome: 'done' | 'failed' | 'already ended' | null = null
  // Appended one after the other, so the log keeps the order the run emitted.
  let appended: Promise<void> = Promise.resolve()
  const emit = (event: GenerationEvent) => {
    if (event.event === 'error') {
      finalError ??= event.data
      return
    }
    const at = ++seq
    appended = appended.then(() => appendRunEvent(deps.db, runId, at, event))
    // Read once the run ends; marked handled meanwhile so a failed write does not end the process.
    appended.catch(() => {})
  }
  const deliver = async (documents: DocumentToStore[], result: GenerationResult) => {
    await appended
    const ended = await endRun(deps.db, runId, 'done', async (trx) => {
      await storeDocumentsIn(trx, documents)
      await appendRunEvent(trx, runId, ++seq, { event: 'result', data: result })
      await settleUsage(trx, chargeIds)
    })
    outcome = ended ? 'done' : 'already ended'
  }
  await (async () =>
    runGeneration(
      { db: deps.db, latex: deps.latex, pdfText: deps.pdfText, log, deliver, turns: deps.turns, untrusted: deps.untrusted },
      {
        ownerId: input.ownerId,
        expiresAt: input.expiresAt,
        applicationId: input.applicationId ?? null,
        resumeId: input.resumeId,
        loadResume: async () => {
          const resume = await getResume(deps.db, input.ownerId, input.resumeId)
          return { text: resume.resume_text, parsed: resume.parsed }
        },
        jobText: input.jobText,
        parseJob: (text) => deps.untrusted.run('parseJob', [text], 'text'),
        templates: input.templates,
        provider: deps.providers.get(input.provider),
        emphasize: input.emphasize,
        today: new Date(input.today),
        skipped: input.skipped,
      },
      emit,
      abort.signal,
    ))().catch((error: unknown) => emit({ event: 'error', data: errorOf(error, log) }))
  await appended.catch((error: unknown) => {
    // The log could not be written (the database went away, or a sweep ended the run meanwhile).
    log.error({ err: error }, 'writing the events of a queued generation failed')
    finalError ??= INTERNAL_ERROR
  })
  if (outcome === null) {
    const error: ErrorEvent | null = finalError
    const cancelled = abort.signal.aborted
    // A run that failed delivered nothing: its allowance goes back (not for a client that left).
    const ended = await endRun(deps.db, runId, error ? 'failed' : 'done', async (trx) => {
      if (error) await appendRunEvent(trx, runId, await nextRunSeq(trx, runId), { event: 'error', data: error })
      if (error && !cancelled) await deleteUsage(trx, chargeIds)
      else await settleUsage(trx, chargeIds)
    })
    outcome = !ended ? 'already ended' : error ? 'failed' : 'done'
  }
  if (outcome === 'already ended') log.warn('queued generation already ended elsewhere (taken for lost): nothing stored, nothing emitted')
  log.info({ outcome, cancelled: abort.signal.aborted }, 'queued generation finished')
}

/**
 * Marks the run as this instance's and moves its charge here, in one transaction. Resolves null
 * when the run is not waiting (already failed by a sweep); `charged` is false when its charge was
 * handed back meanwhile (the server that queued it died first).
 */
async function claimRun(db: Db, runId: string, helpers: JobHelpers) {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('generation_runs')
      .set({
        state: 'running',
        holder_instance: INSTANCE_ID,
        worker_instance: INSTANCE_ID,
        queue_job_id: helpers.job.id,
        queue_worker_id: helpers.job.locked_by,
        started_at: new Date().toISOString(),
      })
      .where('id', '=', runId)
      .where('state', '=', 'queued')
      .returning(['input', 'charge_ids', 'created_at'])
      .executeTakeFirst()
    if (!taken) return null
    const chargeIds = JSON.parse(taken.charge_ids) as string[]
    const held = await holdPendingUsage(trx, chargeIds, INSTANCE_ID)
    if (held < chargeIds.length) await deleteUsage(trx, chargeIds)
    return {
      input: JSON.parse(taken.input) as QueuedGenerationInput,
      chargeIds,
      createdAt: taken.created_at,
      charged: held === chargeIds.length,
    }
  })
}

/**
 * Writes the run's outcome once: moves it from running to `state` and calls `write` in the same
 * transaction, only while it is still running on this instance. False when it was already ended
 * (a sweep took this instance for dead and failed it): then nothing is written.
 */
async function endRun(db: Db, runId: string, state: 'done' | 'failed', write: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('generation_runs')
      .set({ state, holder_instance: null, finished_at: new Date().toISOString() })
      .where('id', '=', runId)
      .where('state', '=', 'running')
      .where('worker_instance', '=', INSTANCE_ID)
      .executeTakeFirst()
    if (Number(ended.numUpdatedRows) === 0) return false
    await write(trx)
    return true
  })
}

const INTERNAL_ERROR: ErrorEvent = {
  error_type: 'internal_error',
  message: 'Something went wrong while generating your documents. Please try again.',
}

function errorOf(error: unknown, log: FastifyBaseLogger): ErrorEvent {
  const known = asAppError(error)
  if (known) return { error_type: known.code, message: known.message }
  log.error({ err: error }, 'queued generation failed')
  return INTERNAL_ERROR
}
