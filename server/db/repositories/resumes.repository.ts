import type { Db } from '../database.ts'
import type { NewResumeRow, ResumeRow } from '../tables/resumes.ts'

// Every read and delete takes the owner: a resume id alone never reaches a row.

export async function insertResume(db: Db, row: NewResumeRow): Promise<void> {
  await db.insertInto('resumes').values(row).execute()
}

export function findResume(db: Db, ownerId: string, id: string): Promise<ResumeRow | undefined> {
  return db
    .selectFrom('resumes')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst()
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

export async function deleteResume(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('resumes')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteExpiredResumes(db: Db, now: string): Promise<void> {
  await db.deleteFrom('resumes').where('expires_at', '<', now).execute()
}
