import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { horizontalOverflow, screenshot, useAppInBrowser } from './helpers/browser.ts'

const PAGES = [
  { path: '/features', heading: 'Everything you need to land the interview', title: 'Features · T10' },
  { path: '/pricing', heading: 'Simple, transparent pricing', title: 'Pricing · T10' },
  { path: '/about', heading: 'About T10', title: 'About · T10' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · T10' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service · T10' },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ · T10' },
]

const nameOf = (path: string) => path.slice(1)

/** Console errors and uncaught exceptions of a page: none at all, signed out included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
  return errors
}

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.getByRole('navigation', { name: 'Footer' }).waitFor()
}

describe('marketing and legal pages, signed out', () => {
  const app = useAppInBrowser()
  let errors: string[]

  beforeAll(() => {
    errors = collectErrors(app.page)
  })

  it.each(PAGES)('$path renders its heading and title with no errors', async ({ path, heading, title }) => {
    const { page } = app
    errors.length = 0
    await visit(page, path, heading)
    expect(await page.title()).toBe(title)
    await screenshot(page, `page-${nameOf(path)}`)
    expect(errors).toEqual([])
  })

  it('leads from the call to action on /features to sign-up', async () => {
    const { page } = app
    await visit(page, '/features', 'Everything you need to land the interview')
    await page.getByRole('link', { name: 'Create your free account' }).click()
    await page.waitForURL('**/register')
    await page.getByRole('heading', { name: 'Create your account' }).waitFor()
  })

  it('opens the FAQ from the footer and goes back to the page it came from', async () => {
    const { page } = app
    await visit(page, '/pricing', 'Simple, transparent pricing')
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor()
    await page.getByRole('link', { name: 'Back to pricing' }).click()
    await page.waitForURL('**/pricing')
    await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor()
  })

  it('reaches the pages from the landing page footer', async () => {
    const { page } = app
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click()
    await page.waitForURL('**/about')
    await page.getByRole('heading', { level: 1, name: 'About T10' }).waitFor()
    expect(errors).toEqual([])
  })
})

describe('marketing and legal pages in dark mode at 375 px wide', () => {
  const app = useAppInBrowser({ viewport: { width: 375, height: 812 } })
  let errors: string[]

  beforeAll(async () => {
    await app.page.goto('/')
    await app.page.evaluate(() => localStorage.setItem('theme', 'dark'))
    errors = collectErrors(app.page)
  })

  it.each(PAGES)('$path fits the phone screen', async ({ path, heading }) => {
    const { page } = app
    errors.length = 0
    await visit(page, path, heading)
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, `page-${nameOf(path)}-mobile-dark`)
    expect(errors).toEqual([])
  })
})
