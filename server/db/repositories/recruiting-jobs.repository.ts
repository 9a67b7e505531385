import type { Db } from '../database.ts'
import type { RecruitingJobRow, NewRecruitingJobRow } from '../tables/recruiting-jobs.ts'

export async function insertJob(db: Db, row: NewRecruitingJobRow): Promise<void> {
  await db.insertInto('recruiting_jobs').values(row).execute()
}

export function findJob(db: Db, ownerId: string, id: string): Promise<RecruitingJobRow | undefined> {
  return db.selectFrom('recruiting_jobs').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

export function listJobs(
  db: Db,
  ownerId: string,
): Promise<Array<Pick<RecruitingJobRow, 'id' | 'title' | 'description' | 'created_at' | 'published_at'>>> {
  return db
    .selectFrom('recruiting_jobs')
    .select(['id', 'title', 'description', 'created_at', 'published_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

export type PostedJobRow = Pick<RecruitingJobRow, 'id' | 'title' | 'description' | 'created_at'>

/**
 * Publishes a job to job search or takes it back, if the owner has it. A job published again
 * keeps the moment it was first published. Resolves false when the owner has no such job.
 */
export async function setJobPublished(db: Db, ownerId: string, id: string, published: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recruiting_jobs')
    .set({ published_at: published ? (eb) => eb.fn.coalesce('published_at', eb.val(now)) : null })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * The newest published jobs of every recruiter, for job seekers' search. The owner is not
 * selected: a job seeker sees the posting, never who posted it.
 */
export function listPostedJobs(db: Db, limit: number): Promise<PostedJobRow[]> {
  return db
    .selectFrom('recruiting_jobs')
    .select(['id', 'title', 'description', 'created_at'])
    .where('published_at', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Changes whenever the published jobs do. A job's text is never edited; jobs are published,
 * taken back and removed. Taking back or removing lowers the count, and every publishing stamps
 * a newer `published_at`, so no two different sets of published jobs share a version.
 */
export async function postedJobsVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('recruiting_jobs')
    .where('published_at', 'is not', null)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('published_at').as('latest')])
    .executeTakeFirstOrThrow()
  return `${row.n}:${row.latest ?? ''}`
}
