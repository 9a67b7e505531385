import { randomUUID } from 'node:crypto'
import type { RecruitingUploadResult } from '../../shared/schemas/recruiting.ts'
import type { Db } from '../db/database.ts'
import type { UploadPart } from '../lib/read-upload.ts'
import { INGEST_TASK } from './ingest-job.ts'
import type { QueueConnection } from './work-queue.ts'
import { createNudge } from './nudge.ts'

/** How often the waiting request reads the outcomes even without a notification. */
const REREAD_MS = 2000

type Slot = { refused: RecruitingUploadResult } | { fileId: string }

/**
 * A pool upload through the work queue: each file is stored and queued as a job of its own, which
 * any process's workers take; the request waits for every outcome, so it answers as the in-process
 * path does (results in the order sent). An upload cut off part-way, or a file that could not be
 * stored, leaves nothing: what its files stored is removed before the error is thrown. With no
 * worker running anywhere, the request waits for one.
 */
export async function ingestThroughQueue(
  db: Db,
  { queue, notifications }: QueueConnection,
  ownerId: string,
  files: AsyncIterable<UploadPart>,
  remove: (resumeId: string) => Promise<void>,
): Promise<RecruitingUploadResult[]> {
  const uploadId = randomUUID()
  const nudge = createNudge()
  const off = notifications.on(uploadId, 'ingested', nudge.poke)
  try {
    const slots: Slot[] = []
    let cutOff: { error: unknown } | null = null
    try {
      for await (const part of files) {
        if ('error' in part) {
          slots.push({
            refused: { success: false, resume_id: null, filename: part.filename, message: part.error.message, error_type: part.error.code },
          })
          continue
        }
        const fileId = randomUUID()
        await db
          .insertInto('queued_files')
          .values({
            id: fileId,
            upload_id: uploadId,
            owner_id: ownerId,
            filename: part.filename,
            bytes: part.bytes,
            result: null,
            worker_instance: null,
            queue_worker_id: null,
            created_at: new Date().toISOString(),
          })
          .execute()
        await queue.add(INGEST_TASK, { fileId }, { maxAttempts: 3 })
        slots.push({ fileId })
      }
    } catch (error) {
      cutOff = { error }
    }

    const outcomes = new Map<string, unknown>()
    const waiting = slots.filter((s) => 'fileId' in s).length
    while (outcomes.size < waiting) {
      nudge.beginRead()
      const rows = await db
        .selectFrom('queued_files')
        .select(['id', 'result'])
        .where('upload_id', '=', uploadId)
        .where('result', 'is not', null)
        .execute()
      for (const row of rows) outcomes.set(row.id, JSON.parse(row.result as string))
      if (outcomes.size < waiting) await nudge.wait(REREAD_MS)
    }
    const results = slots.map((slot) =>
      'refused' in slot ? slot.refused : (outcomes.get(slot.fileId) as RecruitingUploadResult | { failed: string }),
    )
    const failed = results.find((r): r is { failed: string } => 'failed' in r)
    if (cutOff || failed) {
      const stored = results.flatMap((r) => ('success' in r && r.success && r.resume_id ? [r.resume_id] : []))
      await Promise.all(stored.map(remove))
      throw cutOff ? cutOff.error : new Error(`A resume could not be stored: ${failed?.failed}`)
    }
    return results as RecruitingUploadResult[]
  } finally {
    off()
    await db.deleteFrom('queued_files').where('upload_id', '=', uploadId).execute()
  }
}
