import { Type, type Static } from 'typebox'

/** The plans sold through Stripe. */
export const PaidPlanSchema = Type.Union([Type.Literal('standard'), Type.Literal('premium')])

/** Whether this installation sells plans, and whether the caller can manage what they bought. */
export const BillingStatusResponseSchema = Type.Object({
  success: Type.Literal(true),
  billing: Type.Object({
    /** true: plans are bought through Stripe Checkout; false: the installation's administrator assigns them. */
    enabled: Type.Boolean(),
    /** The signed-in caller has a Stripe customer, so the customer portal (Manage billing) has something to show. */
    has_customer: Type.Boolean(),
  }),
})

export const CheckoutBodySchema = Type.Object({ plan: PaidPlanSchema })

/** A Stripe page to send the browser to: Checkout, or the customer portal. */
export const BillingRedirectResponseSchema = Type.Object({
  success: Type.Literal(true),
  url: Type.String({ format: 'uri' }),
})

export const WebhookResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** true: this event was applied before (Stripe delivers at least once); nothing changed. */
  duplicate: Type.Boolean(),
})

export type PaidPlan = Static<typeof PaidPlanSchema>
export type BillingStatusResponse = Static<typeof BillingStatusResponseSchema>
export type CheckoutBody = Static<typeof CheckoutBodySchema>
export type BillingRedirectResponse = Static<typeof BillingRedirectResponseSchema>
