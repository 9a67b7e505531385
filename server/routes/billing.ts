import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BillingRedirectResponseSchema,
  BillingStatusResponseSchema,
  CheckoutBodySchema,
  WebhookResponseSchema,
} from '../../shared/schemas/billing.ts'
import { AppError } from '../lib/app-error.ts'
import { accountOf } from '../plugins/auth.ts'
import type { Billing } from '../services/billing/billing.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

/** Stripe's events are small; anything near this is not one. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

const BILLING_OFF = 'Plans are not sold on this installation: its administrator assigns them. Ask them to move you to Standard or Premium.'

const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billingOn = (): Billing => {
    if (!app.billing) throw new AppError(409, 'conflict', BILLING_OFF)
    return app.billing
  }

  app.get(
    '/api/v1/billing',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether plans are bought here (Stripe) or assigned by the administrator, and whether the caller can manage billing',
        response: { 200: BillingStatusResponseSchema },
      },
    },
    async (request) => {
      const account = request.account && !request.account.isGuest ? request.account : null
      return {
        success: true as const,
        billing: {
          enabled: app.billing !== null,
          has_customer: app.billing !== null && account !== null && (await app.billing.hasCustomer(account)),
        },
      }
    },
  )

  app.post(
    '/api/v1/billing/checkout',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['billing'],
        summary: 'Start a Stripe Checkout for a monthly Standard or Premium subscription; answers the page to send the browser to',
        security: bearerOrCookie,
        body: CheckoutBodySchema,
        response: { 200: BillingRedirectResponseSchema, ...errorResponses(400, 401, 409, 502) },
      },
    },
    async (request) => ({ success: true as const, url: await billingOn().checkout(accountOf(request), request.body.plan) }),
  )

  app.post(
    '/api/v1/billing/portal',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['billing'],
        summary: 'Open the Stripe customer portal (change plan, card, cancel); answers the page to send the browser to',
        security: bearerOrCookie,
        response: { 200: BillingRedirectResponseSchema, ...errorResponses(401, 409, 502) },
      },
    },
    async (request) => ({ success: true as const, url: await billingOn().portal(accountOf(request)) }),
  )

  // Its own scope: the signature is over the exact bytes Stripe sent, so this one route reads its
  // JSON body as a Buffer. Stripe sends no cookie and no Origin, so the same-origin guard lets it
  // through (it only asks that of cookie sessions); the signature is what authenticates it.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers()
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    webhook.post(
      '/api/v1/billing/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook: checkout.session.completed, customer.subscription.updated/deleted, invoice.payment_failed set the account’s plan',
          description:
            'Signed by Stripe (Stripe-Signature header, STRIPE_WEBHOOK_SECRET). Each event is applied once: a replayed event id answers 200 with duplicate: true and changes nothing.',
          response: { 200: WebhookResponseSchema, ...errorResponses(400, 409) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature']
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const { duplicate } = await billingOn().applyWebhook(payload, typeof signature === 'string' ? signature : undefined)
        return { success: true as const, duplicate }
      },
    )
  })
}

export default billingRoutes
