import { useQuery } from '@tanstack/react-query'
import type { JobPreferences } from '@shared/schemas/profile.ts'
import { api } from '@/lib/api-client.ts'

export const savedPreferencesQueryKey = ['job-search', 'preferences'] as const

/** The preferences the signed-in user searched with last ('' for a field never set). */
export const getSavedPreferences = async (): Promise<JobPreferences> => (await api.getUserData()).preferences

export function useSavedPreferences() {
  return useQuery({ queryKey: savedPreferencesQueryKey, queryFn: getSavedPreferences })
}
