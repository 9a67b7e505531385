import { useQuery } from '@tanstack/react-query'
import type { User } from '@shared/schemas/auth.ts'
import { api } from './api-client.ts'

export const userQueryKey = ['auth', 'user'] as const

/** The signed-in user, or null when signed out (asked without a 401, so no console error). */
export async function getUser(): Promise<User | null> {
  return (await api.session()).user
}

export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: Number.POSITIVE_INFINITY })
}
