import type { Db } from '../database.ts'
import type { JobRow, NewJobRow } from '../tables/jobs.ts'

export async function insertJob(db: Db, row: NewJobRow): Promise<void> {
  await db.insertInto('jobs').values(row).execute()
}

export function findJob(db: Db, ownerId: string, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

export function listJobs(db: Db, ownerId: string): Promise<Array<Pick<JobRow, 'id' | 'title' | 'description' | 'created_at'>>> {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'description', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}
