import { queryOptions, useQueries } from '@tanstack/react-query'
import type { ModelProvider } from '@/features/recruiting/utils/model-reading.ts'
import { api } from '@/lib/api-client.ts'

/**
 * Why a resume matches the job (or not): the scores with the evidence, in words. With a provider,
 * written from the reading that model made in the match (kept by the server: it costs nothing again).
 */
export const getMatchAnalysis = async (resumeId: string, jobId: string, provider: ModelProvider | null = null) =>
  (await api.recruiting.analysis(resumeId, jobId, provider ?? undefined)).analysis

export const matchAnalysisQueryOptions = (resumeId: string, jobId: string, provider: ModelProvider | null = null) =>
  queryOptions({
    queryKey: ['recruiting', 'jobs', jobId, 'analysis', resumeId, provider ?? 'engine'],
    queryFn: () => getMatchAnalysis(resumeId, jobId, provider),
    // The analysis of a resume for a job does not change: the engine's scores are deterministic, a model's reading is kept.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** One analysis to fetch: whose, and (for a candidate a model graded) from which model's reading. */
export interface AnalysisRequest {
  resumeId: string
  provider: ModelProvider | null
}

/** The analyses of all the matched resumes, fetched in parallel. */
export function useMatchAnalyses(jobId: string, candidates: readonly AnalysisRequest[]) {
  return useQueries({ queries: candidates.map(({ resumeId, provider }) => matchAnalysisQueryOptions(resumeId, jobId, provider)) })
}
