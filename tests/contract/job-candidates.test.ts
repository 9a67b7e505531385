import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import {
  countCandidatesByStage,
  findCandidateReviews,
  listJobCandidates,
  recordSeenCandidates,
  saveCandidateReview,
} from '../../server/db/repositories/job-candidates.repository.ts'
import { putFile } from '../../server/db/repositories/files.repository.ts'
import { deleteCandidate, insertCandidate } from '../../server/db/repositories/recruiting-candidates.repository.ts'
import { insertJob } from '../../server/db/repositories/recruiting-jobs.repository.ts'
import { addUser, type ContractStore, isoAgo, openContractStore } from './contract-store.ts'

/*
 * The shortlist's statements as the services call them, over SQLite and PostgreSQL alike: the
 * upsert of a match run that keeps the reviews, a review saved before any match, the name read
 * from the JSON of the reading, the counts, and the owner in every statement.
 */

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

const FILE = 'f'.repeat(64)

async function pool(ownerId: string, readings: Array<{ name: string | null; corrected?: string }>): Promise<string[]> {
  await putFile(db, { sha256: FILE, bytes: Buffer.from('%PDF'), size: 4, kind: 'pdf', created_at: new Date().toISOString() })
  const ids: string[] = []
  for (const [i, reading] of readings.entries()) {
    const id = randomUUID()
    const parsed = (name: string | null) => JSON.stringify({ contact: { name } })
    await db.transaction().execute((trx) =>
      insertCandidate(trx, {
        id,
        owner_id: ownerId,
        file_sha256: FILE,
        filename: `candidate-${i}.pdf`,
        kind: 'pdf',
        resume_text: 'text',
        parsed_json: parsed(reading.name),
        corrected_json: reading.corrected ? parsed(reading.corrected) : null,
        features_json: '{}',
        engine_version: 1,
        hidden_text: 0,
        created_at: new Date().toISOString(),
      }),
    )
    ids.push(id)
  }
  return ids
}

async function job(ownerId: string): Promise<string> {
  const id = randomUUID()
  await insertJob(db, {
    id,
    owner_id: ownerId,
    title: 'Senior Accountant',
    description: 'd',
    features_json: '{}',
    engine_version: 1,
    created_at: new Date().toISOString(),
    published_at: null,
  })
  return id
}

describe('a job’s candidates', () => {
  it('are recorded by each match run, keeping the reviews of those seen before', async () => {
    const owner = await addUser(db)
    const [a, b, c] = await pool(owner.id, [{ name: 'Ada Lovelace' }, { name: null }, { name: 'Grace', corrected: 'Grace Hopper' }])
    const jobId = await job(owner.id)
    const first = isoAgo(60_000)
    const fresh = await recordSeenCandidates(
      db,
      owner.id,
      jobId,
      [
        { resumeId: a!, matchPercentage: 90 },
        { resumeId: b!, matchPercentage: 40 },
      ],
      first,
    )
    expect(fresh.map((r) => [r.resume_id, r.stage, r.rating, r.notes, r.reviewed_at]).sort()).toEqual(
      [
        [a, 'new', null, '', null],
        [b, 'new', null, '', null],
      ].sort(),
    )

    const reviewedAt = isoAgo(30_000)
    expect(await saveCandidateReview(db, owner.id, jobId, a!, { stage: 'shortlisted', rating: 4, notes: 'call' }, reviewedAt)).toEqual({
      resume_id: a,
      stage: 'shortlisted',
      rating: 4,
      notes: 'call',
      reviewed_at: reviewedAt,
    })
    // Only what is given changes.
    expect(await saveCandidateReview(db, owner.id, jobId, a!, { rating: null }, reviewedAt)).toMatchObject({
      stage: 'shortlisted',
      rating: null,
      notes: 'call',
    })

    const later = new Date().toISOString()
    const again = await recordSeenCandidates(
      db,
      owner.id,
      jobId,
      [
        { resumeId: a!, matchPercentage: 85 },
        { resumeId: c!, matchPercentage: 70 },
      ],
      later,
    )
    expect(new Map(again.map((r) => [r.resume_id, r.stage]))).toEqual(
      new Map([
        [a, 'shortlisted'],
        [c, 'new'],
      ]),
    )

    const rows = new Map((await listJobCandidates(db, owner.id, jobId)).map((r) => [r.resume_id, r]))
    expect(rows.get(a!)).toMatchObject({ name: 'Ada Lovelace', filename: 'candidate-0.pdf', stage: 'shortlisted', notes: 'call' })
    expect(rows.get(a!)).toMatchObject({ first_seen_at: first, last_seen_at: later, match_percentage: 85, reviewed_at: reviewedAt })
    expect(rows.get(b!)).toMatchObject({ name: null, last_seen_at: first, match_percentage: 40 })
    // The name as corrected.
    expect(rows.get(c!)).toMatchObject({ name: 'Grace Hopper', first_seen_at: later })
    expect((await findCandidateReviews(db, owner.id, jobId)).map((r) => r.resume_id).sort()).toEqual([a, b, c].sort())
  })

  it('take a review before any match has shown the candidate', async () => {
    const owner = await addUser(db)
    const [a] = await pool(owner.id, [{ name: 'Ada' }])
    const jobId = await job(owner.id)
    const now = new Date().toISOString()
    expect(await saveCandidateReview(db, owner.id, jobId, a!, { notes: 'referred by Sam' }, now)).toEqual({
      resume_id: a,
      stage: 'new',
      rating: null,
      notes: 'referred by Sam',
      reviewed_at: now,
    })
    expect(await listJobCandidates(db, owner.id, jobId)).toEqual([
      expect.objectContaining({ resume_id: a, first_seen_at: now, last_seen_at: now, match_percentage: null }),
    ])
  })

  it('are counted by job and stage, and are their owner’s alone', async () => {
    const [owner, other] = [await addUser(db), await addUser(db)]
    const ids = await pool(owner.id, [{ name: 'A' }, { name: 'B' }, { name: 'C' }])
    const [j1, j2] = [await job(owner.id), await job(owner.id)]
    const now = new Date().toISOString()
    await recordSeenCandidates(
      db,
      owner.id,
      j1,
      ids.map((resumeId) => ({ resumeId, matchPercentage: 50 })),
      now,
    )
    await saveCandidateReview(db, owner.id, j1, ids[0]!, { stage: 'offer' }, now)
    await saveCandidateReview(db, owner.id, j2, ids[1]!, { stage: 'rejected' }, now)
    const counts = (await countCandidatesByStage(db, owner.id)).map((r) => [r.job_id, r.stage, r.count])
    expect(counts.sort()).toEqual(
      [
        [j1, 'new', 2],
        [j1, 'offer', 1],
        [j2, 'rejected', 1],
      ].sort(),
    )
    expect(await countCandidatesByStage(db, other.id)).toEqual([])
    expect(await listJobCandidates(db, other.id, j1)).toEqual([])
    expect(await findCandidateReviews(db, other.id, j1)).toEqual([])
    // Another owner's run over the same job (never allowed by the services) changes none of its rows.
    await recordSeenCandidates(db, other.id, j1, [{ resumeId: ids[0]!, matchPercentage: 1 }], now)
    expect((await listJobCandidates(db, owner.id, j1)).find((r) => r.resume_id === ids[0])).toMatchObject({ match_percentage: 50, stage: 'offer' })

    // A resume leaving the pool takes its reviews along.
    await deleteCandidate(db, owner.id, ids[0]!)
    expect((await findCandidateReviews(db, owner.id, j1)).map((r) => r.resume_id).sort()).toEqual(ids.slice(1).sort())
  })

  it('record a run of thousands in slices under the parameter limits', async () => {
    const owner = await addUser(db)
    const ids = await pool(
      owner.id,
      Array.from({ length: 2_500 }, (_, i) => ({ name: `Candidate ${i}` })),
    )
    const jobId = await job(owner.id)
    const reviews = await recordSeenCandidates(
      db,
      owner.id,
      jobId,
      ids.map((resumeId, i) => ({ resumeId, matchPercentage: i % 101 })),
      new Date().toISOString(),
    )
    expect(reviews).toHaveLength(2_500)
    expect(await findCandidateReviews(db, owner.id, jobId)).toHaveLength(2_500)
  })
})
