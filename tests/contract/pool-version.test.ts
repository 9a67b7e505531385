import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import { putFile } from '../../server/db/repositories/files.repository.ts'
import {
  candidatePoolVersion,
  deleteCandidate,
  insertCandidate,
  listCandidates,
  updateCandidateCorrection,
} from '../../server/db/repositories/recruiting-candidates.repository.ts'
import type { NewCandidateRow } from '../../server/db/tables/recruiting-candidates.ts'
import { addUser, type ContractStore, openContractStore } from './contract-store.ts'

/*
 * A pool's version (recruiting_pool_versions): a new random token in the transaction of every
 * upload to, correction in and delete from the pool, so every server over the database tells a
 * changed pool with one primary-key read, whatever the clocks and whichever rows changed.
 */

let store: ContractStore
let db: Db
/** A second server's connection to the same data. */
let other: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
  other = await store.connectAgain()
})
afterAll(() => store.remove())

async function candidate(ownerId: string, changes: Partial<NewCandidateRow> = {}): Promise<NewCandidateRow> {
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
    resume_text: 'text',
    parsed_json: '{}',
    features_json: '{}',
    engine_version: 1,
    hidden_text: 0,
    created_at: new Date().toISOString(),
    ...changes,
  }
}
const upload = async (row: NewCandidateRow) => db.transaction().execute((trx) => insertCandidate(trx, row))

describe('a pool’s version', () => {
  it('is new after every upload, correction and delete, as the other server reads it; another pool’s stays', async () => {
    const [recruiter, bystander] = [await addUser(db), await addUser(db)]
    expect(await candidatePoolVersion(other, recruiter.id)).toBe('pool:empty')
    await upload(await candidate(bystander.id))
    const bystanders = await candidatePoolVersion(other, bystander.id)

    const seen = new Set<string>()
    const next = async () => {
      const version = await candidatePoolVersion(other, recruiter.id)
      expect(version).toMatch(/^pool:[0-9a-f-]{36}$/)
      expect(seen.has(version)).toBe(false)
      seen.add(version)
    }
    const first = await candidate(recruiter.id)
    await upload(first)
    await next()
    await upload(await candidate(recruiter.id))
    await next()
    await updateCandidateCorrection(db, recruiter.id, first.id, {
      corrected_json: '{}',
      corrected_at: new Date().toISOString(),
      features_json: '{}',
      engine_version: 1,
    })
    await next()
    await deleteCandidate(db, recruiter.id, first.id)
    await next()
    // Refused changes (not the owner's candidate) leave it.
    const current = await candidatePoolVersion(other, recruiter.id)
    await deleteCandidate(db, bystander.id, first.id)
    expect(
      await updateCandidateCorrection(db, bystander.id, first.id, { corrected_json: '{}', corrected_at: '', features_json: '{}', engine_version: 1 }),
    ).toBe(false)
    expect(await candidatePoolVersion(other, recruiter.id)).toBe(current)
    expect(await candidatePoolVersion(other, bystander.id)).toBe(bystanders)
  })

  it('changes when a delete and an upload keep the count, the newest upload time and the highest id', async () => {
    const recruiter = await addUser(db)
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString()
    const rows = [await candidate(recruiter.id, { id: 'c-2', created_at: at(1) }), await candidate(recruiter.id, { id: 'c-9', created_at: at(9) })]
    for (const row of rows) await upload(row)
    const derived = async () => {
      const pool = await listCandidates(other, recruiter.id)
      return [
        pool.length,
        pool
          .map((c) => c.created_at)
          .sort()
          .at(-1),
        pool
          .map((c) => c.id)
          .sort()
          .at(-1),
      ].join(' ')
    }
    const [before, version] = [await derived(), await candidatePoolVersion(other, recruiter.id)]
    await deleteCandidate(db, recruiter.id, 'c-2')
    await upload(await candidate(recruiter.id, { id: 'c-3', created_at: at(2) }))
    expect(await derived()).toBe(before)
    expect(await candidatePoolVersion(other, recruiter.id)).not.toBe(version)
  })

  it('moves with the rows or not at all: a failed upload’s transaction leaves both', async () => {
    const recruiter = await addUser(db)
    await upload(await candidate(recruiter.id))
    const version = await candidatePoolVersion(db, recruiter.id)
    const row = await candidate(recruiter.id)
    await expect(
      db.transaction().execute(async (trx) => {
        await insertCandidate(trx, row)
        throw new Error('the outcome could not be written')
      }),
    ).rejects.toThrow()
    expect(await candidatePoolVersion(other, recruiter.id)).toBe(version)
    expect((await listCandidates(other, recruiter.id)).map((c) => c.id)).not.toContain(row.id)
  })

  it('takes uploads to one pool at once, each counted', async () => {
    const recruiter = await addUser(db)
    const rows = await Promise.all(Array.from({ length: 6 }, () => candidate(recruiter.id)))
    await Promise.all(rows.map((row, i) => (i % 2 && store.postgres ? other : db).transaction().execute((trx) => insertCandidate(trx, row))))
    expect(await listCandidates(db, recruiter.id)).toHaveLength(6)
    expect(await candidatePoolVersion(db, recruiter.id)).toMatch(/^pool:[0-9a-f-]{36}$/)
  })
})
