import { Type, type Static } from 'typebox'
import { JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS, MATCH_LIMIT_MAX } from './limits.ts'
import { CandidateReviewSchema, StageCountsSchema } from './shortlist.ts'

/** One file of a pool upload: processed, or why not. */
export const RecruitingUploadResultSchema = Type.Object({
  success: Type.Boolean(),
  resume_id: Type.Union([Type.String(), Type.Null()]),
  filename: Type.String(),
  /** "Successfully processed NAME", or the reason the file was refused. */
  message: Type.String(),
  error_type: Type.Optional(Type.String()),
  hidden_text: Type.Optional(Type.Boolean()),
  /** What was read from a processed file. */
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  skill_count: Type.Optional(Type.Integer({ minimum: 0 })),
})

export const RecruitingUploadResponseSchema = Type.Object({
  /** True when every file was processed. */
  success: Type.Boolean(),
  message: Type.String(),
  results: Type.Array(RecruitingUploadResultSchema),
})

/**
 * Another resume of the pool that is the same candidate: the same e-mail address, or the same file
 * (same bytes). It is flagged, never refused; it names the earliest upload of the two.
 */
export const DuplicateOfSchema = Type.Union([
  Type.Object({
    resume_id: Type.String(),
    filename: Type.String(),
    reason: Type.Union([Type.Literal('same_file'), Type.Literal('same_email')]),
  }),
  Type.Null(),
])

export const RecruitingResumeSchema = Type.Object({
  resume_id: Type.String(),
  filename: Type.String(),
  uploadTime: Type.String({ format: 'date-time' }),
  processing: Type.Boolean(),
  hidden_text: Type.Boolean(),
  duplicate_of: Type.Optional(DuplicateOfSchema),
})

export const RecruitingResumeListResponseSchema = Type.Object({
  success: Type.Literal(true),
  resumes: Type.Array(RecruitingResumeSchema),
})

export const CreateJobBodySchema = Type.Object({
  job_data: Type.Object({
    // Blank text is refused by the handler, with the product's wording.
    description: Type.String({ maxLength: JOB_DESCRIPTION_MAX_CHARS }),
    title: Type.Optional(Type.String({ maxLength: JOB_TITLE_MAX_CHARS })),
    published: Type.Optional(
      Type.Boolean({ default: false, description: 'list the job in job search for job seekers; private (false) unless asked' }),
    ),
  }),
  user_id: Type.Optional(Type.String({ maxLength: 100, description: 'accepted for compatibility and ignored: the session decides' })),
})

export const CreateJobResponseSchema = Type.Object({
  success: Type.Literal(true),
  job_id: Type.String(),
  title: Type.String(),
  published: Type.Boolean(),
  message: Type.String(),
})

/** Lists a job in job search, or takes it back. */
export const PublishJobBodySchema = Type.Object({ published: Type.Boolean() })

export const PublishJobResponseSchema = Type.Object({
  success: Type.Literal(true),
  job_id: Type.String(),
  published: Type.Boolean(),
  message: Type.String(),
})

export const RecruitingJobSchema = Type.Object({
  job_id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  /** Listed in job search for job seekers; otherwise only its owner sees it. */
  published: Type.Boolean(),
  /** How many of its candidates (shortlist.ts) are at each stage; every stage 0 before any match. */
  stage_counts: Type.Optional(StageCountsSchema),
})

export const RecruitingJobListResponseSchema = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(RecruitingJobSchema),
})

export const CategoryScoresSchema = Type.Object({
  skills: Type.Integer({ minimum: 0, maximum: 100 }),
  experience: Type.Integer({ minimum: 0, maximum: 100 }),
  education: Type.Integer({ minimum: 0, maximum: 100 }),
  title: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'how close the resume titles are to the job title' })),
  occupation: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'how close the work the resume describes is to the job' })),
  relevance: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'BM25 text relevance' })),
  phrases: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: "share of the posting's requirement phrases the resume has" })),
  profile: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: "how close what the resume's text reads as is to what the posting's reads as" }),
  ),
  seniority: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: "the resume's level against the job's, both ways" })),
  relatedYears: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: 'years in related roles, recent ones counted more, against the years asked' }),
  ),
  semantic: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: "how close the resume's meaning is to the posting's (word vectors)" }),
  ),
  credentials: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: 'share of the certifications and licences asked that the resume names' }),
  ),
  transfer: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: "how much of the working life went into work that carries over to the job's role" }),
  ),
  skillFamily: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: "the job's skills covered, related skills and skill families given part credit" }),
  ),
})

export const MatchSchema = Type.Object({
  resume_id: Type.String(),
  filename: Type.String(),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  match_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  upload_time: Type.String({ format: 'date-time' }),
  name: Type.String(),
  /** entry (under 2 years), mid (2-8), senior (8+), or "not stated": from the resume's dates. */
  experienceLevel: Type.String(),
  skills: Type.Array(Type.String()),
  categoryScores: CategoryScoresSchema,
  hidden_text: Type.Boolean(),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  phone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The title at the top of the resume, else its most recent role's. */
  current_title: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Years in its dated roles (overlaps once), else as it states them; null when it gives neither. */
  years_experience: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
  /** The job's skills the resume has, and those it lacks (required first). */
  matched_skills: Type.Optional(Type.Array(Type.String())),
  missing_skills: Type.Optional(Type.Array(Type.String())),
  /** "Strong match — interview", "Possible match — phone screen first" or "Not a match for this role". */
  recommendation: Type.Optional(Type.String()),
  duplicate_of: Type.Optional(DuplicateOfSchema),
  /** The recruiter's review of the candidate for this job (shortlist.ts): 'new', unrated, no notes when never reviewed. */
  review: Type.Optional(CandidateReviewSchema),
})

export const MatchesQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: MATCH_LIMIT_MAX, default: 5 }),
})

/** Ranking within chosen resumes of the pool (the CLI's `t10 match FILES...`). */
export const SubsetMatchesBodySchema = Type.Object({
  resume_ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100_000 }),
  limit: Type.Integer({ minimum: 1, maximum: MATCH_LIMIT_MAX, default: 5 }),
})

export const MatchesResponseSchema = Type.Object({
  success: Type.Literal(true),
  matches: Type.Array(MatchSchema),
  message: Type.String(),
})

// Two schemas rather than one built with a computed key: a computed key typed as a union widens
// the Static type to an index signature, and `analysis` / `summary` would no longer be strings.
const ScoredAnalysisSchema = Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), analysis: Type.String() })
const ScoredSummarySchema = Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), summary: Type.String() })

export const MatchAnalysisSchema = Type.Object({
  name: Type.String(),
  experienceLevel: Type.String(),
  skills: Type.Array(Type.String()),
  education: Type.Object({
    level: Type.String(),
    field: Type.String(),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    analysis: Type.String(),
  }),
  skills_match: ScoredAnalysisSchema,
  experience_fit: ScoredAnalysisSchema,
  overall_match: ScoredSummarySchema,
  categoryScores: CategoryScoresSchema,
  specific_recommendations: Type.Array(Type.String()),
  hiring_recommendation: Type.String(),
  hidden_text: Type.Boolean(),
})

export const AnalysisResponseSchema = Type.Object({
  success: Type.Literal(true),
  analysis: MatchAnalysisSchema,
})

export const JobIdParamsSchema = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 100 }) })
export const RecruitingResumeIdParamsSchema = Type.Object({ resumeId: Type.String({ minLength: 1, maxLength: 100 }) })
export const AnalysisParamsSchema = Type.Object({
  resumeId: Type.String({ minLength: 1, maxLength: 100 }),
  jobId: Type.String({ minLength: 1, maxLength: 100 }),
})

export type RecruitingUploadResult = Static<typeof RecruitingUploadResultSchema>
export type RecruitingUploadResponse = Static<typeof RecruitingUploadResponseSchema>
export type DuplicateOf = Static<typeof DuplicateOfSchema>
export type RecruitingResume = Static<typeof RecruitingResumeSchema>
export type RecruitingResumeListResponse = Static<typeof RecruitingResumeListResponseSchema>
export type CreateJobBody = Static<typeof CreateJobBodySchema>
export type CreateJobResponse = Static<typeof CreateJobResponseSchema>
export type PublishJobBody = Static<typeof PublishJobBodySchema>
export type PublishJobResponse = Static<typeof PublishJobResponseSchema>
export type RecruitingJob = Static<typeof RecruitingJobSchema>
export type RecruitingJobListResponse = Static<typeof RecruitingJobListResponseSchema>
export type Match = Static<typeof MatchSchema>
export type SubsetMatchesBody = Static<typeof SubsetMatchesBodySchema>
export type MatchesResponse = Static<typeof MatchesResponseSchema>
export type MatchAnalysis = Static<typeof MatchAnalysisSchema>
export type AnalysisResponse = Static<typeof AnalysisResponseSchema>
