import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

/** The best resumes of the pool for the job, best first. */
export const getMatches = async (jobId: string, limit: number) => (await api.recruiting.matches(jobId, limit)).matches

/** Read with queryClient.fetchQuery: the Find Matches sequence asks for them once the job exists. */
export const matchesQueryOptions = (jobId: string, limit: number) =>
  queryOptions({
    queryKey: ['recruiting', 'jobs', jobId, 'matches', limit],
    queryFn: () => getMatches(jobId, limit),
    // Asked again for the same job (the same description matched again), the ranking is of the
    // pool as it is now, and the reviews as they are now: never the last answer from the cache.
    staleTime: 0,
  })
