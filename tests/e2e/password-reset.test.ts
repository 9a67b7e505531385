import { beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../shared/client.ts'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { logIn, PASSWORD, uniqueEmail } from './helpers/flows.ts'

describe('forgot and reset password', () => {
  // A server of its own: the reset link is read from its log (no SMTP here).
  const app = useAppInBrowser({ ownServer: true })
  const email = uniqueEmail('reset')

  beforeAll(async () => {
    await createApiClient({ baseUrl: app.server.url }).register({ email, password: PASSWORD })
  })

  it('asks for the e-mail, sends the link and goes back to sign in', async () => {
    const { page } = app
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor()
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('Please enter your email address').waitFor()
    await screenshot(page, 'forgot-password', false)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('Reset link sent!').waitFor()
    await page.getByText('Please check your email for password reset instructions').waitFor()
    await page.waitForURL('**/login')
  })

  it('sets a new password through the link and signs in with it', async () => {
    const { page } = app
    // The link carries its token in the fragment, which the browser never sends to the server.
    const line = app.server.logs.find((l) => l.includes('reset-password#token='))
    const token = /reset-password#token=([^\s"\\]+)/.exec(line ?? '')?.[1]
    expect(token).toBeTruthy()
    await page.goto(`/reset-password#token=${token}`)
    // Read, then taken out of the address bar.
    await page.waitForURL((url) => url.hash === '')
    await page.getByLabel('New password', { exact: true }).fill('a brand new password')
    await page.getByLabel('Confirm new password').fill('a different one')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm new password').fill('a brand new password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL('**/login')
    await logIn(page, email, PASSWORD)
    await page.getByText('Invalid email or password').waitFor()
    await logIn(page, email, 'a brand new password')
    await page.waitForURL('**/generator')
  })

  it('explains a link without a token', async () => {
    const { page } = app
    await page.goto('/reset-password')
    await page.getByText('This reset link is invalid or incomplete.').waitFor()
  })
})
