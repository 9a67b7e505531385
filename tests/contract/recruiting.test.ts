import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import { putFile } from '../../server/db/repositories/files.repository.ts'
import { jobListingsVersion, listJobListings } from '../../server/db/repositories/job-listings.repository.ts'
import {
  candidatePoolVersion,
  deleteCandidate,
  findCandidate,
  insertCandidate,
  listCandidateFeatures,
  listCandidates,
  updateCandidateCorrection,
} from '../../server/db/repositories/recruiting-candidates.repository.ts'
import {
  findJob,
  insertJob,
  listJobs,
  listPostedJobs,
  postedJobsVersion,
  setJobPublished,
} from '../../server/db/repositories/recruiting-jobs.repository.ts'
import type { NewCandidateRow } from '../../server/db/tables/recruiting-candidates.ts'
import type { NewRecruitingJobRow } from '../../server/db/tables/recruiting-jobs.ts'
import { addUser, type ContractStore, isoAgo, openContractStore } from './contract-store.ts'

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

async function candidateRow(db: Db, ownerId: string, changes: Partial<NewCandidateRow> = {}): Promise<NewCandidateRow> {
  const bytes = Buffer.from(`%PDF ${randomUUID()}`)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await putFile(db, { sha256, bytes, size: bytes.length, kind: 'pdf', created_at: new Date().toISOString() })
  const id = randomUUID()
  return {
    id,
    owner_id: ownerId,
    file_sha256: sha256,
    filename: `${id}.pdf`,
    kind: 'pdf',
    resume_text: 'Senior accountant, CPA',
    parsed_json: '{}',
    features_json: '{"skills":[]}',
    engine_version: 1,
    hidden_text: 0,
    created_at: new Date().toISOString(),
    ...changes,
  }
}

const jobRow = (ownerId: string, changes: Partial<NewRecruitingJobRow> = {}): NewRecruitingJobRow => ({
  id: randomUUID(),
  owner_id: ownerId,
  title: 'Senior Accountant',
  description: 'Senior Accountant. Requirements: CPA, 5+ years.',
  features_json: '{}',
  engine_version: 1,
  created_at: new Date().toISOString(),
  published_at: null,
  ...changes,
})

describe('a recruiter’s pool', () => {
  it('is read, listed, corrected and deleted by its owner only', async () => {
    const [recruiter, other] = [await addUser(db), await addUser(db)]
    const older = await candidateRow(db, recruiter.id, { created_at: isoAgo(60_000), filename: 'older.pdf' })
    const newer = await candidateRow(db, recruiter.id, { filename: 'newer.pdf', hidden_text: 1 })
    for (const row of [older, newer]) await db.transaction().execute((trx) => insertCandidate(trx, row))

    expect((await findCandidate(db, recruiter.id, older.id))?.filename).toBe('older.pdf')
    expect(await findCandidate(db, other.id, older.id)).toBeUndefined()
    expect((await listCandidates(db, recruiter.id)).map((c) => [c.filename, c.hidden_text])).toEqual([
      ['newer.pdf', 1],
      ['older.pdf', 0],
    ])
    expect(await listCandidates(db, other.id)).toEqual([])
    expect((await listCandidateFeatures(db, recruiter.id)).map((c) => c.id)).toEqual([older.id, newer.id].sort())
    expect((await listCandidateFeatures(db, recruiter.id, [newer.id, randomUUID()])).map((c) => c.id)).toEqual([newer.id])
    expect(await listCandidateFeatures(db, recruiter.id, [])).toEqual([])
    expect(await listCandidateFeatures(db, other.id, [older.id])).toEqual([])

    const correction = {
      corrected_json: '{"name":"Priya"}',
      corrected_at: new Date().toISOString(),
      features_json: '{"skills":["audit"]}',
      engine_version: 2,
    }
    expect(await updateCandidateCorrection(db, other.id, older.id, correction)).toBe(false)
    expect(await updateCandidateCorrection(db, recruiter.id, older.id, correction)).toBe(true)
    expect(await findCandidate(db, recruiter.id, older.id)).toMatchObject(correction)

    expect(await deleteCandidate(db, other.id, older.id)).toBe(false)
    expect(await deleteCandidate(db, recruiter.id, older.id)).toBe(true)
    expect((await listCandidates(db, recruiter.id)).map((c) => c.id)).toEqual([newer.id])
  })

  it('goes with its owner’s account, version and all; a candidate needs stored bytes', async () => {
    const recruiter = await addUser(db)
    const row = await candidateRow(db, recruiter.id)
    await db.transaction().execute((trx) => insertCandidate(trx, row))
    await expect(
      db.transaction().execute(async (trx) => insertCandidate(trx, { ...(await candidateRow(trx, recruiter.id)), file_sha256: 'none' })),
    ).rejects.toThrow()
    await db.deleteFrom('users').where('id', '=', recruiter.id).execute()
    expect(await listCandidates(db, recruiter.id)).toEqual([])
    expect(await candidatePoolVersion(db, recruiter.id)).toBe('pool:empty')
  })
})

describe('a recruiter’s jobs', () => {
  it('are private to their owner until published, and only the owner publishes or takes them back', async () => {
    const [recruiter, other] = [await addUser(db), await addUser(db)]
    const job = jobRow(recruiter.id, { created_at: isoAgo(60_000) })
    const second = jobRow(recruiter.id, { title: 'Data Analyst' })
    await insertJob(db, job)
    await insertJob(db, second)
    expect((await findJob(db, recruiter.id, job.id))?.title).toBe('Senior Accountant')
    expect(await findJob(db, other.id, job.id)).toBeUndefined()
    expect((await listJobs(db, recruiter.id)).map((j) => j.id)).toEqual([second.id, job.id])
    expect(await listJobs(db, other.id)).toEqual([])

    const posted = async () => (await listPostedJobs(db, 2000)).map((j) => j.id)
    const before = await postedJobsVersion(db)
    expect(await posted()).not.toContain(job.id)
    expect(await setJobPublished(db, other.id, job.id, true, new Date().toISOString())).toBe(false)
    expect(await posted()).not.toContain(job.id)

    const firstPublished = isoAgo(1000)
    expect(await setJobPublished(db, recruiter.id, job.id, true, firstPublished)).toBe(true)
    const published = await postedJobsVersion(db)
    expect(published).not.toBe(before)
    // The owner is never selected for job search.
    const listed = (await listPostedJobs(db, 2000)).find((j) => j.id === job.id)
    expect(listed).toEqual({ id: job.id, title: job.title, description: job.description, created_at: job.created_at })
    // Published again, it keeps the moment it was first published.
    await setJobPublished(db, recruiter.id, job.id, true, new Date().toISOString())
    expect((await findJob(db, recruiter.id, job.id))?.published_at).toBe(firstPublished)

    expect(await setJobPublished(db, other.id, job.id, false, new Date().toISOString())).toBe(false)
    expect(await posted()).toContain(job.id)
    await setJobPublished(db, recruiter.id, job.id, false, new Date().toISOString())
    expect(await posted()).not.toContain(job.id)
    expect(await postedJobsVersion(db)).not.toBe(published)
  })

  it('are listed for job search newest first, up to the limit', async () => {
    const recruiter = await addUser(db)
    for (let i = 0; i < 3; i++) {
      await insertJob(
        db,
        jobRow(recruiter.id, { created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(), published_at: new Date().toISOString() }),
      )
    }
    const top = await listPostedJobs(db, 2)
    expect(top.map((j) => j.created_at)).toEqual([
      new Date(Date.UTC(2030, 0, 1, 0, 2)).toISOString(),
      new Date(Date.UTC(2030, 0, 1, 0, 1)).toISOString(),
    ])
  })
})

describe('the sample job listings', () => {
  it('are seeded, listed and versioned', async () => {
    const listings = await listJobListings(db)
    expect(listings).toHaveLength(8)
    expect(listings.every((l) => l.source === 'sample')).toBe(true)
    expect(await jobListingsVersion(db)).toMatch(/^8:/)
  })
})
