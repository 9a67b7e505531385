import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const resumesQueryKey = ['recruiting', 'resumes'] as const

/** The recruiter's processed resumes (the candidate pool), newest first. */
export const getResumes = async () => (await api.recruiting.resumes()).resumes

export const resumesQueryOptions = () => queryOptions({ queryKey: resumesQueryKey, queryFn: getResumes, staleTime: 0 })

export function useResumes() {
  return useQuery(resumesQueryOptions())
}
