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

export type PostedJobRow = Pick<JobRow, 'id' | 'title' | 'description' | 'created_at'>

/**
 * The newest jobs of every recruiter, for job seekers' search. The owner is not selected: a job
 * seeker sees the posting, never who posted it.
 */
export function listPostedJobs(db: Db, limit: number): Promise<PostedJobRow[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'description', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Changes whenever any recruiter's jobs do (jobs are never edited, only added and removed). */
export async function postedJobsVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest'), eb.fn.max('id').as('maxId')])
    .executeTakeFirstOrThrow()
  return `${row.n}:${row.latest ?? ''}:${row.maxId ?? ''}`
}
