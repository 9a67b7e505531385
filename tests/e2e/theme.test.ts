import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import { generate, pasteJobDescription, register, uploadResume, uniqueEmail } from './helpers/flows.ts'

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className)

describe('theme', () => {
  const app = useAppInBrowser()

  it('follows the system (light here) until toggled, then keeps the choice across reloads', async () => {
    const { page } = app
    await register(page, uniqueEmail('theme'))
    expect(await htmlClass(page)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()

    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    expect(await htmlClass(page)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor()
    expect(await htmlClass(page)).toBe('dark')
    await screenshot(page, 'dark-generator-empty')
  })

  it('renders the results in dark mode', async () => {
    const { page } = app
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)
    await page.getByRole('region', { name: 'Resume preview' }).getByRole('img').first().waitFor()
    await page.getByRole('article', { name: 'Cover Letter' }).getByRole('button', { name: 'Show score details' }).click()
    await screenshot(page, 'dark-generator-results')
    await screenshotOf(page.getByRole('article', { name: 'Cover Letter' }), 'dark-cover-letter-panel')
  })

  it('goes back to light, also on the landing page', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await page.goto('/')
    expect(await htmlClass(page)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })
})
