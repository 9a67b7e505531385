import { Type, type Static } from 'typebox'
import { GenerationResultSchema } from './schemas/generate.ts'

/** The steps of a generation, in the order they run and are shown. */
export const STEP_IDS = ['resume_ingest', 'jd_parse', 'match', 'resume_gen', 'cover_gen', 'compile', 'ats'] as const
export type StepId = (typeof STEP_IDS)[number]

export const STEP_LABELS: Record<StepId, string> = {
  resume_ingest: 'Reading your resume',
  jd_parse: 'Analyzing the job description',
  match: 'Matching your skills to the job',
  resume_gen: 'Writing your tailored resume',
  cover_gen: 'Writing your cover letter',
  compile: 'Compiling the PDFs',
  ats: 'Measuring ATS scores',
}

/** skipped: the step was not run (its detail says why), e.g. a cover letter the plan has no allowance left for. */
export const STEP_STATUSES = ['pending', 'in_progress', 'done', 'error', 'skipped'] as const
export type StepStatus = (typeof STEP_STATUSES)[number]

export const ProgressEventSchema = Type.Object({
  id: Type.Union([
    Type.Literal('resume_ingest'),
    Type.Literal('jd_parse'),
    Type.Literal('match'),
    Type.Literal('resume_gen'),
    Type.Literal('cover_gen'),
    Type.Literal('compile'),
    Type.Literal('ats'),
  ]),
  label: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('in_progress'), Type.Literal('done'), Type.Literal('error'), Type.Literal('skipped')]),
  detail: Type.Union([Type.String(), Type.Null()]),
})

export const ErrorEventSchema = Type.Object({
  error_type: Type.String(),
  message: Type.String(),
})

/** SSE event name -> payload. A stream is progress events, then exactly one result or error. */
export const SSE_EVENTS = {
  progress: ProgressEventSchema,
  result: GenerationResultSchema,
  error: ErrorEventSchema,
} as const

export type ProgressEvent = Static<typeof ProgressEventSchema>
export type ErrorEvent = Static<typeof ErrorEventSchema>
export type GenerationEvent =
  { event: 'progress'; data: ProgressEvent } | { event: 'result'; data: Static<typeof GenerationResultSchema> } | { event: 'error'; data: ErrorEvent }
