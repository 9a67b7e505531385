import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from '../../server/services/accounts.service.ts'
import { mailedToken, waitFor } from '../helpers/account-mail.ts'
import { bearer, createTestApp, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'

describe('accounts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('registers, signs in with cookie and with bearer, and signs out', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'Ada@Example.com', password: 'analytical engine', name: 'Ada Lovelace' },
    })
    expect(register.statusCode).toBe(201)
    const created = register.json()
    expect(created).toMatchObject({ success: true, user: { email: 'ada@example.com', name: 'Ada Lovelace', plan: 'free' } })
    const setCookie = String(register.headers['set-cookie'])
    expect(setCookie).toMatch(/t10_session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'ada@example.com', password: 'analytical engine' },
    })
    expect(login.statusCode).toBe(200)
    const { token } = login.json() as { token: string }

    const viaBearer = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect(viaBearer.statusCode).toBe(200)
    expect(viaBearer.json().user.email).toBe('ada@example.com')

    const cookie = setCookie.split(';')[0] ?? ''
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })
    expect(viaCookie.statusCode).toBe(200)

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: fromWebApp(cookie) })
    expect(logout.statusCode).toBe(200)
    expect(String(logout.headers['set-cookie'])).toMatch(/t10_session=;/)
  })

  it('refuses a second account for the same address, whatever its case', async () => {
    const first = await signUp(t.app, 'grace@example.com')
    expect(first.userId).toBeTruthy()
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'GRACE@example.com', password: 'another password' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ success: false, error_type: 'conflict' })
  })

  it('explains bad sign-up input by field', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-address', password: 'long enough password' },
    })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().message).toBe('email must be a valid e-mail address')

    const shortPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'short@example.com', password: 'abc' },
    })
    expect(shortPassword.statusCode).toBe(400)
    expect(shortPassword.json().message).toBe('password must be at least 8 characters')

    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'x@example.com' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('password is required')
  })

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const user = await signUp(t.app)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not the password' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe('Invalid email or password')
  })

  it('rejects requests without a session, or with a forged token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ success: false, error_type: 'unauthorized', message: 'Please sign in to continue' })
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x') })
    expect(forged.statusCode).toBe(401)
  })

  it('answers "who is signed in" with 200 either way, so signed-out pages log no failed request', async () => {
    const nobody = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' })
    expect(nobody.statusCode).toBe(200)
    expect(nobody.json()).toEqual({ success: true, signed_in: false, user: null })
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x') })
    expect(forged.json()).toEqual({ success: true, signed_in: false, user: null })
    const { token, email } = await signUp(t.app)
    const someone = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: bearer(token) })
    expect(someone.statusCode).toBe(200)
    expect(someone.json()).toMatchObject({ success: true, signed_in: true, user: { email } })
  })

  it('generates a JWT secret into the data directory when none is configured', () => {
    const file = join(t.dataDir, 'jwt-secret')
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32)
    expect(statSync(file).mode & 0o077).toBe(0)
  })

  it('never writes a password into the log', async () => {
    await signUp(t.app, 'secretive@example.com', 'my very secret passphrase')
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'secretive@example.com', password: 'my very secret passphrase' },
    })
    expect(JSON.stringify(t.logs)).not.toContain('my very secret passphrase')
  })
})

describe('password reset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://t10.example.com' })
  })
  afterAll(() => t.close())

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })

  /** The token of the first reset link mailed (to the log) to the address. */
  const lastResetToken = (email: string) => mailedToken(t.logs, 'reset-password', 1, email)

  it('answers the same whether or not the account exists', async () => {
    await signUp(t.app, 'known@example.com')
    const known = await forgot('known@example.com')
    const unknown = await forgot('unknown@example.com')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
  })

  it('resets with the logged link once, and ends sessions started before the reset', async () => {
    const user = await signUp(t.app, 'reset-me@example.com', 'old password 1')
    await forgot(user.email)
    const token = await lastResetToken(user.email)
    expect(JSON.stringify(t.logs)).toContain('https://t10.example.com/reset-password#token=')

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'new password 2' },
    })
    expect(reset.statusCode).toBe(200)

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'third password 3' },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid or has expired/)

    const oldSession = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) })
    expect(oldSession.statusCode).toBe(401)

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'old password 1' },
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'new password 2' },
    })
    expect(newPassword.statusCode).toBe(200)
  })

  it('refuses a token older than one hour', async () => {
    const user = await signUp(t.app, 'slow@example.com')
    await forgot(user.email)
    const token = await lastResetToken(user.email)
    // Age the token as an hour passing would.
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'too late password' },
    })
    expect(reset.statusCode).toBe(400)
  })
})

describe('password reset mail over SMTP', () => {
  it('delivers the link to the account address', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        stream.on('end', () => {
          received.push(text)
          done()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as { port: number }
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://t10.test' })
    try {
      // With SMTP a sign-up waits for its confirmation (account-privacy.test.ts); this account is confirmed.
      await registerUser({ db: t.app.db, passwords: t.app.passwords }, { email: 'mailme@example.com', password: 'correct horse battery' })
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: 'mailme@example.com' },
      })
      expect(response.statusCode).toBe(200)
      await waitFor(() => received.length === 1, 'the reset mail')
      expect(received[0]).toMatch(/To: mailme@example\.com/)
      expect(received[0]?.replace(/=\r?\n/g, '')).toMatch(
        /http:\/\/t10\.test\/reset-password#token=3D[\w-]+|http:\/\/t10\.test\/reset-password#token=[\w-]+/,
      )
    } finally {
      await t.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})

describe('rate limits', () => {
  it('limits sign-in attempts per client', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' })
    try {
      const attempt = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@example.com', password: 'whatever1' } })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
      const limited = await attempt()
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ success: false, error_type: 'rate_limited' })
      expect(limited.json().message).toMatch(/Too many attempts/)
    } finally {
      await t.close()
    }
  })
})
