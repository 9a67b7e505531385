import { useQuery } from '@tanstack/react-query'
import type { AccountUsage } from '@shared/schemas/account.ts'
import { api } from './api-client.ts'

export const usageQueryKey = ['account', 'usage'] as const

export const getUsage = async (): Promise<AccountUsage> => (await api.accountUsage()).usage

/** The plan and this month's generations; read fresh on each visit, since generating changes it. */
export function useUsage() {
  return useQuery({ queryKey: usageQueryKey, queryFn: getUsage, staleTime: 0 })
}
