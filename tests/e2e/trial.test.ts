import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { generateButton, pasteJobDescription, uploadResume } from './helpers/flows.ts'

const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Generated Documents' })

/*
 * What a visitor sees of the landing page's trial. The counting itself is tested where it is cheap:
 * the server's (five per browser, the address's cap, a cleared cookie) in tests/server/trial.test.ts,
 * the browser's and its answer to the server's refusal in tests/web/trial.test.ts and
 * tests/web/generator.test.tsx. Here one real generation takes the browser to its limit.
 */
describe('landing-page free trial', () => {
  const app = useAppInBrowser()

  it('shows the hero without the navigation bar; Free Trial scrolls to the embedded generator', async () => {
    const { page } = app
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Log In' }).first().getAttribute('href')).toBe('/login')
    await screenshot(page, 'landing-hero', false)
    await page.getByRole('button', { name: 'Free Trial' }).click()
    await page.getByText('Free trial:').waitFor()
    await page.waitForFunction(() => {
      const top = document.getElementById('free-trial')?.getBoundingClientRect().top ?? 9999
      return Math.abs(top) < 40
    })
    expect(await page.getByText('5 of 5 generations left today', { exact: false }).count()).toBe(1)
  })

  it('generates the last try of the day, then says the trial is used up and refuses another', async () => {
    const { page } = app
    // Four tries already used in this browser today, as its own counter keeps them.
    await page.evaluate(() => {
      localStorage.setItem('trial_attempts', '4')
      localStorage.setItem('trial_reset_at', String(Date.now() - 60_000))
    })
    await page.reload()
    await page.getByRole('button', { name: 'Free Trial' }).click()
    await page.getByText('1 of 5 generations left today', { exact: false }).waitFor()
    await uploadResume(page)
    await pasteJobDescription(page)
    await generateButton(page).click()
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 60_000 })
    await resultsHeading(page).waitFor()
    await page.getByText('Trial limit reached.').waitFor()
    expect(await generateButton(page).isDisabled()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('trial_attempts'))).toBe('5')
    await screenshot(page, 'landing-trial-used-up')
  })
})
