import type { Db } from '../database.ts'
import type { CandidateRow, NewCandidateRow } from '../tables/candidates.ts'

// Every read and delete takes the owner: a recruiter's pool is theirs alone.

export async function insertCandidate(db: Db, row: NewCandidateRow): Promise<void> {
  await db.insertInto('candidates').values(row).execute()
}

export function findCandidate(db: Db, ownerId: string, id: string): Promise<CandidateRow | undefined> {
  return db.selectFrom('candidates').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

export type CandidateSummaryRow = Pick<CandidateRow, 'id' | 'filename' | 'created_at' | 'hidden_text'>

export function listCandidates(db: Db, ownerId: string): Promise<CandidateSummaryRow[]> {
  return db
    .selectFrom('candidates')
    .select(['id', 'filename', 'created_at', 'hidden_text'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

export type CandidatePoolRow = Pick<CandidateRow, 'id' | 'filename' | 'created_at' | 'features_json' | 'engine_version'>

/** What ranking reads: the whole pool's features. */
export function listCandidateFeatures(db: Db, ownerId: string, ids?: readonly string[]): Promise<CandidatePoolRow[]> {
  let query = db.selectFrom('candidates').select(['id', 'filename', 'created_at', 'features_json', 'engine_version']).where('owner_id', '=', ownerId)
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [''])
  return query.orderBy('id').execute()
}

/** Changes whenever the pool does: a cheap key for caching its search index. */
export async function candidatePoolVersion(db: Db, ownerId: string): Promise<string> {
  const row = await db
    .selectFrom('candidates')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest'), eb.fn.max('id').as('maxId')])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  return `${row.n}:${row.latest ?? ''}:${row.maxId ?? ''}`
}

export async function deleteCandidate(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('candidates').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
