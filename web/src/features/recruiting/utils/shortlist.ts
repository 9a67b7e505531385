import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '@shared/candidate-stages.ts'
import type { CandidateReview, UpdateCandidateReviewBody } from '@shared/schemas/shortlist.ts'

/*
 * The shortlist's helpers. Stages come from shared/candidate-stages.ts, not from the schema file:
 * that one loads the schema library, which the results screen otherwise never needs.
 */

export { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage }

/** A candidate the recruiter never touched for the job: what the server says too. */
export const NEW_REVIEW: CandidateReview = Object.freeze({ stage: 'new', rating: null, notes: '', reviewed_at: null })

/** The stage filter's "every stage" choice. */
export const ALL_STAGES = 'all'
export type StageFilterValue = CandidateStage | typeof ALL_STAGES

/** How many candidates are at each stage (every stage present, 0 when none). */
export function countByStage(stages: Iterable<CandidateStage>): Record<CandidateStage, number> {
  const counts = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as Record<CandidateStage, number>
  for (const stage of stages) counts[stage] += 1
  return counts
}

/** "4 stars", "1 star": the rating's words for people and screen readers. */
export const ratingLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`

/** A change to a review: any of its stage, rating (null clears it) and notes, as the PUT takes it. */
export type ReviewChanges = UpdateCandidateReviewBody

/** A match row as the server answers it since the shortlist: with the candidate's review for the job. */
export type ReviewedMatch<M> = M & { review?: CandidateReview | undefined }

/** The job's page: its candidates by stage, across its match runs. */
export const jobPagePath = (jobId: string) => `/T10-generator/jobs/${encodeURIComponent(jobId)}`
export const JOBS_PATH = '/T10-generator/jobs'
