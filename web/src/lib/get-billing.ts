import { useQuery } from '@tanstack/react-query'
import type { BillingStatusResponse } from '@shared/schemas/billing.ts'
import { api } from './api-client.ts'
import { useUser } from './get-user.ts'

export type BillingStatus = BillingStatusResponse['billing']

export const billingQueryKey = (userId: string | null) => ['billing', userId] as const

export const getBilling = async (): Promise<BillingStatus> => (await api.billing()).billing

/**
 * Whether this installation sells plans (Stripe) or its administrator assigns them, and whether
 * the signed-in user has billing to manage. Kept per user: signing in or out asks again. Until it
 * is known, and when it can't be read, pages offer nothing to buy.
 */
export function useBilling() {
  const userId = useUser().data?.id ?? null
  return useQuery({ queryKey: billingQueryKey(userId), queryFn: getBilling })
}
