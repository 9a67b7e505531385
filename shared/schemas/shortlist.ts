import { Type, type Static } from 'typebox'
import { CANDIDATE_NOTES_MAX_CHARS, CANDIDATE_STAGES } from '../candidate-stages.ts'

/*
 * A recruiter's shortlist: each candidate a job's matches showed gets a stage, a 1–5 rating and
 * notes, kept with the job. A later match keeps them for the resumes already seen.
 */

export { CANDIDATE_NOTES_MAX_CHARS, CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '../candidate-stages.ts'

// An enum rather than a union of literals: its static type is the stages (a union built by
// mapping the list types as never), and a wrong stage is refused with the list in one message.
const StageSchema = Type.Enum(CANDIDATE_STAGES)
const RatingSchema = Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()])

/** How many candidates are at each stage, by stage name. */
export const StageCountsSchema = Type.Record(Type.String(), Type.Integer({ minimum: 0 }))

/** What the recruiter decided about a candidate for a job; a candidate never touched is 'new', unrated, no notes. */
export const CandidateReviewSchema = Type.Object({
  stage: StageSchema,
  rating: RatingSchema,
  notes: Type.String(),
  /** When the stage, rating or notes last changed; null when never. */
  reviewed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

/** A candidate of the job's page: seen by a match of this job (any run), with the review. */
export const JobCandidateSchema = Type.Object({
  resume_id: Type.String(),
  name: Type.String(),
  filename: Type.String(),
  ...CandidateReviewSchema.properties,
  /** The engine's match percentage at the last match run that showed the candidate. */
  match_percentage: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
  first_seen_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
})

export const JobCandidatesQuerySchema = Type.Object({ stage: Type.Optional(StageSchema) })

export const JobCandidatesResponseSchema = Type.Object({
  success: Type.Literal(true),
  job: Type.Object({ job_id: Type.String(), title: Type.String(), created_at: Type.String({ format: 'date-time' }) }),
  /** By stage (in CANDIDATE_STAGES order), then best match first. */
  candidates: Type.Array(JobCandidateSchema),
  /** How many candidates are at each stage (all of them, whatever the filter). */
  stage_counts: StageCountsSchema,
})

/** Any of stage, rating (null clears it) and notes; nothing else (a misspelt field would save nothing, silently). */
export const UpdateCandidateReviewBodySchema = Type.Object(
  {
    stage: Type.Optional(StageSchema),
    rating: Type.Optional(RatingSchema),
    notes: Type.Optional(Type.String({ maxLength: CANDIDATE_NOTES_MAX_CHARS })),
  },
  { minProperties: 1, additionalProperties: false },
)

export const CandidateParamsSchema = Type.Object({
  jobId: Type.String({ minLength: 1, maxLength: 100 }),
  resumeId: Type.String({ minLength: 1, maxLength: 100 }),
})

export const CandidateReviewResponseSchema = Type.Object({
  success: Type.Literal(true),
  resume_id: Type.String(),
  job_id: Type.String(),
  review: CandidateReviewSchema,
  message: Type.String(),
})

export type CandidateReview = Static<typeof CandidateReviewSchema>
export type JobCandidate = Static<typeof JobCandidateSchema>
export type JobCandidatesQuery = Static<typeof JobCandidatesQuerySchema>
export type JobCandidatesResponse = Static<typeof JobCandidatesResponseSchema>
export type UpdateCandidateReviewBody = Static<typeof UpdateCandidateReviewBodySchema>
export type CandidateReviewResponse = Static<typeof CandidateReviewResponseSchema>
