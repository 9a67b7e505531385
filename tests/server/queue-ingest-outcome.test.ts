import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { JobHelpers } from 'graphile-worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '../../server/db/dialect.ts'
import { ingestTask } from '../../server/queue/ingest-job.ts'
import { ensureLocalUser } from '../../server/services/accounts.service.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * A pool file queued for a worker (PostgreSQL's work queue): the worker stores the resume and
 * writes the file's outcome for the waiting upload. A worker that dies between the two would leave
 * a resume that the queue's retry stores a second time. The moment cannot be reached from outside,
 * so the outcome's write is made to fail (a trigger refuses it) and the worker's task is run as
 * the queue runs it: nothing may be stored, and the retry stores the resume once.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const helpers = { job: { locked_by: 'test-worker' } } as unknown as JobHelpers

async function refuseOutcomes(): Promise<void> {
  if (isPostgres(t.app.db)) {
    await sql`create function refuse_outcome() returns trigger language plpgsql as $$ begin raise exception 'the disk is full'; end $$`.execute(
      t.app.db,
    )
    await sql`create trigger refuse_outcome before update of result on queued_files for each row when (new.result is not null) execute function refuse_outcome()`.execute(
      t.app.db,
    )
  } else {
    await sql`create trigger refuse_outcome before update of result on queued_files when new.result is not null begin select raise(abort, 'the disk is full'); end`.execute(
      t.app.db,
    )
  }
}

async function allowOutcomes(): Promise<void> {
  await sql`drop trigger refuse_outcome${isPostgres(t.app.db) ? sql` on queued_files` : sql``}`.execute(t.app.db)
}

describe('a queued pool file whose outcome cannot be written', () => {
  it('stores no resume, and its retry stores the resume once', async () => {
    const db = t.app.db
    const owner = await ensureLocalUser(db)
    const resume = writtenFile('accountant-priya-raman', 'single')
    const fileId = randomUUID()
    await db
      .insertInto('queued_files')
      .values({
        id: fileId,
        upload_id: randomUUID(),
        owner_id: owner.id,
        filename: 'accountant.pdf',
        bytes: resume.bytes,
        result: null,
        worker_instance: null,
        queue_worker_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    const run = ingestTask({ db, scratchDir: t.dataDir, log: t.app.log })
    const stored = () => db.selectFrom('recruiting_candidates').select('id').where('owner_id', '=', owner.id).execute()

    await refuseOutcomes()
    await expect(run({ fileId }, helpers)).rejects.toThrow(/the disk is full/)
    expect(await stored()).toEqual([])

    await allowOutcomes()
    await run({ fileId }, helpers)
    const [only, ...more] = await stored()
    expect(more).toEqual([])
    const row = await db.selectFrom('queued_files').select('result').where('id', '=', fileId).executeTakeFirstOrThrow()
    expect(JSON.parse(row.result!)).toMatchObject({ success: true, resume_id: only!.id, filename: 'accountant.pdf' })

    // The queue runs a finished file's job again (a duplicate delivery): nothing more is stored.
    await run({ fileId }, helpers)
    expect(await stored()).toHaveLength(1)
  })
})
