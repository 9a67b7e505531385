import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type Stripe from 'stripe'
import type { PaidPlan } from '../../../shared/schemas/billing.ts'
import type { Plan } from '../../../shared/schemas/auth.ts'
import type { BillingSettings } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import type { Account } from '../../domain/account.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  type BillingCustomer,
  findBillingCustomer,
  recordBillingEvent,
  saveBillingCustomer,
  setAccountPlan,
} from '../../db/repositories/billing.repository.ts'
import { loadStripe, verifiedEvent } from './stripe-client.ts'

type Trx = Transaction<Database>

/** Plans sold through Stripe: Checkout to buy one, the customer portal to change or cancel it, webhooks to apply both. */
export interface Billing {
  /** The address of a Stripe Checkout page for a monthly subscription to `plan`. */
  checkout(account: Account, plan: PaidPlan): Promise<string>
  /** The address of the account's Stripe customer portal (change plan, card, cancel). */
  portal(account: Account): Promise<string>
  /** Whether the account has a Stripe customer, so the portal has something to show. */
  hasCustomer(account: Account): Promise<boolean>
  /** Verifies and applies a webhook delivery; `duplicate` when its event was applied before. */
  applyWebhook(payload: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }>
}

/** Subscription states in which the paid plan stops: Stripe has given up on the payments or the subscription ended. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired'])
/** States in which the plan paid for holds (past_due: Stripe is still retrying the payment). */
const PAYING = new Set(['active', 'trialing', 'past_due'])

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

export function createBilling(db: Db, settings: BillingSettings, publicUrl: string, log: FastifyBaseLogger): Billing {
  let stripe: Promise<Stripe> | null = null
  const sdk = () => (stripe ??= loadStripe(settings))
  const planOfPrice = (price: string | null | undefined): PaidPlan | null =>
    price === settings.prices.standard ? 'standard' : price === settings.prices.premium ? 'premium' : null

  /** A call to Stripe while the person waits: a failure is told as Stripe's, and its detail logged. */
  async function callStripe<T>(what: string, call: (client: Stripe) => Promise<T>): Promise<T> {
    const client = await sdk()
    try {
      return await call(client)
    } catch (error) {
      log.error({ err: error }, `Stripe refused or did not answer: ${what}`)
      throw new AppError(
        502,
        'provider_error',
        `The payment service (Stripe) could not ${what} just now. Nothing was charged; please try again in a moment.`,
      )
    }
  }

  async function customerOf(account: Account): Promise<string> {
    const known = await findBillingCustomer(db, { userId: account.id })
    if (known) return known.customer_id
    // Made before the first checkout and kept, so a second attempt (a cancelled checkout, a later
    // upgrade) is the same customer in Stripe rather than one more.
    const customer = await callStripe('start the checkout', (client) =>
      client.customers.create({ ...(account.email ? { email: account.email } : {}), metadata: { user_id: account.id } }),
    )
    await saveBillingCustomer(db, { user_id: account.id, customer_id: customer.id })
    return customer.id
  }

  /**
   * The account an event is about: by the Stripe customer we stored, else by the account id we put
   * in the subscription's metadata at checkout (an update may arrive before the checkout's event).
   */
  async function ownerOf(trx: Trx, customerId: string | null, metadata: Stripe.Metadata | null | undefined): Promise<BillingCustomer | null> {
    if (customerId) {
      const known = await findBillingCustomer(trx, { customerId })
      if (known) return known
    }
    const userId = metadata?.user_id
    if (!userId || !customerId) return null
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('is_guest', '=', 0).executeTakeFirst()
    if (!user) return null
    await saveBillingCustomer(trx, { user_id: user.id, customer_id: customerId })
    return (await findBillingCustomer(trx, { userId: user.id }))!
  }

  /** What an event changes, inside the transaction that records it. */
  async function apply(trx: Trx, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object
        // The plan chosen at checkout, which we put in its metadata (Stripe leaves line items out of the event).
        const plan = paidPlanOf(session.metadata?.plan)
        const userId = session.client_reference_id ?? session.metadata?.user_id ?? null
        const customerId = idOf(session.customer)
        if (session.mode !== 'subscription' || !plan || !userId || !customerId) return ignore(event, 'not a T10 plan checkout')
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('is_guest', '=', 0).executeTakeFirst()
        if (!user) return ignore(event, 'no such account')
        await saveBillingCustomer(trx, {
          user_id: user.id,
          customer_id: customerId,
          subscription_id: idOf(session.subscription),
          subscription_status: 'active',
          payment_failed_at: null,
        })
        await setAccountPlan(trx, user.id, plan)
        return
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object
        const owner = await ownerOf(trx, idOf(subscription.customer), subscription.metadata)
        if (!owner) return ignore(event, 'no account for this customer')
        if (owner.subscription_id && owner.subscription_id !== subscription.id && owner.subscription_status !== 'canceled') {
          return ignore(event, 'not the account’s current subscription')
        }
        const plan: Plan | null = ENDED.has(subscription.status)
          ? 'free'
          : PAYING.has(subscription.status)
            ? planOfPrice(subscription.items.data[0]?.price.id)
            : null // incomplete, paused: the plan stays as it is until Stripe settles it
        await saveBillingCustomer(trx, {
          user_id: owner.user_id,
          customer_id: owner.customer_id,
          subscription_id: subscription.id,
          subscription_status: subscription.status,
        })
        if (plan) await setAccountPlan(trx, owner.user_id, plan)
        return
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object
        const owner = await ownerOf(trx, idOf(subscription.customer), subscription.metadata)
        if (!owner) return ignore(event, 'no account for this customer')
        // An older subscription ending (replaced by a newer one) leaves the current plan alone.
        if (owner.subscription_id && owner.subscription_id !== subscription.id) return ignore(event, 'not the account’s current subscription')
        await saveBillingCustomer(trx, {
          user_id: owner.user_id,
          customer_id: owner.customer_id,
          subscription_id: null,
          subscription_status: 'canceled',
        })
        await setAccountPlan(trx, owner.user_id, 'free')
        return
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object
        const owner = await ownerOf(trx, idOf(invoice.customer), null)
        if (!owner) return ignore(event, 'no account for this customer')
        // Recorded only: the plan stays. Stripe retries the payment (the subscription is past_due
        // meanwhile) and, when its retries are spent, cancels the subscription or marks it unpaid:
        // customer.subscription.deleted or .updated then moves the account to Free. Taking the plan
        // away at the first declined card would punish an expired card the customer is replacing.
        await saveBillingCustomer(trx, { user_id: owner.user_id, customer_id: owner.customer_id, payment_failed_at: new Date().toISOString() })
        log.warn({ event: event.id, user: owner.user_id }, 'Stripe: a subscription payment failed; the plan stays while Stripe retries')
        return
      }
      default:
        return ignore(event, 'not an event T10 acts on')
    }
  }

  function ignore(event: Stripe.Event, why: string): void {
    log.info({ event: event.id, type: event.type }, `Stripe webhook recorded without a change: ${why}`)
  }

  return {
    async checkout(account, plan) {
      if (account.plan === plan) throw new AppError(409, 'conflict', `You are already on the ${plan === 'standard' ? 'Standard' : 'Premium'} plan.`)
      const current = await findBillingCustomer(db, { userId: account.id })
      if (current?.subscription_id && current.subscription_status !== 'canceled') {
        // A second subscription would charge twice: plan changes of a subscriber go through the portal.
        throw new AppError(409, 'conflict', 'You already have a subscription: change or cancel it with Manage billing on your profile page.')
      }
      const customer = await customerOf(account)
      const metadata = { user_id: account.id, plan }
      const session = await callStripe('start the checkout', (client) =>
        client.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: account.id,
          // The price is recurring monthly in Stripe: the plan is billed each month until cancelled.
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          metadata,
          subscription_data: { metadata },
          success_url: `${publicUrl}/profile?billing=success`,
          cancel_url: `${publicUrl}/pricing`,
        }),
      )
      if (!session.url)
        throw new AppError(502, 'provider_error', 'The payment service (Stripe) gave no checkout page. Nothing was charged; please try again.')
      return session.url
    },

    async portal(account) {
      const known = await findBillingCustomer(db, { userId: account.id })
      if (!known) throw new AppError(409, 'conflict', 'This account has no billing with Stripe yet: choose a plan on the Pricing page first.')
      const session = await callStripe('open the billing page', (client) =>
        client.billingPortal.sessions.create({ customer: known.customer_id, return_url: `${publicUrl}/profile` }),
      )
      return session.url
    },

    async hasCustomer(account) {
      return (await findBillingCustomer(db, { userId: account.id })) !== null
    },

    async applyWebhook(payload, signature) {
      let event: Stripe.Event
      try {
        if (!signature) throw new Error('no Stripe-Signature header')
        event = await verifiedEvent(payload, signature, settings.webhookSecret)
      } catch (error) {
        log.warn({ err: error }, 'Stripe webhook refused: bad signature')
        throw new AppError(
          400,
          'validation_error',
          'Webhook signature verification failed: the Stripe-Signature header does not match this payload signed with STRIPE_WEBHOOK_SECRET. Nothing was changed.',
        )
      }
      const applied = await db.transaction().execute(async (trx) => {
        if (!(await recordBillingEvent(trx, event.id, event.type))) return false
        await apply(trx, event)
        return true
      })
      return { duplicate: !applied }
    },
  }
}

function paidPlanOf(value: string | null | undefined): PaidPlan | null {
  return value === 'standard' || value === 'premium' ? value : null
}
