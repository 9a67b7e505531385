import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './helpers/app-server.ts'
import { openBrowser, screenshot, screenshotOf, type Browser } from './helpers/browser.ts'
import { generate, pasteJobDescription, register, uploadResume, uniqueEmail } from './helpers/flows.ts'

const htmlClass = (browser: Browser) => browser.page.evaluate(() => document.documentElement.className)

describe('theme', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await openBrowser(server.url)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('follows the system (light here) until toggled, then keeps the choice across reloads', async () => {
    const { page } = browser
    await register(page, uniqueEmail('theme'))
    expect(await htmlClass(browser)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()

    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    expect(await htmlClass(browser)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor()
    expect(await htmlClass(browser)).toBe('dark')
    await screenshot(page, 'dark-generator-empty')
  })

  it('renders the results in dark mode', async () => {
    const { page } = browser
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)
    await page.getByTitle('Resume preview').waitFor()
    await page.getByRole('article', { name: 'Cover Letter' }).getByRole('button', { name: 'Show score details' }).click()
    await screenshot(page, 'dark-generator-results')
    await screenshotOf(page.getByRole('article', { name: 'Cover Letter' }), 'dark-cover-letter-panel')
  })

  it('goes back to light, also on the landing page', async () => {
    const { page } = browser
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await page.goto('/')
    expect(await htmlClass(browser)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })
})
