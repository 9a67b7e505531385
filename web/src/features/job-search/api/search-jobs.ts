import { useMutation } from '@tanstack/react-query'
import type { JobSearchQuery, JobSearchResponse } from '@shared/schemas/jobs.ts'
import { api } from '@/lib/api-client.ts'

/** Jobs ranked for the uploaded resume, filtered by the preferences (empty ones are left out). */
export const searchJobs = (query: JobSearchQuery): Promise<JobSearchResponse> => api.searchJobs(query)

/** A search runs when the user asks for it (Find Matching Jobs), so it is a mutation, not a query. */
export function useSearchJobs() {
  return useMutation({ mutationFn: searchJobs })
}
