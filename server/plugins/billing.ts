import fp from 'fastify-plugin'
import type { BillingSettings } from '../config.ts'
import { type Billing, createBilling } from '../services/billing/billing.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans sold through Stripe; null when STRIPE_SECRET_KEY is not set (the administrator assigns plans). */
    billing: Billing | null
  }
}

export interface BillingOptions {
  settings: BillingSettings | null
  /** The web app's address, for Checkout's and the portal's return pages. */
  publicUrl: string
}

export default fp<BillingOptions>(
  async (app, { settings, publicUrl }) => {
    if (!settings) {
      app.decorate('billing', null)
      return
    }
    app.decorate('billing', createBilling(app.db, settings, publicUrl, app.log))
  },
  { name: 'billing', dependencies: ['database'] },
)
