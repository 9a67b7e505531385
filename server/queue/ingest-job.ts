import type { FastifyBaseLogger } from 'fastify'
import type { JobHelpers } from 'graphile-worker'
import type { RecruitingUploadResult } from '../../shared/schemas/recruiting.ts'
import type { Db } from '../db/database.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'
import type { UntrustedWork } from '../lib/untrusted-work.ts'
import { ingestCandidate } from '../services/recruiting/candidates.service.ts'
import { notifyRun } from './run-events.ts'

export const INGEST_TASK = 'ingest-file'

export interface IngestJobDeps {
  db: Db
  scratchDir: string
  log: FastifyBaseLogger
  /** The worker threads that read the file; default the process's own. */
  work?: UntrustedWork
}

/**
 * The worker's side of one file of a pool upload: ingests it as the in-process path does, then
 * writes its outcome beside it and tells the waiting request. A file whose worker died is retried
 * by the queue (the sweep unlocks its job); one already ingested is not ingested again.
 */
export function ingestTask(deps: IngestJobDeps) {
  return async (payload: unknown, helpers: JobHelpers): Promise<void> => {
    const fileId = (payload as { fileId: string }).fileId
    const file = await deps.db
      .updateTable('queued_files')
      .set({ worker_instance: INSTANCE_ID, queue_worker_id: helpers.job.locked_by })
      .where('id', '=', fileId)
      .where('result', 'is', null)
      .returning(['upload_id', 'owner_id', 'filename', 'bytes'])
      .executeTakeFirst()
    if (!file) return
    deps.log.info({ file: fileId, upload: file.upload_id, instance: INSTANCE_ID }, 'pool file taken from the queue')
    let outcome: RecruitingUploadResult | { failed: string }
    let recorded = false
    try {
      const result = await ingestCandidate(
        deps.db,
        file.owner_id,
        { filename: file.filename, bytes: Buffer.from(file.bytes) },
        {
          scratchDir: deps.scratchDir,
          work: deps.work,
          // The resume and the file's outcome are stored together or not at all: a worker that
          // dies between the two would leave a resume its retry stores a second time.
          alongside: (trx, result) => recordOutcome(trx, fileId, result),
        },
      )
      outcome = result
      // Stored, so committed with its outcome; a refused file stored nothing, nor its outcome.
      recorded = result.success
    } catch (error) {
      deps.log.error({ err: error, file: fileId }, 'a queued resume could not be stored')
      outcome = { failed: error instanceof Error ? error.message : String(error) }
    }
    if (!recorded) await recordOutcome(deps.db, fileId, outcome)
    await notifyRun(deps.db, 'ingested', file.upload_id)
    deps.log.info({ file: fileId, upload: file.upload_id, instance: INSTANCE_ID }, 'pool file ingested from the queue')
  }
}

/** The file's outcome for the waiting request; its bytes are no longer needed. */
async function recordOutcome(db: Db, fileId: string, outcome: unknown): Promise<void> {
  await db
    .updateTable('queued_files')
    .set({ result: JSON.stringify(outcome), bytes: Buffer.alloc(0), worker_instance: null })
    .where('id', '=', fileId)
    .execute()
}
