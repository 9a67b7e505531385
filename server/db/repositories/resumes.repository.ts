import type { Db } from '../database.ts'
import type { NewResumeRow, ResumeRow } from '../tables/resumes.ts'

// Every read and delete takes the owner: a resume id alone never reaches a row.

export async function insertResume(db: Db, row: NewResumeRow): Promise<void> {
  await db.insertInto('resumes').values(row).execute()
}

export function findResume(db: Db, ownerId: string, id: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

export type ResumeSummaryRow = Pick<ResumeRow, 'id' | 'filename' | 'kind' | 'created_at'>

export function listResumes(db: Db, ownerId: string): Promise<ResumeSummaryRow[]> {
  return db
    .selectFrom('resumes')
    .select(['id', 'filename', 'kind', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** The owner's newest resume that has not expired. */
export function findLatestResume(db: Db, ownerId: string, now: string): Promise<ResumeRow | undefined> {
  return db
    .selectFrom('resumes')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export async function deleteResume(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('resumes').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteExpiredResumes(db: Db, now: string): Promise<void> {
  await db.deleteFrom('resumes').where('expires_at', '<', now).execute()
}

/** Stores the owner's corrections of a resume's reading in one write; false when they have no such resume. */
export async function updateResumeCorrection(
  db: Db,
  ownerId: string,
  id: string,
  correction: { corrected_json: string; corrected_at: string },
): Promise<boolean> {
  const result = await db.updateTable('resumes').set(correction).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
