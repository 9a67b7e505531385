import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Inbox, startInbox, waitFor } from '../helpers/account-mail.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

/** Issue 22, item 5's loose ends: bearer sessions renew, the OpenAPI names the real cookie, unconfirmed sign-ups are swept. */

const minutes = (n: number) => n * 60_000
const days = (n: number) => n * 24 * 60 * 60_000
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti?: string; iat: number; exp: number; sub: string }

describe('a bearer session (the CLI) in use', () => {
  let t: TestApp
  beforeAll(async () => {
    // No idle limit here, so a test can step hours at once; the idle limit has its own test below.
    t = await createTestApp({ SESSION_IDLE_MINUTES: '0' })
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })

  it('is renewed past half its life in the t10-renewed-token header: the same session, 12 more hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const user = await signUp(t.app)

    // Young: no renewal.
    vi.setSystemTime(start + minutes(5 * 60))
    const young = await me(bearer(user.token))
    expect(young.statusCode).toBe(200)
    expect(young.headers['t10-renewed-token']).toBeUndefined()

    // Past half its 12 hours: renewed, in the header (a bearer client has no cookie jar).
    vi.setSystemTime(start + minutes(7 * 60))
    const used = await me(bearer(user.token))
    expect(used.statusCode).toBe(200)
    const renewed = String(used.headers['t10-renewed-token'] ?? '')
    expect(renewed).not.toBe('')
    expect(used.headers['set-cookie']).toBeUndefined()
    expect(claimsOf(renewed).jti).toBe(claimsOf(user.token).jti)
    expect(claimsOf(renewed).exp).toBe(Math.floor((start + minutes(7 * 60)) / 1000) + 12 * 3600)

    // Past the first token's 12 hours the renewed one still works; signing out with it ends the session.
    vi.setSystemTime(start + minutes(13 * 60))
    expect((await me(bearer(user.token))).statusCode).toBe(401)
    expect((await me(bearer(renewed))).statusCode).toBe(200)
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(renewed) })
    expect(logout.statusCode).toBe(200)
    expect((await me(bearer(renewed))).statusCode).toBe(401)
  })

  it('hands out no renewal of a session that the answer ends (sign-out, password change)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const leaving = await signUp(t.app)
    const changer = await signUp(t.app)

    vi.setSystemTime(start + minutes(7 * 60))
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(leaving.token) })
    expect(logout.statusCode).toBe(200)
    expect(logout.headers['t10-renewed-token']).toBeUndefined()

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(changer.token),
      payload: { current_password: changer.password, new_password: 'another fine password' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers['t10-renewed-token']).toBeUndefined()
    expect((await me(bearer(changed.json().token))).statusCode).toBe(200)
    expect((await me(bearer(changer.token))).statusCode).toBe(401)
  })

  it('renews a browser’s session in its cookie, never in the header', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const browser = await signUp(t.app)
    vi.setSystemTime(start + minutes(7 * 60))
    const used = await me({ cookie: browser.cookie })
    expect(used.statusCode).toBe(200)
    expect(String(used.headers['set-cookie'])).toMatch(/^t10_session=/)
    expect(used.headers['t10-renewed-token']).toBeUndefined()
    // Also behind a proxy that adds its own Authorization (Basic): the session is the cookie's, and
    // its renewal must stay in the httpOnly cookie, never in a header page scripts can read.
    const proxied = await me({ cookie: browser.cookie, authorization: 'Basic dXNlcjpwYXNz' })
    expect(proxied.statusCode).toBe(200)
    expect(String(proxied.headers['set-cookie'])).toMatch(/^t10_session=/)
    expect(proxied.headers['t10-renewed-token']).toBeUndefined()
  })

  it('is not renewed once idle past SESSION_IDLE_MINUTES: it has ended', async () => {
    const idleApp = await createTestApp({ SESSION_IDLE_MINUTES: '30' })
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      const start = Date.now()
      const user = await signUp(idleApp.app)
      vi.setSystemTime(start + minutes(7 * 60))
      const late = await idleApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) })
      expect(late.statusCode).toBe(401)
      expect(late.headers['t10-renewed-token']).toBeUndefined()
    } finally {
      vi.useRealTimers()
      await idleApp.close()
    }
  })
})

describe('the OpenAPI document', () => {
  const cookieScheme = async (t: TestApp) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    return document.components.securitySchemes as Record<string, { name?: string; description?: string }>
  }

  it('names the session cookie the app sets: __Host-t10_session under an https PUBLIC_URL', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://t10.example.com' })
    try {
      const schemes = await cookieScheme(t)
      expect(schemes.cookie?.name).toBe('__Host-t10_session')
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: 'a@example.com', password: 'a fine new password' },
      })
      expect(String(register.headers['set-cookie'])).toMatch(new RegExp(`^${schemes.cookie?.name}=`))
      // And tells bearer clients where a renewed token comes.
      expect(schemes.bearer?.description).toContain('t10-renewed-token')
    } finally {
      await t.close()
    }
  })

  it('and t10_session over http', async () => {
    const t = await createTestApp()
    try {
      expect((await cookieScheme(t)).cookie?.name).toBe('t10_session')
    } finally {
      await t.close()
    }
  })
})

describe('sign-ups never confirmed (SMTP configured)', () => {
  let inbox: Inbox
  let t: TestApp
  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://t10.test' })
  })
  afterAll(async () => {
    vi.useRealTimers()
    await t.close()
    await inbox.close()
  })

  const register = (email: string, password = 'a fine new password') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password } })
  const login = (email: string, password = 'a fine new password') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } })
  const mailsTo = (email: string, count: number) =>
    waitFor(() => {
      const found = inbox.messages.filter((m) => m.includes(`To: ${email}`))
      return found.length >= count ? found : undefined
    }, `${count} mail(s) to ${email}`)
  const userIdOf = async (email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id

  it('are deleted with what they hold after 7 days, freeing the address; confirmed accounts stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    expect((await register('never-confirmed@example.com')).statusCode).toBe(202)
    expect((await register('confirmed@example.com')).statusCode).toBe(202)
    const [confirmMail] = await mailsTo('confirmed@example.com', 1)
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: inbox.tokenIn(confirmMail ?? '', 'verify-email') },
    })
    expect(confirm.statusCode).toBe(200)
    await mailsTo('never-confirmed@example.com', 1)
    const unconfirmedId = await userIdOf('never-confirmed@example.com')
    expect(unconfirmedId).toBeDefined()
    // A reset asked for the unconfirmed account: a row it owns besides its confirmation link.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'never-confirmed@example.com' } })
    await mailsTo('never-confirmed@example.com', 2)

    // Six days on it is kept: signing up again with the address still only mails a note.
    vi.setSystemTime(start + days(6))
    await t.app.purgeExpired()
    expect(await userIdOf('never-confirmed@example.com')).toBe(unconfirmedId)
    expect((await register('never-confirmed@example.com', 'a second attempt here')).statusCode).toBe(202)
    const [, , notice] = await mailsTo('never-confirmed@example.com', 3)
    expect(notice?.replace(/=\r?\n/g, '')).toMatch(/already has one/)

    // Past seven days it is gone, with its links; the confirmed account of the same day is not.
    vi.setSystemTime(start + days(7) + minutes(60))
    await t.app.purgeExpired()
    expect(await userIdOf('never-confirmed@example.com')).toBeUndefined()
    const left = async (table: 'email_verifications' | 'password_resets') =>
      (
        await t.app.db
          .selectFrom(table)
          .select('id')
          .where('user_id', '=', unconfirmedId ?? '')
          .execute()
      ).length
    expect(await left('email_verifications')).toBe(0)
    expect(await left('password_resets')).toBe(0)
    expect((await login('confirmed@example.com')).statusCode).toBe(200)

    // The address is free: a new sign-up gets a confirmation link, and it works.
    expect((await register('never-confirmed@example.com', 'the real owner now')).statusCode).toBe(202)
    const mails = await mailsTo('never-confirmed@example.com', 4)
    const link = inbox.tokenIn(mails[3] ?? '', 'verify-email')
    expect(link).toBeTruthy()
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: link } })).statusCode).toBe(200)
    expect((await login('never-confirmed@example.com', 'the real owner now')).statusCode).toBe(200)
  })

  it('leaves accounts made without confirmation (SMTP off then) alone, however old', async () => {
    const plain = await createTestApp()
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      const start = Date.now()
      const user = await signUp(plain.app)
      vi.setSystemTime(start + days(30))
      await plain.app.purgeExpired()
      expect(
        (await plain.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } })).statusCode,
      ).toBe(200)
    } finally {
      vi.useRealTimers()
      await plain.close()
    }
  })
})
