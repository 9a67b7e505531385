import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const openBillingPortal = () => api.openBillingPortal()

/** Opens the Stripe customer portal (change plan, card, cancel) for the signed-in user. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
