import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { TRIAL_ADDRESS_GENERATIONS } from '../../server/services/usage.service.ts'
import { mailedToken, tokenInLogLine, waitFor } from '../helpers/account-mail.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { APP_ORIGIN, bearer, createTestApp, fileForm, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

const resume = softwareEngineerText().bytes

/** A different made-up client address on every call (TEST-NET-3, never routed). */
let addressCounter = 0
const nextAddress = () => `203.0.113.${(++addressCounter % 250) + 1}`

const login = (t: TestApp, email: string, password: string, forwardedFor = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  })

describe('the client address (TRUST_PROXY)', () => {
  it('is the connection’s by default: rotating X-Forwarded-For does not escape the per-address limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' })
    try {
      // A different account each time, so only the per-address limit can refuse.
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await login(t, `nobody${i}@example.com`, 'not the password'))
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429, 429])
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })

  it('comes from X-Forwarded-For with TRUST_PROXY=1: each forwarded client has its own limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' })
    try {
      const rotating = []
      for (let i = 0; i < 5; i++) rotating.push((await login(t, `rot${i}@example.com`, 'not the password')).statusCode)
      expect(rotating).toEqual([401, 401, 401, 401, 401])
      const sameClient = []
      for (let i = 0; i < 4; i++) sameClient.push((await login(t, `same${i}@example.com`, 'not the password', '198.51.100.7')).statusCode)
      expect(sameClient).toEqual([401, 401, 401, 429])
    } finally {
      await t.close()
    }
  })

  it('trusts a listed proxy only: a client connecting directly can’t name another address', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })
    try {
      const direct = []
      for (let i = 0; i < 3; i++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '192.0.2.50',
          headers: { 'x-forwarded-for': nextAddress() },
          payload: { email: `direct${i}@example.com`, password: 'not the password' },
        })
        direct.push(answer.statusCode)
      }
      expect(direct).toEqual([401, 401, 429])
      // Through the listed proxy (inject connects from 127.0.0.1) the forwarded address counts.
      const proxied = []
      for (let i = 0; i < 3; i++) proxied.push((await login(t, `proxied${i}@example.com`, 'not the password')).statusCode)
      expect(proxied).toEqual([401, 401, 401])
    } finally {
      await t.close()
    }
  })

  it.each([
    ['true', /Invalid TRUST_PROXY: "true" would trust any client/],
    ['many', /Invalid TRUST_PROXY: "many" is not a hop count/],
    ['10.0.0.0/33', /Invalid TRUST_PROXY: "10.0.0.0\/33"/],
    ['127.0.0.1,nonsense', /Invalid TRUST_PROXY: "nonsense"/],
  ])('stops at start on TRUST_PROXY=%s, naming it', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message)
  })

  it('reads off, a hop count and a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'])
  })
})

describe('the per-account sign-in limit (5 attempts in 15 minutes by default)', () => {
  let t: TestApp
  beforeAll(async () => {
    // Behind a trusted proxy, so that every attempt really comes from a different client.
    t = await createTestApp({ TRUST_PROXY: '1' })
  })
  afterAll(() => t.close())

  it('holds across rotating client addresses and says when to retry', async () => {
    const user = await signUp(t.app, 'target@example.com', 'the real password')
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await login(t, user.email, `guess number ${i}`)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401])

    const sixth = await login(t, user.email, 'guess number 6')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({
      success: false,
      error_type: 'rate_limited',
      message: 'Too many sign-in attempts for this account. Please try again in 15 minutes.',
    })
    const retryAfter = Number(sixth.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    // While refused, even the right password is not checked (a success would confirm a guess).
    expect((await login(t, user.email, 'the real password')).statusCode).toBe(429)
    // Other accounts are not affected.
    const other = await signUp(t.app, 'bystander@example.com', 'bystander password')
    expect((await login(t, other.email, other.password)).statusCode).toBe(200)
  })

  it('treats an unknown address like a known one', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await login(t, 'ghost@example.com', `guess ${i}`))
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 429])
    expect(answers[5]?.json().message).toBe('Too many sign-in attempts for this account. Please try again in 15 minutes.')
  })

  it('holds a parallel burst to the limit too', async () => {
    await signUp(t.app, 'burst@example.com', 'burst password ok')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, 'BURST@example.com', `parallel ${i}`)))
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length
    expect(count(401)).toBe(5)
    expect(count(429)).toBe(15)
  })

  it('starts the count over after a successful sign-in', async () => {
    const user = await signUp(t.app, 'forgetful@example.com', 'forgetful password')
    for (let i = 0; i < 4; i++) expect((await login(t, user.email, `typo ${i}`)).statusCode).toBe(401)
    expect((await login(t, user.email, user.password)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(t, user.email, `typo again ${i}`)).statusCode).toBe(401)
    expect((await login(t, user.email, user.password)).statusCode).toBe(200)
  })

  it('lets the account in again once the window has passed', async () => {
    const user = await signUp(t.app, 'patient@example.com', 'patient password')
    for (let i = 0; i < 5; i++) await login(t, user.email, `wrong ${i}`)
    expect((await login(t, user.email, user.password)).statusCode).toBe(429)
    // Age the window as fifteen minutes passing would.
    await t.app.db
      .updateTable('attempt_counters')
      .set({ window_ends_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await login(t, user.email, user.password)).statusCode).toBe(200)
  })
})

describe('the per-address limit on reset mail (3 an hour by default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' })
  })
  afterAll(() => t.close())

  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { email },
    })
  const mailsTo = (email: string) => t.logs.filter((line) => line.to === email && tokenInLogLine(line) !== undefined).length

  it('sends three, then refuses with Retry-After, from any client address, known account or not', async () => {
    await signUp(t.app, 'inbox@example.com')
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await forgot('inbox@example.com'))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429, 429])
    expect(answers[3]?.json().message).toBe('Too many password reset requests for this address. Please try again in 60 minutes.')
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(59 * 60)
    await waitFor(() => mailsTo('inbox@example.com') === 3, 'three reset mails')

    const unknown = []
    for (let i = 0; i < 4; i++) unknown.push((await forgot('nobody-here@example.com')).statusCode)
    expect(unknown).toEqual([200, 200, 200, 429])
    expect((await forgot('someone-else@example.com')).statusCode).toBe(200)
  })
})

describe('the landing-page trial', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('can’t be multiplied past the address’s cap by sending a new X-Forwarded-For with each fresh visitor', async () => {
    const generateAsNewVisitor = async () => {
      const spoofed = { 'x-forwarded-for': nextAddress() }
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/upload',
        headers: spoofed,
        payload: fileForm(resume, 'cv.txt'),
      })
      const cookie = String(upload.headers['set-cookie']).split(';')[0] ?? ''
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/generate/resume',
        headers: { ...fromWebApp(cookie), ...spoofed },
        payload: { resume_text: upload.json().data.resume_text, job_data: { description: BACKEND_JD } },
      })
    }
    // Each fresh visitor is a new browser, but all come from one connection's address: its cap holds.
    for (let i = 0; i < TRIAL_ADDRESS_GENERATIONS; i++) expect((await generateAsNewVisitor()).statusCode).toBe(200)
    const over = await generateAsNewVisitor()
    expect(over.statusCode).toBe(429)
    expect(over.json().error_type).toBe('trial_limit_reached')
  }, 120_000)
})

describe('signing out', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })

  it('ends the session on the server: the old token is refused as a bearer token and as a copied cookie', async () => {
    const user = await signUp(t.app)
    const copiedCookie = user.cookie
    expect((await me(bearer(user.token))).statusCode).toBe(200)

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(user.token) })
    expect(logout.statusCode).toBe(200)

    expect((await me(bearer(user.token))).statusCode).toBe(401)
    expect((await me({ cookie: copiedCookie })).statusCode).toBe(401)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(resume, 'cv.txt'),
    })
    expect(await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(user.token) }).then((r) => r.statusCode)).toBe(401)
    // The upload went through as an anonymous visitor, not as the signed-out account.
    expect(upload.statusCode).toBe(201)
  })

  it('from the browser (cookie) ends that session only; the account’s other sessions go on', async () => {
    const user = await signUp(t.app)
    const laptop = await login(t, user.email, user.password)
    const laptopToken = laptop.json().token as string

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: fromWebApp(user.cookie) })
    expect(logout.statusCode).toBe(200)
    expect(String(logout.headers['set-cookie'])).toMatch(/t10_session=;/)

    expect((await me({ cookie: user.cookie })).statusCode).toBe(401)
    expect((await me(bearer(user.token))).statusCode).toBe(401)
    expect((await me(bearer(laptopToken))).statusCode).toBe(200)
  })
})

describe('new passwords', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://t10.example.com' })
  })
  afterAll(() => t.close())

  const register = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: `pw${++addressCounter}@example.com`, password },
    })

  it('refuses a password of spaces only, saying why', async () => {
    const answer = await register('          ')
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      success: false,
      error_type: 'validation_error',
      message: 'password must contain something other than spaces',
      field: 'password',
    })
  })

  it.each(['password', 'iloveyou', 'Sunshine', 'qwertyuiop', '1qaz2wsx', 'Password1 '])(
    'refuses the common password %j, saying why',
    async (password) => {
      const answer = await register(password)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().message).toBe('password is one of the most common passwords, which are the first ones guessed; please choose another')
    },
  )

  it('keeps the length rule and its message, and accepts an uncommon password', async () => {
    expect((await register('abc')).json().message).toBe('password must be at least 8 characters')
    expect((await register('correct horse battery')).statusCode).toBe(201)
  })

  it('applies the same rules to a reset, without using up the link', async () => {
    const user = await signUp(t.app, 'resetter@example.com')
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
    const token = await lastResetToken(t)
    const common = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'football' } })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/^password is one of the most common passwords/)
    const good = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'a much better one 42' } })
    expect(good.statusCode).toBe(200)
  })
})

/** The token of the newest reset link mailed (to the log), once one more than before has come. */
const resetsSeen = new WeakMap<TestApp, number>()
function lastResetToken(t: TestApp): Promise<string> {
  const count = (resetsSeen.get(t) ?? 0) + 1
  resetsSeen.set(t, count)
  return mailedToken(t.logs, 'reset-password', count)
}

describe('a successful password reset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('makes every other outstanding link of the account useless', async () => {
    const user = await signUp(t.app, 'two-links@example.com')
    const forgot = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
    await forgot()
    const first = await lastResetToken(t)
    await forgot()
    const second = await lastResetToken(t)
    expect(second).not.toBe(first)

    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } })
    expect((await reset(second, 'chosen with link two')).statusCode).toBe(200)
    const stale = await reset(first, 'chosen with link one')
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toBe('This reset link is invalid or has expired. Please request a new one.')
    expect((await login(t, user.email, 'chosen with link two')).statusCode).toBe(200)
  })
})

describe('changes from another site (cross-site request forgery)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  let user: Awaited<ReturnType<typeof signUp>>
  beforeAll(async () => {
    user = await signUp(t.app)
  })
  const saveProfile = (headers: Record<string, string>, location: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile', headers, payload: { userId: user.userId, profile: { location } } })
  const locationOf = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/profile?userId=${user.userId}`, headers: bearer(user.token) })).json().profile.location as string

  it('refuses a cookie-signed change whose Origin is another site, and changes nothing', async () => {
    const forged = await saveProfile({ cookie: user.cookie, origin: 'https://evil.example' }, 'Evil')
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({
      success: false,
      error_type: 'forbidden',
      message: `This request was refused: it came from https://evil.example, not from the T10 web app at ${APP_ORIGIN}.`,
    })
    expect(await locationOf()).toBe('')
  })

  it('refuses a cookie-signed change from another site behind a proxy whose Basic credentials the browser adds', async () => {
    const basic = { authorization: `Basic ${Buffer.from('staff:proxy-password').toString('base64')}` }
    const forged = await saveProfile({ ...basic, cookie: user.cookie, origin: 'https://evil.example' }, 'Evil')
    expect(forged.statusCode).toBe(403)
    expect((await saveProfile({ ...basic, cookie: user.cookie }, 'Nowhere')).statusCode).toBe(403)
    expect(await locationOf()).toBe('')
  })

  it('refuses a cookie-signed change that names no origin at all, or a foreign Referer', async () => {
    const bare = await saveProfile({ cookie: user.cookie }, 'Nowhere')
    expect(bare.statusCode).toBe(403)
    expect(bare.json().message).toMatch(/must come from the T10 web app/)
    const referred = await saveProfile({ cookie: user.cookie, referer: 'https://evil.example/page' }, 'Evil')
    expect(referred.statusCode).toBe(403)
    expect(await locationOf()).toBe('')
  })

  it('accepts the web app’s own requests: its Origin, its Referer, or the address the request was sent to', async () => {
    expect((await saveProfile(fromWebApp(user.cookie), 'London')).statusCode).toBe(200)
    expect((await saveProfile({ cookie: user.cookie, referer: `${APP_ORIGIN}/profile` }, 'Paris')).statusCode).toBe(200)
    expect((await saveProfile({ cookie: user.cookie, host: 't10.lan:8080', origin: 'http://t10.lan:8080' }, 'Rome')).statusCode).toBe(200)
    expect(await locationOf()).toBe('Rome')
  })

  it('leaves bearer-token requests (the CLI) alone', async () => {
    expect((await saveProfile({ ...bearer(user.token), origin: 'https://elsewhere.example' }, 'Oslo')).statusCode).toBe(200)
    expect((await saveProfile(bearer(user.token), 'Bergen')).statusCode).toBe(200)
  })

  it('refuses a cross-site upload before storing anything', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: fileForm(resume, 'cv.txt'),
    })
    expect(upload.statusCode).toBe(403)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(user.token) })
    expect(list.json().resumes).toEqual([])
  })

  it('refuses a sign-in posted from another site (it would sign the visitor into someone else’s account)', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    })
    expect(answer.statusCode).toBe(403)
  })

  it('accepts PUBLIC_URL’s origin behind a proxy that rewrites Host', async () => {
    const proxied = await createTestApp({ PUBLIC_URL: 'https://t10.example.com/' })
    try {
      const owner = await signUp(proxied.app)
      const answer = await proxied.app.inject({
        method: 'POST',
        url: '/api/profile',
        headers: { cookie: owner.cookie, host: '127.0.0.1:3000', origin: 'https://t10.example.com' },
        payload: { userId: owner.userId, profile: { location: 'Lisbon' } },
      })
      expect(answer.statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})

describe('mail without SMTP', () => {
  it('warns once at start that reset links go to the log', async () => {
    const t = await createTestApp()
    try {
      const warnings = t.logs.filter((line) => String(line.msg).startsWith('SMTP_URL is not set'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]?.level).toBe(40)
      expect(warnings[0]?.msg).toBe('SMTP_URL is not set: password reset links are written to this log instead of being mailed')
    } finally {
      await t.close()
    }
  })

  it('never writes the reset link into the log when NODE_ENV=production', async () => {
    // Production refuses the suite's low password cost.
    const production: Record<string, string> = { NODE_ENV: 'production', PASSWORD_HASH_COST: '15' }
    const t = await createTestApp(production)
    try {
      expect(t.logs.some((line) => String(line.msg).includes('password reset mail is not sent, and its links are not logged'))).toBe(true)
      await signUp(t.app, 'prod@example.com')
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'prod@example.com' } })
      expect(answer.statusCode).toBe(200)
      // A reset was created, and only its existence reached the log.
      await waitFor(
        () => t.logs.some((line) => line.to === 'prod@example.com' && line.msg === 'mail not sent: SMTP_URL is not set'),
        'the unsent mail',
      )
      expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1)
      expect(JSON.stringify(t.logs)).not.toMatch(/token=/)
    } finally {
      await t.close()
    }
  })

  it('refuses LOG_UNSENT_MAIL=true in production, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LOG_UNSENT_MAIL: 'true' })).toThrow(/Invalid LOG_UNSENT_MAIL/)
    expect(loadConfig({ NODE_ENV: 'production' }).logUnsentMail).toBe(false)
    expect(loadConfig({}).logUnsentMail).toBe(true)
    expect(loadConfig({ LOG_UNSENT_MAIL: 'false' }).logUnsentMail).toBe(false)
  })
})
