import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const jobsQueryKey = ['recruiting', 'jobs', 'list'] as const

/** The recruiter's jobs, newest first. */
export const getJobs = async () => (await api.recruiting.jobs()).jobs

export const jobsQueryOptions = () => queryOptions({ queryKey: jobsQueryKey, queryFn: getJobs, staleTime: 0 })

export function useJobs() {
  return useQuery(jobsQueryOptions())
}
