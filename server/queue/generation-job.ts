import type { FastifyBaseLogger } from 'fastify'
import type { JobHelpers } from 'graphile-worker'
import type { GenerationEvent } from '../../shared/events.ts'
import type { SkippedDocument } from '../../shared/schemas/generate.ts'
import type { ProviderName } from '../../shared/providers.ts'
import type { ProviderRegistry } from '../ai/registry.ts'
import type { Db } from '../db/database.ts'
import { deleteUsage, holdPendingUsage, settleUsage } from '../db/repositories/usage.repository.ts'
import { parseJobDescription } from '../domain/jd/index.ts'
import type { LatexCompiler } from '../domain/latex/index.ts'
import { AppError } from '../lib/app-error.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'
import { runGeneration } from '../pipeline/generation.ts'
import { getResume } from '../services/resumes.service.ts'
import type { RunNotifications } from './notifications.ts'
import { appendRunEvent, nextRunSeq } from './run-events.ts'
import { WORKER_LOST_MESSAGE } from './sweep.ts'

export const GENERATION_TASK = 'generate'

/** What a server puts in a queued run for a worker to run it: the request, already checked and charged. */
export interface QueuedGenerationInput {
  ownerId: string
  expiresAt: string | null
  resumeId: string
  jobText: string
  templates: { resume: string | null; cover_letter: string | null }
  provider: ProviderName | null
  emphasize: string[]
  today: string
  skipped: SkippedDocument[]
}

export interface GenerationJobDeps {
  db: Db
  latex: LatexCompiler
  providers: ProviderRegistry
  notifications: RunNotifications
  log: FastifyBaseLogger
}

/**
 * The worker's side of a queued generation: takes over the run and its charge from the server
 * that queued it, runs the same pipeline as the in-process path with every event appended to the
 * run's log (each one notified), then settles the charge, or hands it back when the run failed.
 * A run no longer queued (its client left first, or its server died and a sweep failed it) is
 * left alone.
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
    await finish(deps.db, runId, 'failed')
    await appendRunEvent(deps.db, runId, 1, { event: 'error', data: { error_type: 'worker_lost', message: WORKER_LOST_MESSAGE } })
    return
  }

  let seq = 0
  let failed = false
  // Appended one after the other, so the log keeps the order the run emitted.
  let appended: Promise<void> = Promise.resolve()
  const emit = (event: GenerationEvent) => {
    if (event.event === 'error') failed = true
    const at = ++seq
    appended = appended.then(() => appendRunEvent(deps.db, runId, at, event))
  }
  await (async () =>
    runGeneration(
      { db: deps.db, latex: deps.latex, log },
      {
        ownerId: input.ownerId,
        expiresAt: input.expiresAt,
        resumeId: input.resumeId,
        loadResume: async () => {
          const resume = await getResume(deps.db, input.ownerId, input.resumeId)
          return { text: resume.resume_text, parsed: resume.parsed }
        },
        jobText: input.jobText,
        parseJob: parseJobDescription,
        templates: input.templates,
        provider: deps.providers.get(input.provider),
        emphasize: input.emphasize,
        today: new Date(input.today),
        skipped: input.skipped,
      },
      emit,
      abort.signal,
    ))().catch((error: unknown) => emit({ event: 'error', data: errorOf(error, log) }))
  await appended.catch(async (error: unknown) => {
    // The log could not be written (the database went away mid-run): end the stream if we still can.
    failed = true
    log.error({ err: error }, 'writing the events of a queued generation failed')
    const data = { error_type: 'internal_error', message: 'Something went wrong while generating your documents. Please try again.' }
    await appendRunEvent(deps.db, runId, await nextRunSeq(deps.db, runId), { event: 'error', data }).catch(() => {})
  })
  // A run that failed delivered nothing: its allowance goes back (not for a client that left).
  if (failed && !abort.signal.aborted) await deleteUsage(deps.db, chargeIds)
  else await settleUsage(deps.db, chargeIds)
  await finish(deps.db, runId, failed ? 'failed' : 'done')
  log.info({ failed, cancelled: abort.signal.aborted }, 'queued generation finished')
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

/** Ends the run, unless a sweep already failed it (this instance was taken for dead). */
async function finish(db: Db, runId: string, state: 'done' | 'failed'): Promise<void> {
  await db
    .updateTable('generation_runs')
    .set({ state, holder_instance: null, finished_at: new Date().toISOString() })
    .where('id', '=', runId)
    .where('holder_instance', '=', INSTANCE_ID)
    .execute()
}

function errorOf(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof AppError) return { error_type: error.code, message: error.message }
  log.error({ err: error }, 'queued generation failed')
  return { error_type: 'internal_error', message: 'Something went wrong while generating your documents. Please try again.' }
}
