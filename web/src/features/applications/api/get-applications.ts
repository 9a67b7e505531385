import { useQuery } from '@tanstack/react-query'
import { applicationsQueryKey } from '@/components/track-application/create-application.ts'
import { api } from '@/lib/api-client.ts'

export const applicationListQueryKey = [...applicationsQueryKey, 'list'] as const

/** All the caller's applications (at most APPLICATIONS_PER_ACCOUNT_MAX): the screen filters and sorts them itself, at once. */
export const getApplications = async () => (await api.applications.list()).applications

export function useApplications() {
  return useQuery({ queryKey: applicationListQueryKey, queryFn: getApplications })
}
