import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { type FakeStripe, type StripeEvent, startFakeStripe, stripeSignature } from '../helpers/fake-stripe.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * Plans bought through Stripe: Checkout, the portal and the webhooks, with the real `stripe` SDK
 * against a local fake of Stripe's API (helpers/fake-stripe.ts), and without billing configured.
 */

const resumeText = softwareEngineerText().bytes.toString('utf8')

describe('billing with Stripe configured', () => {
  let t: TestApp
  let stripe: FakeStripe

  beforeAll(async () => {
    stripe = await startFakeStripe()
    t = await createTestApp(stripe.env)
  })
  afterAll(async () => {
    await t?.close()
    await stripe?.close()
  })

  const freeUser = () => signUp(t.app, undefined, undefined, { plan: 'free' })
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) })
  const planOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/account/usage', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    return response.json().usage.plan as string
  }
  const deliver = (event: StripeEvent, options?: { secret?: string }) => {
    const { payload, headers } = stripe.delivery(event, options)
    return t.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers, payload })
  }
  const generateResume = (token: string) =>
    post('/api/v1/generate/resume', token, { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD }, provider: 'local' })
  /** Signs up a free account and takes it through Checkout to a paid subscription; the subscription's id. */
  const subscribed = async (plan: 'standard' | 'premium' = 'standard') => {
    const user = await freeUser()
    const checkout = await post('/api/v1/billing/checkout', user.token, { plan })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const sessionId = new URL(checkout.json().url).pathname.split('/').at(-1)!
    const completed = stripe.completeCheckout(sessionId)
    expect((await deliver(completed)).statusCode).toBe(200)
    return { user, completed, subscriptionId: stripe.checkoutSessions.get(sessionId).subscription as string }
  }
  const billingRow = (userId: string) =>
    t.app.db
      .withTables<{ billing_customers: { user_id: string; subscription_status: string | null; payment_failed_at: string | null } }>()
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst()

  it('says billing is on, to visitors and accounts alike', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/billing' })
    expect(anonymous.json()).toEqual({ success: true, billing: { enabled: true, has_customer: false } })
    const user = await freeUser()
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/billing', headers: bearer(user.token) })
    expect(signedIn.json().billing).toEqual({ enabled: true, has_customer: false })
  })

  it('starts a monthly subscription Checkout and answers the fake Stripe’s page', async () => {
    const user = await freeUser()
    const response = await post('/api/v1/billing/checkout', user.token, { plan: 'premium' })
    expect(response.statusCode, response.body).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`))

    const customerCall = stripe.requests.find((r) => r.path === '/v1/customers' && r.form.metadata?.user_id === user.userId)
    expect(customerCall?.form.email).toBe(user.email)
    const sessionCall = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === user.userId)!
    expect(sessionCall.headers.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`)
    expect(sessionCall.form).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: stripe.env.STRIPE_PRICE_PREMIUM, quantity: '1' }],
      success_url: 'http://localhost:3000/profile?billing=success',
      cancel_url: 'http://localhost:3000/pricing',
      metadata: { user_id: user.userId, plan: 'premium' },
      subscription_data: { metadata: { user_id: user.userId, plan: 'premium' } },
    })
    // Not bought yet: the plan changes only when Stripe says the checkout completed.
    expect(await planOf(user.token)).toBe('free')

    // A second attempt is the same Stripe customer.
    expect((await post('/api/v1/billing/checkout', user.token, { plan: 'standard' })).statusCode).toBe(200)
    expect(stripe.requests.filter((r) => r.path === '/v1/customers' && r.form.metadata?.user_id === user.userId)).toHaveLength(1)
  })

  it('refuses checkout to visitors without an account, and for a plan it does not sell', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/billing/checkout', payload: { plan: 'standard' } })).statusCode).toBe(401)
    const user = await freeUser()
    for (const plan of ['free', 'gold']) {
      const response = await post('/api/v1/billing/checkout', user.token, { plan })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, error_type: 'validation_error' })
    }
  })

  it('moves the account to Standard when the checkout completes, lifting its limits at once; the portal opens', async () => {
    const user = await freeUser()
    for (let i = 0; i < 7; i++) expect((await generateResume(user.token)).statusCode).toBe(200)
    const refused = await generateResume(user.token)
    expect(refused.statusCode).toBe(403)
    // Billing is on here, so the message may offer the upgrade.
    expect(refused.json().message).toMatch(/ Upgrade to Standard for unlimited resumes\.$/)

    const checkout = await post('/api/v1/billing/checkout', user.token, { plan: 'standard' })
    const sessionId = new URL(checkout.json().url).pathname.split('/').at(-1)!
    const delivered = await deliver(stripe.completeCheckout(sessionId))
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json()).toEqual({ success: true, duplicate: false })

    expect(await planOf(user.token)).toBe('standard')
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) })).json().user.plan).toBe('standard')
    expect((await generateResume(user.token)).statusCode).toBe(200)

    const status = await t.app.inject({ method: 'GET', url: '/api/v1/billing', headers: bearer(user.token) })
    expect(status.json().billing).toEqual({ enabled: true, has_customer: true })
    const portal = await post('/api/v1/billing/portal', user.token)
    expect(portal.statusCode, portal.body).toBe(200)
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`))
    expect(stripe.requests.at(-1)?.form).toMatchObject({ return_url: 'http://localhost:3000/profile' })

    // A subscriber changes plans in the portal, not through a second subscription.
    const again = await post('/api/v1/billing/checkout', user.token, { plan: 'premium' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already have a subscription/)
  })

  it('follows the subscription: updated to Premium, then deleted back to Free', async () => {
    const { user, subscriptionId } = await subscribed('standard')
    expect(await planOf(user.token)).toBe('standard')
    expect((await deliver(stripe.subscriptionEvent('customer.subscription.updated', subscriptionId, { plan: 'premium' }))).statusCode).toBe(200)
    expect(await planOf(user.token)).toBe('premium')
    expect((await deliver(stripe.subscriptionEvent('customer.subscription.deleted', subscriptionId))).statusCode).toBe(200)
    expect(await planOf(user.token)).toBe('free')
    expect((await billingRow(user.userId))?.subscription_status).toBe('canceled')
  })

  it('records a failed payment and keeps the plan until Stripe ends the subscription', async () => {
    const { user, subscriptionId } = await subscribed('premium')
    const failed = await deliver(stripe.paymentFailed(subscriptionId))
    expect(failed.statusCode).toBe(200)
    expect(await planOf(user.token)).toBe('premium')
    expect((await billingRow(user.userId))?.payment_failed_at).toMatch(/^\d{4}-/)
    // Stripe's retries spent: the subscription is unpaid, and the plan goes.
    expect((await deliver(stripe.subscriptionEvent('customer.subscription.updated', subscriptionId, { status: 'unpaid' }))).statusCode).toBe(200)
    expect(await planOf(user.token)).toBe('free')
  })

  it('applies an event once: a replay answers 200 and changes nothing', async () => {
    const { user, completed, subscriptionId } = await subscribed('standard')
    expect((await deliver(stripe.subscriptionEvent('customer.subscription.updated', subscriptionId, { plan: 'premium' }))).statusCode).toBe(200)
    expect(await planOf(user.token)).toBe('premium')
    // The checkout's event again (Stripe retries deliveries): it would set Standard if applied twice.
    const replay = await deliver(completed)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ success: true, duplicate: true })
    expect(await planOf(user.token)).toBe('premium')
  })

  it('refuses a delivery whose signature does not match with 400, changing nothing', async () => {
    const user = await freeUser()
    const checkout = await post('/api/v1/billing/checkout', user.token, { plan: 'standard' })
    const completed = stripe.completeCheckout(new URL(checkout.json().url).pathname.split('/').at(-1)!)

    const forged = await deliver(completed, { secret: 'whsec_not_the_endpoint_secret' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ success: false, error_type: 'validation_error' })
    expect(forged.json().message).toMatch(/^Webhook signature verification failed: .* Nothing was changed\.$/)
    const { payload, headers } = stripe.delivery(completed)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': headers['content-type']! },
      payload,
    })
    expect(unsigned.statusCode).toBe(400)
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers,
      payload: payload.replace('"standard"', '"premium"'),
    })
    expect(tampered.statusCode).toBe(400)
    expect(await planOf(user.token)).toBe('free')

    // Nothing was recorded either: the genuine delivery of the same event still applies.
    expect((await deliver(completed)).json()).toEqual({ success: true, duplicate: false })
    expect(await planOf(user.token)).toBe('standard')
  })

  it('signs deliveries exactly as Stripe does (the SDK’s own test header agrees)', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' })
    const timestamp = 1_790_000_000
    const secret = stripe.env.STRIPE_WEBHOOK_SECRET
    expect(stripeSignature(payload, secret, timestamp)).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }))
  })
})

describe('billing without Stripe', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('says billing is off and refuses checkout and the portal with a clear message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/billing' })).json()).toEqual({
      success: true,
      billing: { enabled: false, has_customer: false },
    })
    const user = await signUp(t.app, undefined, undefined, { plan: 'free' })
    for (const [url, payload] of [
      ['/api/v1/billing/checkout', { plan: 'standard' }],
      ['/api/v1/billing/portal', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ success: false, error_type: 'conflict' })
      expect(response.json().message).toBe(
        'Plans are not sold on this installation: its administrator assigns them. Ask them to move you to Standard or Premium.',
      )
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(webhook.statusCode).toBe(409)
  })

  it('offers nothing to buy when a plan’s allowance is used: it says when it comes back and how plans are assigned', async () => {
    const user = await signUp(t.app, undefined, undefined, { plan: 'free' })
    const generate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/generate/resume',
        headers: bearer(user.token),
        payload: { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD }, provider: 'local' },
      })
    for (let i = 0; i < 7; i++) expect((await generate()).statusCode).toBe(200)
    const refused = await generate()
    expect(refused.statusCode).toBe(403)
    const { message } = refused.json()
    expect(message).toMatch(/ It renews on .+; your next daily generation is on .+ UTC\. /)
    expect(message).toMatch(
      / On this installation plans are assigned by its administrator: ask them to move you to Standard or Premium for unlimited resumes\.$/,
    )
    expect(message).not.toMatch(/upgrade|buy|purchase/i)
  })
})

describe('billing settings', () => {
  it('need the webhook secret and both prices with the key, and none of them without it', () => {
    const all = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STANDARD: 'price_s',
      STRIPE_PRICE_PREMIUM: 'price_p',
    }
    expect(loadConfig({}).billing).toBeNull()
    expect(loadConfig(all).billing).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      prices: { standard: 'price_s', premium: 'price_p' },
      apiBase: null,
    })
    expect(() => loadConfig({ ...all, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/Invalid STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/)
    expect(() => loadConfig({ STRIPE_PRICE_PREMIUM: 'price_p' })).toThrow(/Invalid STRIPE_PRICE_PREMIUM: is set but STRIPE_SECRET_KEY is not/)
    expect(() => loadConfig({ ...all, STRIPE_API_BASE: 'ftp://x' })).toThrow(/Invalid STRIPE_API_BASE/)
  })
})
