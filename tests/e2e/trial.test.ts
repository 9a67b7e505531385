import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { generateButton, pasteJobDescription, uploadResume } from './helpers/flows.ts'

const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Generated Documents' })

/** One trial generation: the button goes busy, then the results come back. */
async function generateOnce(page: Page) {
  await generateButton(page).click()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 60_000 })
  await resultsHeading(page).waitFor()
}

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

  it('allows five generations, then the browser refuses the sixth', async () => {
    const { page } = app
    await uploadResume(page)
    await pasteJobDescription(page)
    for (let i = 1; i <= 5; i++) {
      await generateOnce(page)
      if (i < 5) await page.getByText(`${5 - i} of 5 generations left today`, { exact: false }).waitFor()
    }
    await page.getByText('Trial limit reached.').waitFor()
    expect(await generateButton(page).isDisabled()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('trial_attempts'))).toBe('5')
    await screenshot(page, 'landing-trial-used-up')
  })

  it('still refuses the sixth after the browser storage is cleared: the server counts too', async () => {
    const { page } = app
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: 'Free Trial' }).click()
    await page.getByText('5 of 5 generations left today', { exact: false }).waitFor()
    await uploadResume(page)
    await pasteJobDescription(page)
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/generate'))
    await generateButton(page).click()
    expect((await refused).status()).toBe(429)
    await page.getByText('Please log in to generate more documents').first().waitFor()
    await page.getByText('Trial limit reached', { exact: true }).waitFor()
    await page.getByText('Trial limit reached.').waitFor()
    expect(await generateButton(page).isDisabled()).toBe(true)
    expect(await resultsHeading(page).count()).toBe(0)
  })
})
