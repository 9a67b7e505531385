import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useAppInBrowser } from './helpers/browser.ts'
import { drawnPreviewPages, previewPdfHeader, generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

/**
 * Every Content-Security-Policy violation of the page: the browser's own report event (recorded
 * by a script that runs before the page's) and the console lines Chromium writes for them.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  // The page's list starts empty with each document; the console's is emptied at each look.
  return async () => [
    ...console.splice(0),
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ]
}

describe('the Content-Security-Policy in Chromium', () => {
  const app = useAppInBrowser()
  let violations: () => Promise<string[]>

  beforeAll(async () => {
    violations = await watchViolations(app.page)
  })

  it('is sent with the web app, and the landing page runs under it without a violation', async () => {
    const { page } = app
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The inline theme script ran (allowed by its hash): the root element has a theme class.
    expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\b(light|dark)\b/)
    expect(await violations()).toEqual([])
  })

  it('lets the API docs (swagger-ui) render without a violation', async () => {
    const { page } = app
    const response = await page.goto('/api/docs')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('unsafe-eval')
    await page.getByRole('heading', { name: /T10 API/ }).waitFor()
    await page.locator('.opblock').first().waitFor()
    expect(await violations()).toEqual([])
  })

  it('lets a signed-in generation show its PDF previews without a violation', async () => {
    const { page } = app
    await register(page, uniqueEmail('csp'))
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)
    expect(await previewPdfHeader(page, 'Resume preview')).toBe('%PDF-')
    // pdf.js loads its worker and draws the pages: a worker or script the policy refused would be reported.
    expect((await drawnPreviewPages(page, 'Resume preview'))[0]?.inked).toBeGreaterThan(0)
    expect(await violations()).toEqual([])
  })
})
