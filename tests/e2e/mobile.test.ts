import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './helpers/app-server.ts'
import { openBrowser, screenshot, screenshotOf, type Browser } from './helpers/browser.ts'
import { downloaded, framePdfHeader, generate, pasteJobDescription, register, uploadResume, uniqueEmail } from './helpers/flows.ts'

const WIDTH = 375

/** Nothing may stick out sideways at phone width. */
async function overflow(page: Page): Promise<number> {
  const { extra, culprits } = await page.evaluate(() => {
    const width = window.innerWidth
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(el.getBoundingClientRect().right)} px)`)
    return { extra: document.documentElement.scrollWidth - width, culprits }
  })
  if (extra > 0) console.error('wider than the screen:', culprits)
  return extra
}

describe('generator at 375 px wide', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await openBrowser(server.url, { width: WIDTH, height: 812 })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('shows the landing page and sign-up without sideways scrolling', async () => {
    const { page } = browser
    await page.goto('/')
    await page.getByRole('button', { name: 'Free Trial' }).waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'mobile-landing', false)
    await register(page, uniqueEmail('mobile'))
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })

  it('offers Generator and Profile in the mobile menu', async () => {
    const { page } = browser
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Generator', 'Profile'])
    await screenshot(page, 'mobile-menu', false)
    await page.getByRole('button', { name: 'Close menu' }).click()
  })

  it('runs the generator flow', async () => {
    const { page } = browser
    await uploadResume(page)
    await pasteJobDescription(page)
    await screenshot(page, 'mobile-generator-ready')
    const steps = await generate(page)
    expect(steps.ats?.at(-1)).toBe('done')
    expect(await framePdfHeader(page, 'Resume preview')).toBe('%PDF-')
    expect(await framePdfHeader(page, 'Cover letter preview')).toBe('%PDF-')
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Resume' }).getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect((await downloaded(download)).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await screenshot(page, 'mobile-generator-results')
    await screenshotOf(page.getByRole('article', { name: 'Resume' }), 'mobile-resume-panel')
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'mobile-generator-top', false)
  })
})
