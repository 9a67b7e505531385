import { Type, type Static } from 'typebox'

/** The job preferences, plus the resume to rank jobs for. */
export const JobSearchQuerySchema = Type.Object({
  resume_id: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'an upload of the caller (POST /api/v1/resume/upload); required, refused with a clear message when missing',
    }),
  ),
  role: Type.Optional(Type.String({ maxLength: 200, description: 'Desired Role: keeps jobs whose title shares a word with it' })),
  location: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Preferred Location: the job location contains it (case-insensitive); "Remote" also finds remote jobs',
    }),
  ),
  experience: Type.Optional(Type.Number({ minimum: 0, maximum: 60, description: 'Years of Experience: jobs asking for more years are left out' })),
  salary: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Expected Salary ("85000", "85k", "$40/hour"): jobs paying less at the top of their range are left out',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'how many jobs to return, best first' })),
})

/** A ranked job: the spec's "Mock job" fields, the match score and why. */
export const JobMatchSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  salary: Type.Union([Type.String(), Type.Null()]),
  /** The whole posting: what the generator's Job Description gets. */
  description: Type.String(),
  type: Type.Union([Type.String(), Type.Null()]),
  experience: Type.Union([Type.String(), Type.Null()]),
  /** 'sample': one of the seeded sample postings; 'posted': a job a recruiter created in T10. */
  source: Type.Union([Type.Literal('sample'), Type.Literal('posted')]),
  /** 0..1, as T10 matching scores a resume for a job. */
  score: Type.Number({ minimum: 0, maximum: 1 }),
  match_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The job's skills the resume names. */
  matched_skills: Type.Array(Type.String()),
  /** Required skills of the job the resume does not name. */
  missing_skills: Type.Array(Type.String()),
  why: Type.String(),
})

export const JobSearchResponseSchema = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(JobMatchSchema),
  /** Jobs that passed the filters (jobs holds the best `limit` of them). */
  total: Type.Integer({ minimum: 0 }),
  message: Type.String(),
})

export type JobSearchQuery = Static<typeof JobSearchQuerySchema>
export type JobMatch = Static<typeof JobMatchSchema>
export type JobSearchResponse = Static<typeof JobSearchResponseSchema>
