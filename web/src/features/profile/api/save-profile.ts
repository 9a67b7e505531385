import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '@shared/schemas/profile.ts'
import { api } from '@/lib/api-client.ts'
import { profileQueryKey } from './get-profile.ts'

export const saveProfile = ({ userId, profile }: { userId: string; profile: Profile }) => api.saveProfile(userId, profile)

export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (answer, { userId }) => queryClient.setQueryData(profileQueryKey(userId), answer.profile),
  })
}
