import type Stripe from 'stripe'
import type { BillingSettings } from '../../config.ts'

/**
 * The Stripe SDK, imported on first use: it is a large package, and a server that never sells a
 * plan (or has not yet) should not pay for loading it at start.
 */
export async function loadStripe(settings: BillingSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe')
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new StripeSdk(settings.secretKey, {
    // Checkout and the portal are created while the person waits: fail in seconds, not minutes.
    timeout: 20_000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  })
}

/** Checks a webhook's Stripe-Signature against the endpoint's secret; throws when it does not match. */
export async function verifiedEvent(payload: Buffer, signature: string, webhookSecret: string): Promise<Stripe.Event> {
  const { default: StripeSdk } = await import('stripe')
  return StripeSdk.webhooks.constructEvent(payload, signature, webhookSecret)
}
