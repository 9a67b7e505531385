import { useQuery } from '@tanstack/react-query'
import { applicationsQueryKey } from '@/components/track-application/create-application.ts'
import { api } from '@/lib/api-client.ts'

export const applicationQueryKey = (applicationId: string) => [...applicationsQueryKey, 'detail', applicationId] as const

/** One application with its posting's text, its history and its documents. */
export const getApplication = async (applicationId: string) => (await api.applications.get(applicationId)).application

export function useApplication(applicationId: string | null) {
  return useQuery({
    queryKey: applicationQueryKey(applicationId ?? ''),
    queryFn: () => getApplication(applicationId as string),
    enabled: applicationId !== null,
    staleTime: 0,
  })
}
