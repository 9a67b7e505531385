import { matchesCsv } from '../../../shared/recruiting-csv.ts'
import type { Match, MatchAnalysis } from '../../../shared/schemas/recruiting.ts'
import type { AiGrade, AiMatch, AiMatchBody, AiProgressEvent, AiUsage } from '../../../shared/schemas/recruiting-ai.ts'
import type { AiGradingSettings } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { findCandidate, findCandidateTexts } from '../../db/repositories/recruiting-candidates.repository.ts'
import { findJob } from '../../db/repositories/recruiting-jobs.repository.ts'
import type { ModelGrader, ProviderRegistry } from '../../ai/registry.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import type { PoolCache } from './candidates.service.ts'
import { analysisFromReading } from './ai-analysis.ts'
import { analyzeCandidate, rankMatches } from './matching.service.ts'
import { recordMatchRun, withReviews } from './shortlist.service.ts'
import { type AiReading, assertBudgetForRegrade, type RegradeCandidate, type RegradeJob, regradeCandidates } from './ai-regrade.service.ts'

export interface AiMatchDeps {
  db: Db
  pools: PoolCache
  providers: ProviderRegistry
  settings: AiGradingSettings
  signal?: AbortSignal
}

export interface AiMatchResult {
  matches: AiMatch[]
  usage: AiUsage
}

/** A match with a model, checked and ranked, before any model is asked. */
export interface PreparedAiMatch {
  jobId: string
  grader: ModelGrader
  job: RegradeJob
  /** The engine's ranking, long enough for both the answer and the top K. */
  ranked: Match[]
  topK: number
  limit: number
  /** The top K as the model reads them, best first by the engine. */
  candidates: RegradeCandidate[]
}

/**
 * Everything that may refuse a match with a model before any model is asked: an unconfigured
 * provider (400), an unknown job (404), a spent monthly budget when some top candidate has no kept
 * grade (429). The route calls it before its stream starts, so these are plain answers rather than
 * error events; a match whose grades are all kept costs nothing and is never refused.
 */
export async function prepareMatchWithModel(deps: AiMatchDeps, ownerId: string, jobId: string, body: AiMatchBody): Promise<PreparedAiMatch> {
  const grader = deps.providers.grader(body.provider)
  const found = await findJob(deps.db, ownerId, jobId)
  if (!found) throw jobNotFound()
  const job = { title: found.title, text: found.description }
  const topK = body.top_k ?? deps.settings.topK
  const ranked = await rankMatches(deps.db, deps.pools, ownerId, jobId, Math.max(body.limit, topK), body.resume_ids)
  const top = ranked.slice(0, topK)
  const texts = await findCandidateTexts(
    deps.db,
    ownerId,
    top.map((match) => match.resume_id),
  )
  const candidates = top.flatMap((match) => {
    const resumeText = texts.get(match.resume_id)
    return resumeText === undefined ? [] : [{ id: match.resume_id, name: match.name, resumeText }]
  })
  await assertBudgetForRegrade({ db: deps.db, grader, monthlyTokenBudget: deps.settings.monthlyTokenBudget }, ownerId, job, candidates)
  return { jobId, grader, job, ranked, topK, limit: body.limit, candidates }
}

const jobNotFound = () => new AppError(404, 'not_found', 'Job not found')

/**
 * A match run with a model (regradeRanking): the candidates it answers are recorded as seen for
 * the job, with the engine's match percentage, and carry their reviews (the shortlist).
 */
export async function gradeMatchWithModel(
  deps: AiMatchDeps,
  ownerId: string,
  prepared: PreparedAiMatch,
  onProgress: (event: AiProgressEvent) => void = () => {},
): Promise<AiMatchResult> {
  const { matches, usage } = await regradeRanking(deps, ownerId, prepared, onProgress)
  return { matches: await recordMatchRun(deps.db, ownerId, prepared.jobId, matches), usage }
}

/**
 * The engine ranks the pool as always; the model re-grades its top K; the final order is the
 * model's overall grade (the engine's match percentage for a candidate it could not grade), ties
 * broken by the engine's score. Candidates past the top K follow in the engine's order.
 */
async function regradeRanking(
  deps: AiMatchDeps,
  ownerId: string,
  prepared: PreparedAiMatch,
  onProgress: (event: AiProgressEvent) => void = () => {},
): Promise<AiMatchResult> {
  const { grader, job, ranked, topK, candidates } = prepared
  onProgress({ done: 0, total: candidates.length, name: '' })
  const result = await regradeCandidates(
    {
      db: deps.db,
      grader,
      timeoutMs: deps.settings.timeoutSeconds * 1000,
      monthlyTokenBudget: deps.settings.monthlyTokenBudget,
      // A local model serves one request at a time; side by side they would only time out together.
      concurrency: grader.provider === 'ollama' ? 1 : 4,
      ...(deps.signal ? { signal: deps.signal } : {}),
    },
    ownerId,
    job,
    candidates,
    (done, total, candidate) => onProgress({ done, total, name: candidate.name }),
  )
  const regraded: AiMatch[] = ranked.slice(0, topK).map((match) => {
    const reading = result.readings.get(match.resume_id)
    return reading ? { ...match, ai: gradeOf(reading) } : match
  })
  const finalScore = (match: AiMatch) => match.ai?.overall ?? match.match_percentage
  regraded.sort((a, b) => finalScore(b) - finalScore(a) || b.score - a.score)
  const readings = [...result.readings.values()]
  return {
    matches: [...regraded, ...ranked.slice(topK)].slice(0, prepared.limit),
    usage: {
      provider: result.provider,
      model: result.model,
      rubric_version: result.rubricVersion,
      graded: readings.filter((r) => r.status === 'graded' && !r.cached).length,
      cached: readings.filter((r) => r.cached).length,
      fallbacks: readings.filter((r) => r.status === 'fallback').length,
      input_tokens: result.usage.input,
      output_tokens: result.usage.output,
      cost_usd: result.costUsd,
    },
  }
}

function gradeOf(reading: AiReading): AiGrade {
  if (reading.status === 'fallback') {
    return {
      status: 'fallback',
      overall: null,
      skills: null,
      experience: null,
      education: null,
      verdict: null,
      points: [],
      dropped: 0,
      note: reading.note,
      cached: false,
    }
  }
  const { skills, experience, education, overall, verdict, points, dropped, cached } = reading
  return { status: 'graded', overall, skills, experience, education, verdict, points, dropped, note: null, cached }
}

/** The ranking with the model's columns as CSV: the grades come from the match just run (cached), so exporting costs nothing more. */
export async function exportWithModel(deps: AiMatchDeps, ownerId: string, jobId: string, body: AiMatchBody): Promise<string> {
  const prepared = await prepareMatchWithModel(deps, ownerId, jobId, body)
  const { matches } = await regradeRanking(deps, ownerId, prepared)
  return matchesCsv(await withReviews(deps.db, ownerId, jobId, matches))
}

/**
 * One candidate's "Match Analysis" written from the model's verified reading: the grade cached by
 * the match (or asked now, once, for a candidate it did not read), on top of the engine's analysis.
 */
export async function analyzeWithModel(
  deps: AiMatchDeps & { untrusted: UntrustedWork },
  ownerId: string,
  resumeId: string,
  jobId: string,
  provider: AiMatchBody['provider'],
): Promise<MatchAnalysis & { ai: AiGrade }> {
  const grader = deps.providers.grader(provider)
  const engine = await analyzeCandidate(deps.db, deps.pools, deps.untrusted, ownerId, resumeId, jobId)
  const job = await findJob(deps.db, ownerId, jobId)
  const candidate = await findCandidate(deps.db, ownerId, resumeId)
  if (!job || !candidate) throw jobNotFound()
  const result = await regradeCandidates(
    {
      db: deps.db,
      grader,
      timeoutMs: deps.settings.timeoutSeconds * 1000,
      monthlyTokenBudget: deps.settings.monthlyTokenBudget,
      ...(deps.signal ? { signal: deps.signal } : {}),
    },
    ownerId,
    { title: job.title, text: job.description },
    [{ id: resumeId, name: engine.name, resumeText: candidate.resume_text }],
  )
  const reading = result.readings.get(resumeId)!
  return { ...analysisFromReading(engine, reading), ai: gradeOf(reading) }
}
