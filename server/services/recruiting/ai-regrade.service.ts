import { createHash } from 'node:crypto'
import type { ProviderName } from '../../../shared/providers.ts'
import type { Db } from '../../db/database.ts'
import { addTokensUsed, findAiGrades, saveAiGrade, tokensUsedIn } from '../../db/repositories/ai-grades.repository.ts'
import { type GradeOutcome, gradeCandidate } from '../../ai/grading/grade-candidate.ts'
import type { GradePoint } from '../../ai/grading/grade-schema.ts'
import { estimatedCostUsd } from '../../ai/grading/prices.ts'
import { RUBRIC_VERSION } from '../../ai/grading/rubric.ts'
import type { VerifiedGrade } from '../../ai/grading/verify-quotes.ts'
import type { TokenUsage } from '../../ai/json-asker.ts'
import type { ModelGrader } from '../../ai/registry.ts'
import { AppError } from '../../lib/app-error.ts'

/*
 * A model re-grades the engine's best candidates. The engine ranks the whole pool as always; the
 * model reads the top K against the rubric (ai/grading/rubric.md) and its grade stands where it
 * cites the resume. Grades are cached by what they were made from, so asking again costs nothing
 * and answers the same; the tokens asked of models count against the account's monthly budget.
 */

/** A candidate the engine ranked, as the model is asked about it. */
export interface RegradeCandidate {
  id: string
  name: string
  resumeText: string
}

export interface RegradeJob {
  title: string
  text: string
}

/** The model's reading of one candidate, as the match shows it. */
export type AiReading =
  | {
      status: 'graded'
      skills: number
      experience: number
      education: number
      overall: number
      verdict: string
      /** The points whose quotes were found where they claim to be. */
      points: GradePoint[]
      /** Points dropped for a quote found in neither the resume nor the posting. */
      dropped: number
      cached: boolean
    }
  | {
      status: 'fallback'
      /** Why the engine's score stands for this candidate, in a recruiter's words. */
      note: string
      cached: false
    }

export interface RegradeResult {
  readings: Map<string, AiReading>
  provider: Exclude<ProviderName, 'local'>
  model: string
  rubricVersion: string
  /** Tokens asked of the model by this match (cached grades ask none). */
  usage: TokenUsage
  /** The estimate in US dollars; null for a model without a known price. */
  costUsd: number | null
}

export interface RegradeDeps {
  db: Db
  grader: ModelGrader
  timeoutMs: number
  /** Tokens an account may ask in a calendar month; null: no limit. */
  monthlyTokenBudget: number | null
  /** Candidates graded side by side: a hosted model answers several at once; a local one queues them. */
  concurrency?: number
  now?: () => Date
  signal?: AbortSignal
}

export type RegradeProgress = (done: number, total: number, candidate: RegradeCandidate) => void

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The cache key: the resume's and the job's text, the provider, its model and the rubric's version. */
export function gradeCacheKey(resumeText: string, jobText: string, grader: Pick<ModelGrader, 'provider' | 'model'>): string {
  return sha256([sha256(resumeText), sha256(jobText), grader.provider, grader.model, RUBRIC_VERSION].join('\n'))
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7)

/** The first day of the next month, as people read it: "1 December". */
function renewal(date: Date): string {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
  return next.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })
}

/** Refuses before any request when the month's budget is already spent. */
export async function assertBudgetLeft(db: Db, ownerId: string, budget: number | null, now: Date): Promise<void> {
  if (budget === null) return
  const used = await tokensUsedIn(db, ownerId, monthOf(now))
  if (used < budget) return
  throw new AppError(
    429,
    'ai_budget_spent',
    `This month's AI grading allowance (${budget.toLocaleString('en-US')} tokens) is used. It renews on ${renewal(now)}. Until then, match without a provider: the engine's ranking needs none.`,
  )
}

async function cachedGrades(deps: Pick<RegradeDeps, 'db' | 'grader'>, ownerId: string, job: RegradeJob, candidates: readonly RegradeCandidate[]) {
  const keys = new Map(candidates.map((c) => [c.id, gradeCacheKey(c.resumeText, job.text, deps.grader)]))
  const cached = new Map(
    (await findAiGrades(deps.db, ownerId, [...keys.values()])).map((row) => [row.cache_key, JSON.parse(row.grade_json) as VerifiedGrade]),
  )
  // Two candidates with the same text share a key, so count keys, not candidates.
  const needsModel = [...keys.values()].some((key) => !cached.has(key))
  return { keys, cached, needsModel }
}

/**
 * Refuses (429) when the month's budget is spent and some candidate would need the model: grades
 * already kept cost nothing, so asking again for them is never refused.
 */
export async function assertBudgetForRegrade(
  deps: Pick<RegradeDeps, 'db' | 'grader' | 'monthlyTokenBudget' | 'now'>,
  ownerId: string,
  job: RegradeJob,
  candidates: readonly RegradeCandidate[],
): Promise<void> {
  if (deps.monthlyTokenBudget === null) return
  if ((await cachedGrades(deps, ownerId, job, candidates)).needsModel) {
    await assertBudgetLeft(deps.db, ownerId, deps.monthlyTokenBudget, deps.now?.() ?? new Date())
  }
}

/** Grades the candidates (already the top K, best first by the engine) with the model; one failing never stops the others. */
export async function regradeCandidates(
  deps: RegradeDeps,
  ownerId: string,
  job: RegradeJob,
  candidates: readonly RegradeCandidate[],
  onProgress: RegradeProgress = () => {},
): Promise<RegradeResult> {
  const now = deps.now ?? (() => new Date())
  const { keys, cached, needsModel } = await cachedGrades(deps, ownerId, job, candidates)
  if (needsModel) await assertBudgetLeft(deps.db, ownerId, deps.monthlyTokenBudget, now())
  const readings = new Map<string, AiReading>()
  const usage: TokenUsage = { input: 0, output: 0 }
  let done = 0
  let budgetSpent = false
  const month = monthOf(now())

  const gradeOne = async (candidate: RegradeCandidate) => {
    const key = keys.get(candidate.id)!
    const hit = cached.get(key)
    if (hit) {
      readings.set(candidate.id, readingOf(hit, true))
    } else if (budgetSpent) {
      readings.set(candidate.id, {
        status: 'fallback',
        note: "This month's AI grading allowance ran out during this match; the engine's score stands.",
        cached: false,
      })
    } else {
      const outcome = await gradeCandidate(deps.grader.ask, {
        resumeText: candidate.resumeText,
        jobTitle: job.title,
        jobText: job.text,
        timeoutMs: deps.timeoutMs,
        ...(deps.signal ? { signal: deps.signal } : {}),
      })
      usage.input += outcome.usage.input
      usage.output += outcome.usage.output
      await addTokensUsed(deps.db, ownerId, month, outcome.usage.input + outcome.usage.output)
      if (deps.monthlyTokenBudget !== null && (await tokensUsedIn(deps.db, ownerId, month)) >= deps.monthlyTokenBudget) budgetSpent = true
      readings.set(candidate.id, await keep(deps, ownerId, key, outcome))
    }
    onProgress(++done, candidates.length, candidate)
  }

  // A few at a time, in the engine's order: the first progress reports are the best candidates.
  const queue = [...candidates]
  const workers = Array.from({ length: Math.max(1, Math.min(deps.concurrency ?? 4, queue.length)) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await gradeOne(next)
  })
  await Promise.all(workers)
  return {
    readings,
    provider: deps.grader.provider,
    model: deps.grader.model,
    rubricVersion: RUBRIC_VERSION,
    usage,
    costUsd: estimatedCostUsd(deps.grader.provider, deps.grader.model, usage),
  }
}

/** A graded outcome is cached (it cost tokens and answers the same next time); a fallback is asked again next time. */
async function keep(deps: RegradeDeps, ownerId: string, key: string, outcome: GradeOutcome): Promise<AiReading> {
  if (outcome.status === 'fallback') {
    return { status: 'fallback', note: `The model's reading is missing (${outcome.reason}); the engine's score stands.`, cached: false }
  }
  await saveAiGrade(deps.db, {
    owner_id: ownerId,
    cache_key: key,
    provider: deps.grader.provider,
    model: deps.grader.model,
    rubric_version: RUBRIC_VERSION,
    grade_json: JSON.stringify(outcome.verified),
    input_tokens: outcome.usage.input,
    output_tokens: outcome.usage.output,
    created_at: (deps.now?.() ?? new Date()).toISOString(),
  })
  return readingOf(outcome.verified, false)
}

function readingOf(verified: VerifiedGrade, cached: boolean): AiReading {
  if (!verified.citesResume) {
    return {
      status: 'fallback',
      note: "The model's reading quoted nothing that is in the resume, so it is not used; the engine's score stands.",
      cached: false,
    }
  }
  const { skills, experience, education, overall, verdict } = verified.grade
  return { status: 'graded', skills, experience, education, overall, verdict, points: verified.points, dropped: verified.dropped, cached }
}
