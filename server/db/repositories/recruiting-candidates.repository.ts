import { randomUUID } from 'node:crypto'
import type { Db } from '../database.ts'
import type { CandidateRow, NewCandidateRow } from '../tables/recruiting-candidates.ts'

// Every read and delete takes the owner: a recruiter's pool is theirs alone. Every write that adds,
// removes or corrects a candidate replaces the pool's version in the same transaction (bumpPoolVersion).

/** Stores one candidate; call it inside the transaction that stores its file. */
export async function insertCandidate(trx: Db, row: NewCandidateRow): Promise<void> {
  await trx.insertInto('recruiting_candidates').values(row).execute()
  await bumpPoolVersion(trx, row.owner_id)
}

export function findCandidate(db: Db, ownerId: string, id: string): Promise<CandidateRow | undefined> {
  return db.selectFrom('recruiting_candidates').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

/** The resumes' texts for the given candidates, in one query; ids not in the owner's pool are absent. */
export async function findCandidateTexts(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('recruiting_candidates')
    .select(['id', 'resume_text'])
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.id, row.resume_text]))
}

export type CandidateSummaryRow = Pick<CandidateRow, 'id' | 'filename' | 'created_at' | 'hidden_text' | 'corrected_at'>

export function listCandidates(db: Db, ownerId: string): Promise<CandidateSummaryRow[]> {
  return db
    .selectFrom('recruiting_candidates')
    .select(['id', 'filename', 'created_at', 'hidden_text', 'corrected_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

export type CandidatePoolRow = Pick<CandidateRow, 'id' | 'filename' | 'created_at' | 'features_json' | 'engine_version' | 'corrected_at'>

/** What ranking reads: the whole pool's features. */
export function listCandidateFeatures(db: Db, ownerId: string, ids?: readonly string[]): Promise<CandidatePoolRow[]> {
  let query = db
    .selectFrom('recruiting_candidates')
    .select(['id', 'filename', 'created_at', 'features_json', 'engine_version', 'corrected_at'])
    .where('owner_id', '=', ownerId)
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [''])
  return query.orderBy('id').execute()
}

/**
 * Stores the owner's corrections of a candidate's reading with the features computed from them,
 * and gives the pool a new version, in one transaction: every server's index of the pool then
 * reads the candidate again before its next ranking. False when they have no such candidate.
 */
export async function updateCandidateCorrection(
  db: Db,
  ownerId: string,
  id: string,
  correction: Pick<CandidateRow, 'corrected_json' | 'corrected_at' | 'features_json' | 'engine_version'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('recruiting_candidates')
      .set(correction)
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst()
    const updated = Number(result.numUpdatedRows) === 1
    if (updated) await bumpPoolVersion(trx, ownerId)
    return updated
  })
}

/**
 * Gives the owner's pool a new version. Call it in the transaction that adds or removes the pool's
 * rows: a reader then sees the new rows and the new version together, or neither. A random token
 * rather than anything derived from the rows or a clock, so servers whose clocks disagree cannot
 * leave it unchanged, and a database made afresh cannot repeat one a snapshot was kept for.
 */
export async function bumpPoolVersion(trx: Db, ownerId: string): Promise<void> {
  await trx
    .insertInto('recruiting_pool_versions')
    .values({ owner_id: ownerId, version: randomUUID() })
    .onConflict((oc) => oc.column('owner_id').doUpdateSet({ version: (eb) => eb.ref('excluded.version') }))
    .execute()
}

/**
 * Changes whenever the pool does, on whichever server it changed: a key for caching its search
 * index, read by its primary key. Prefixed so that it never equals a version derived from the rows
 * (count:newest:highest id), which older snapshot files name. No row: an empty pool (nothing was
 * ever stored, or the account went and its pool with it).
 */
export async function candidatePoolVersion(db: Db, ownerId: string): Promise<string> {
  const row = await db.selectFrom('recruiting_pool_versions').select('version').where('owner_id', '=', ownerId).executeTakeFirst()
  return `pool:${row?.version ?? 'empty'}`
}

export async function deleteCandidate(db: Db, ownerId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('recruiting_candidates').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
    const deleted = Number(result.numDeletedRows) === 1
    if (deleted) await bumpPoolVersion(trx, ownerId)
    return deleted
  })
}
