import { useMutation } from '@tanstack/react-query'
import type { PaidPlan } from '@shared/schemas/billing.ts'
import { api } from '@/lib/api-client.ts'

export const startCheckout = (plan: PaidPlan) => api.startCheckout(plan)

/** Starts a Stripe Checkout for the plan and sends the browser there; Stripe brings it back to the profile (or to pricing when cancelled). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
