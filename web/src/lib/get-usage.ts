import { useQuery } from '@tanstack/react-query'
import type { AccountUsage } from '@shared/schemas/account.ts'
import { api } from './api-client.ts'

export const usageQueryKey = ['account', 'usage'] as const

export const getUsage = async (): Promise<AccountUsage> => (await api.accountUsage()).usage

/**
 * The plan and this month's generations; read fresh on each visit, since generating changes it.
 * `enabled: false` for a visitor without an account, who has no plan to read.
 */
export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: usageQueryKey, queryFn: getUsage, staleTime: 0, enabled })
}
