import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const profileQueryKey = (userId: string) => ['profile', userId] as const

export const getProfile = async (userId: string) => (await api.getProfile(userId)).profile

export function useProfile(userId: string) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId) })
}
