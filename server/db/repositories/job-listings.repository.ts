import type { Db } from '../database.ts'
import type { JobListingRow } from '../tables/job-listings.ts'

export function listJobListings(db: Db): Promise<JobListingRow[]> {
  return db.selectFrom('job_listings').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()
}

/** Changes whenever the listings do: a cheap key for caching their parsed form. */
export async function jobListingsVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('job_listings')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest'), eb.fn.max('id').as('maxId')])
    .executeTakeFirstOrThrow()
  return `${row.n}:${row.latest ?? ''}:${row.maxId ?? ''}`
}
