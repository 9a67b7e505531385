import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const jobCandidatesQueryKey = (jobId: string) => ['recruiting', 'jobs', jobId, 'candidates'] as const

/**
 * Every candidate a match of the job showed, across its runs, with the recruiter's review: by stage,
 * then best match first. All stages at once: the page filters and counts them itself, so that a
 * stage changed there moves the candidate at once.
 */
export const getJobCandidates = (jobId: string) => api.recruiting.jobCandidates(jobId)

export const jobCandidatesQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobCandidatesQueryKey(jobId), queryFn: () => getJobCandidates(jobId), staleTime: 0 })

export function useJobCandidates(jobId: string) {
  return useQuery(jobCandidatesQueryOptions(jobId))
}
