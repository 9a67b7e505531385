import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JobPreferences } from '@shared/schemas/profile.ts'
import { api } from '@/lib/api-client.ts'
import { savedPreferencesQueryKey } from './get-saved-preferences.ts'

/** Keeps the preferences a search ran with, so the next visit starts from them. */
export const savePreferences = async (preferences: JobPreferences): Promise<JobPreferences> => (await api.updatePreferences(preferences)).preferences

export function useSavePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(savedPreferencesQueryKey, saved),
  })
}
