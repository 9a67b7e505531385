import type { Generated, Insertable, Selectable } from 'kysely'

/**
 * A candidate of a recruiter's job: seen by a match of the job (or reviewed before any did), with
 * the recruiter's review. A later match updates when it was seen and its match percentage only.
 */
export interface JobCandidatesTable {
  owner_id: string
  job_id: string
  resume_id: string
  /** One of CANDIDATE_STAGES (shared/candidate-stages.ts); 'new' until the recruiter moves it. */
  stage: Generated<string>
  /** 1 to 5; null when unrated. */
  rating: number | null
  notes: Generated<string>
  /** When the stage, rating or notes last changed; null when never. */
  reviewed_at: string | null
  first_seen_at: string
  last_seen_at: string
  /** The engine's match percentage at the last match that showed the candidate; null when none has. */
  match_percentage: number | null
}

export type JobCandidateRow = Selectable<JobCandidatesTable>
export type NewJobCandidateRow = Insertable<JobCandidatesTable>
