import { useQuery } from '@tanstack/react-query'
import type { User } from '../../../../../shared/schemas/auth.ts'
import { ApiError, api } from '../../../lib/api-client.ts'

export const userQueryKey = ['auth', 'user'] as const

/** The signed-in user, or null when signed out (the server answers 401). */
export async function getUser(): Promise<User | null> {
  try {
    return (await api.me()).user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: Number.POSITIVE_INFINITY })
}
