import { Check, Errors } from 'typebox/value'
import type { JsonAnswer, JsonAsker, TokenUsage } from '../json-asker.ts'
import { strictSchema } from '../prompt.ts'
import { ModelGradeSchema, type ModelGrade } from './grade-schema.ts'
import { GRADING_RUBRIC } from './rubric.ts'
import { type VerifiedGrade, verifyQuotes } from './verify-quotes.ts'

export interface GradeRequest {
  resumeText: string
  jobTitle: string
  jobText: string
  /** One candidate's time with the model, retries included. */
  timeoutMs: number
  signal?: AbortSignal
}

/** The model's reading of one candidate, or why the engine's stands for it. */
export type GradeOutcome =
  { status: 'graded'; verified: VerifiedGrade; usage: TokenUsage } | { status: 'fallback'; reason: string; usage: TokenUsage }

/** Longest wait a 429's retry-after is honoured for before the candidate falls back instead. */
const MAX_RETRY_WAIT_MS = 20_000

const GRADE_SCHEMA = strictSchema(ModelGradeSchema)

/**
 * One candidate graded by a model against the rubric, at temperature 0 with the grade's schema
 * as structured output. A vendor error (429 after its retry-after, 5xx, no answer), an answer that
 * is not a grade, or a refusal is tried once more; after that, or on a timeout, the candidate
 * keeps the engine's result with the reason, and the others go on.
 */
export async function gradeCandidate(ask: JsonAsker, request: GradeRequest): Promise<GradeOutcome> {
  const usage: TokenUsage = { input: 0, output: 0 }
  const timeout = AbortSignal.timeout(request.timeoutMs)
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
  let reason = ''
  for (let attempt = 0; attempt < 2; attempt++) {
    let answer: JsonAnswer
    try {
      answer = await ask({
        name: 'candidate_grade',
        schema: GRADE_SCHEMA,
        system: GRADING_RUBRIC,
        turns: [{ role: 'user', content: gradePrompt(request) }],
        temperature: 0,
        maxTokens: 1500,
        signal,
      })
    } catch (error) {
      if (request.signal?.aborted) throw error
      if (timeout.aborted) return { status: 'fallback', reason: `the model took longer than ${Math.round(request.timeoutMs / 1000)} s`, usage }
      const failure = vendorFailure(error)
      reason = failure.reason
      if (!failure.retry || attempt === 1) break
      if (failure.waitMs > 0) await wait(failure.waitMs, signal)
      continue
    }
    usage.input += answer.usage.input
    usage.output += answer.usage.output
    const problem = answer.refusal ? `the model declined (${answer.refusal})` : gradeProblem(answer.value)
    if (problem === null) return { status: 'graded', verified: verifyQuotes(answer.value as ModelGrade, request.resumeText, request.jobText), usage }
    reason = problem
  }
  return { status: 'fallback', reason, usage }
}

function gradePrompt(request: GradeRequest): string {
  return JSON.stringify({ job: { title: request.jobTitle, posting: request.jobText }, resume: request.resumeText }, null, 1)
}

function gradeProblem(value: unknown): string | null {
  if (value === undefined) return 'the answer was not valid JSON'
  if (Check(ModelGradeSchema, value)) return null
  const first = [...Errors(ModelGradeSchema, value)][0]
  return `the answer was not a grade (${first ? `${first.instancePath || 'answer'} ${first.message}` : 'wrong shape'})`
}

interface VendorFailure {
  reason: string
  retry: boolean
  waitMs: number
}

/** A vendor error as a reason a recruiter can read, and whether another try could help. */
function vendorFailure(error: unknown): VendorFailure {
  const status = (error as { status?: number }).status
  if (status === 429) {
    const after = retryAfterMs(error)
    return { reason: 'the model was rate limited', retry: after <= MAX_RETRY_WAIT_MS, waitMs: Math.min(after, MAX_RETRY_WAIT_MS) }
  }
  if (status === 401 || status === 403) return { reason: 'the model refused this server’s API key', retry: false, waitMs: 0 }
  if (status === 404) return { reason: 'the model is not available on its server', retry: false, waitMs: 0 }
  if (status !== undefined && status >= 500) return { reason: `the model’s server failed (${status})`, retry: true, waitMs: 500 }
  if (status !== undefined) return { reason: `the model refused the request (${status})`, retry: false, waitMs: 0 }
  return { reason: 'the model could not be reached', retry: true, waitMs: 500 }
}

/** A 429's Retry-After (seconds, or an HTTP date) in ms; 1 s when it gives none. */
function retryAfterMs(error: unknown): number {
  const headers = (error as { headers?: Headers | Record<string, string> }).headers
  const raw = headers instanceof Headers ? headers.get('retry-after') : headers?.['retry-after']
  if (!raw) return 1000
  const seconds = Number(raw)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(raw)
  return Number.isNaN(date) ? 1000 : Math.max(0, date - Date.now())
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}
