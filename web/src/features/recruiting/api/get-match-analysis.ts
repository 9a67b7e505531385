import { queryOptions, useQueries } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

/** Why a resume matches the job (or not): the scores with the evidence, in words. */
export const getMatchAnalysis = async (resumeId: string, jobId: string) => (await api.recruiting.analysis(resumeId, jobId)).analysis

export const matchAnalysisQueryOptions = (resumeId: string, jobId: string) =>
  queryOptions({
    queryKey: ['recruiting', 'jobs', jobId, 'analysis', resumeId],
    queryFn: () => getMatchAnalysis(resumeId, jobId),
    // The analysis of a resume for a job does not change: its scores are deterministic.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The analyses of all the matched resumes, fetched in parallel. */
export function useMatchAnalyses(jobId: string, resumeIds: readonly string[]) {
  return useQueries({ queries: resumeIds.map((resumeId) => matchAnalysisQueryOptions(resumeId, jobId)) })
}
