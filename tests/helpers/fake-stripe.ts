import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server standing in for Stripe's API, in Stripe's wire format: form-encoded POSTs
 * (`line_items[0][price]=...`) with the secret key as a bearer token, JSON answers shaped like
 * Stripe's objects, Stripe's error shape. It keeps what was created (customers, Checkout sessions,
 * subscriptions) and makes the webhook events that follow, signed as Stripe signs them:
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the endpoint's secret>`.
 * The real `stripe` SDK talks to it through STRIPE_API_BASE; nothing reaches the internet.
 */
export interface FakeStripe {
  url: string
  /** The STRIPE_* settings that point an app at this fake. */
  env: {
    STRIPE_SECRET_KEY: string
    STRIPE_WEBHOOK_SECRET: string
    STRIPE_PRICE_STANDARD: string
    STRIPE_PRICE_PREMIUM: string
    STRIPE_API_BASE: string
  }
  requests: Array<{ method: string; path: string; form: Record<string, any>; headers: IncomingHttpHeaders }>
  checkoutSessions: Map<string, any>
  subscriptions: Map<string, any>
  /** checkout.session.completed for a session made through the API: its subscription is made too. */
  completeCheckout(sessionId: string): StripeEvent
  /** customer.subscription.updated or .deleted after changing the subscription (its plan's price, its status). */
  subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    subscriptionId: string,
    change?: { plan?: 'standard' | 'premium'; status?: string },
  ): StripeEvent
  /** invoice.payment_failed for the subscription's latest invoice. */
  paymentFailed(subscriptionId: string): StripeEvent
  /** The body and headers of a webhook delivery as Stripe sends it (signed with `secret`, by default the endpoint's). */
  delivery(event: StripeEvent, options?: { secret?: string; timestamp?: number }): { payload: string; headers: Record<string, string> }
  close(): Promise<void>
}

export interface StripeEvent {
  id: string
  object: 'event'
  type: string
  data: { object: any }
  [key: string]: unknown
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Stripe's Stripe-Signature header for a payload: `t=...,v1=...`. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${v1}`
}

/** Stripe's form encoding back to objects: `a[b][0][c]=v` is { a: { b: [{ c: 'v' }] } }. */
function parseForm(body: string): Record<string, any> {
  const root: Record<string, any> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: any = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const index = /^\d+$/.test(part) ? Number(part) : part
      if (last) node[index] = value
      else node = node[index] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}
    })
  }
  return root
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const prices = { standard: 'price_standard_monthly', premium: 'price_premium_monthly' }
  const requests: FakeStripe['requests'] = []
  const customers = new Map<string, any>()
  const checkoutSessions = new Map<string, any>()
  const subscriptions = new Map<string, any>()
  let url = ''

  const created = () => Math.floor(Date.now() / 1000)
  const priceObject = (id: string) => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    type: 'recurring',
    recurring: { interval: 'month', interval_count: 1 },
  })
  const event = (type: string, object: any): StripeEvent => ({
    id: newId('evt'),
    object: 'event',
    api_version: '2026-11-17',
    created: created(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  })

  function answer(path: string, form: Record<string, any>): [number, unknown] {
    if (path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created: created(),
        email: form.email ?? null,
        metadata: form.metadata ?? {},
        livemode: false,
      }
      customers.set(customer.id, customer)
      return [200, customer]
    }
    if (path === '/v1/checkout/sessions') {
      if (form.mode !== 'subscription' || !Array.isArray(form.line_items)) {
        return [400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items.' } }]
      }
      const id = newId('cs_test')
      const session = {
        id,
        object: 'checkout.session',
        created: created(),
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `${url}/c/pay/${id}`,
        livemode: false,
        // Kept for the fake's own use: Stripe leaves line items out of the session object.
        _line_items: form.line_items,
        _subscription_metadata: form.subscription_data?.metadata ?? {},
      }
      checkoutSessions.set(id, session)
      return [200, withoutPrivate(session)]
    }
    if (path === '/v1/billing_portal/sessions') {
      if (!customers.has(form.customer)) return [400, { error: { type: 'invalid_request_error', message: `No such customer: '${form.customer}'` } }]
      const id = newId('bps')
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          created: created(),
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `${url}/p/session/${id}`,
          livemode: false,
        },
      ]
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path}).` } }]
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = parseForm(Buffer.concat(chunks).toString('utf8'))
      const path = (request.url ?? '/').split('?')[0]!
      requests.push({ method: request.method ?? '', path, form, headers: request.headers })
      const [status, body] =
        request.headers.authorization !== `Bearer ${secretKey}`
          ? [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }]
          : request.method !== 'POST'
            ? [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } }]
            : answer(path, form)
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
      response.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_STANDARD: prices.standard,
      STRIPE_PRICE_PREMIUM: prices.premium,
      STRIPE_API_BASE: url,
    },
    requests,
    checkoutSessions,
    subscriptions,

    completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId)
      if (!session) throw new Error(`no checkout session ${sessionId}`)
      const subscription = {
        id: newId('sub'),
        object: 'subscription',
        created: created(),
        customer: session.customer,
        status: 'active',
        metadata: session._subscription_metadata,
        items: {
          object: 'list',
          data: [{ id: newId('si'), object: 'subscription_item', price: priceObject(session._line_items[0].price), quantity: 1 }],
        },
        livemode: false,
      }
      subscriptions.set(subscription.id, subscription)
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id })
      return event('checkout.session.completed', withoutPrivate(session))
    },

    subscriptionEvent(type, subscriptionId, change = {}) {
      const subscription = subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
      if (change.plan) subscription.items.data[0].price = priceObject(prices[change.plan])
      if (change.status) subscription.status = change.status
      if (type === 'customer.subscription.deleted') subscription.status = 'canceled'
      return event(type, subscription)
    },

    paymentFailed(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
      subscription.status = 'past_due'
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        created: created(),
        customer: subscription.customer,
        status: 'open',
        attempt_count: 1,
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
        livemode: false,
      }
      return event('invoice.payment_failed', invoice)
    },

    delivery(stripeEvent, options = {}) {
      const payload = JSON.stringify(stripeEvent, null, 2)
      return {
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignature(payload, options.secret ?? webhookSecret, options.timestamp),
        },
      }
    },

    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

function withoutPrivate(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')))
}
