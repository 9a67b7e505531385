import { sql } from 'kysely'
import type { Db } from '../database.ts'
import { isPostgres } from '../dialect.ts'
import type { JobCandidateRow } from '../tables/candidate-reviews.ts'

// Every read and write takes the owner: a job's shortlist is its recruiter's alone. The callers
// check that the job and the resume are the owner's before writing (shortlist.service.ts).

export type CandidateReviewRow = Pick<JobCandidateRow, 'resume_id' | 'stage' | 'rating' | 'notes' | 'reviewed_at'>

const REVIEW_COLUMNS = ['resume_id', 'stage', 'rating', 'notes', 'reviewed_at'] as const

/** A candidate a match showed, with the engine's match percentage for the job. */
export interface SeenCandidate {
  resumeId: string
  matchPercentage: number
}

// 6 parameters a row: SQLite takes at most 32,766 a statement. A match lists 5 to 20 candidates
// (one statement); only an API call ranking thousands at once needs several.
const SEEN_PER_STATEMENT = 1000

/**
 * Records a match run's candidates as seen for the job, and answers their reviews, one statement
 * per run: new ones start at 'new'; the others get this run's time and match percentage, and keep
 * their stage, rating and notes.
 */
export async function recordSeenCandidates(
  db: Db,
  ownerId: string,
  jobId: string,
  seen: readonly SeenCandidate[],
  now: string,
): Promise<CandidateReviewRow[]> {
  const reviews: CandidateReviewRow[] = []
  // In one order, whatever the ranking's: two runs of the job at once on PostgreSQL then lock the
  // rows they share in the same order, and neither waits on the other (a deadlock, one refused).
  const ordered = [...seen].sort((a, b) => (a.resumeId < b.resumeId ? -1 : a.resumeId > b.resumeId ? 1 : 0))
  for (let at = 0; at < ordered.length; at += SEEN_PER_STATEMENT) {
    const rows = ordered.slice(at, at + SEEN_PER_STATEMENT).map((s) => ({
      owner_id: ownerId,
      job_id: jobId,
      resume_id: s.resumeId,
      first_seen_at: now,
      last_seen_at: now,
      match_percentage: s.matchPercentage,
    }))
    reviews.push(
      ...(await db
        .insertInto('job_candidates')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['job_id', 'resume_id'])
            .doUpdateSet((eb) => ({ last_seen_at: eb.ref('excluded.last_seen_at'), match_percentage: eb.ref('excluded.match_percentage') }))
            .where('job_candidates.owner_id', '=', ownerId),
        )
        .returning(REVIEW_COLUMNS)
        .execute()),
    )
  }
  return reviews
}

/** The reviews of the job's candidates, every one of them. */
export function findCandidateReviews(db: Db, ownerId: string, jobId: string): Promise<CandidateReviewRow[]> {
  return db.selectFrom('job_candidates').select(REVIEW_COLUMNS).where('owner_id', '=', ownerId).where('job_id', '=', jobId).execute()
}

export interface ReviewChanges {
  stage?: string
  rating?: number | null
  notes?: string
}

/**
 * Saves what the recruiter changed of a candidate's review for the job, in one statement: a
 * candidate no match of the job has shown yet gets its row now (seen now, no match percentage).
 */
export async function saveCandidateReview(
  db: Db,
  ownerId: string,
  jobId: string,
  resumeId: string,
  changes: ReviewChanges,
  now: string,
): Promise<CandidateReviewRow> {
  return db
    .insertInto('job_candidates')
    .values({ owner_id: ownerId, job_id: jobId, resume_id: resumeId, ...changes, reviewed_at: now, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) =>
      oc
        .columns(['job_id', 'resume_id'])
        .doUpdateSet({ ...changes, reviewed_at: now })
        .where('job_candidates.owner_id', '=', ownerId),
    )
    .returning(REVIEW_COLUMNS)
    .executeTakeFirstOrThrow()
}

export type JobCandidateListRow = JobCandidateRow & { filename: string; name: string | null }

/** The job's candidates with their file and the name read from it (as corrected). */
export function listJobCandidates(db: Db, ownerId: string, jobId: string): Promise<JobCandidateListRow[]> {
  // The name is read by the database from the reading's JSON: the page needs one field of each.
  const name = isPostgres(db)
    ? sql<string | null>`(coalesce(c.corrected_json, c.parsed_json)::json -> 'contact' ->> 'name')`
    : sql<string | null>`json_extract(coalesce(c.corrected_json, c.parsed_json), '$.contact.name')`
  return db
    .selectFrom('job_candidates as jc')
    .innerJoin('recruiting_candidates as c', 'c.id', 'jc.resume_id')
    .selectAll('jc')
    .select(['c.filename', name.as('name')])
    .where('jc.owner_id', '=', ownerId)
    .where('jc.job_id', '=', jobId)
    .where('c.owner_id', '=', ownerId)
    .execute()
}

/** How many candidates each of the owner's jobs has at each stage (jobs without any are absent). */
export function countCandidatesByStage(db: Db, ownerId: string): Promise<Array<{ job_id: string; stage: string; count: number }>> {
  return db
    .selectFrom('job_candidates')
    .select(['job_id', 'stage', (eb) => eb.fn.countAll<number>().as('count')])
    .where('owner_id', '=', ownerId)
    .groupBy(['job_id', 'stage'])
    .execute()
}
