import { Type, type Static } from 'typebox'
import { JOB_DESCRIPTION_MAX_CHARS } from './limits.ts'

/** A job posting's link, pasted instead of its text. */
export const ScrapeUrlBodySchema = Type.Object({
  url: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'the posting’s web address (http or https; "https://" is assumed when left out)',
  }),
})

export const ScrapeUrlResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Where the posting was read, after redirects. */
  url: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  /** The posting's text, for the Job Description box. */
  description: Type.String({ maxLength: JOB_DESCRIPTION_MAX_CHARS }),
  /** The posting was longer than a job description may be; the first part was kept. */
  truncated: Type.Boolean(),
  source: Type.Union([Type.Literal('job_posting_data'), Type.Literal('article'), Type.Literal('plain_text')], {
    description: "job_posting_data: the page's schema.org JobPosting; article: the page's main text; plain_text: a text file",
  }),
})

export type ScrapeUrlBody = Static<typeof ScrapeUrlBodySchema>
export type ScrapeUrlResponse = Static<typeof ScrapeUrlResponseSchema>
