import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const candidateReadingQueryKey = (resumeId: string) => ['recruiting', 'resumes', resumeId, 'parsed'] as const

/** What T10 read from a resume of the pool, as the recruiter corrected it if they did. */
export const getCandidateReading = (resumeId: string) => api.recruiting.parsedResume(resumeId)

export const candidateReadingQueryOptions = (resumeId: string) =>
  queryOptions({ queryKey: candidateReadingQueryKey(resumeId), queryFn: () => getCandidateReading(resumeId), staleTime: 0 })

export function useCandidateReading(resumeId: string, enabled: boolean) {
  return useQuery({ ...candidateReadingQueryOptions(resumeId), enabled })
}
