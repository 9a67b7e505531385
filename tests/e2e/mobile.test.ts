import { describe, expect, it } from 'vitest'
import { horizontalOverflow, screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import {
  downloaded,
  drawnPreviewPages,
  previewPdfHeader,
  generate,
  pasteJobDescription,
  register,
  uploadResume,
  uniqueEmail,
} from './helpers/flows.ts'

const WIDTH = 375

// Nothing may stick out sideways at phone width (horizontalOverflow at most 0).
describe('generator at 375 px wide', () => {
  const app = useAppInBrowser({ viewport: { width: WIDTH, height: 812 } })

  it('shows the landing page and sign-up without sideways scrolling', async () => {
    const { page } = app
    await page.goto('/')
    await page.getByRole('button', { name: 'Free Trial' }).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'mobile-landing', false)
    await register(page, uniqueEmail('mobile'))
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })

  it('reaches every page of the main navigation from the mobile menu', async () => {
    const { page } = app
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Generator', 'Job Search', 'Applications', 'T10 Matching', 'Profile'])
    await screenshot(page, 'mobile-menu', false)
    for (const [name, path] of [
      ['Job Search', '/job-search'],
      ['Applications', '/applications'],
      ['T10 Matching', '/T10-generator'],
      ['Generator', '/generator'],
    ] as const) {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.getByRole('link', { name }).click()
      await page.waitForURL(`**${path}`)
      expect(await menu.isVisible()).toBe(false)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    }
  })

  it('runs the generator flow', async () => {
    const { page } = app
    await uploadResume(page)
    await pasteJobDescription(page)
    await screenshot(page, 'mobile-generator-ready')
    const steps = await generate(page)
    expect(steps.ats?.at(-1)).toBe('done')
    expect(await previewPdfHeader(page, 'Resume preview')).toBe('%PDF-')
    expect(await previewPdfHeader(page, 'Cover letter preview')).toBe('%PDF-')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
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

  // Phones often have no PDF viewer to embed: the previews are drawn by the page itself.
  it('shows every generated document as drawn pages as wide as the preview, named for screen readers', async () => {
    const { page } = app
    for (const [title, name] of [
      ['Resume preview', 'resume'],
      ['Cover letter preview', 'cover letter'],
    ] as const) {
      const region = page.getByRole('region', { name: title })
      await region.scrollIntoViewIfNeeded()
      const pages = await drawnPreviewPages(page, title)
      expect(pages.length).toBeGreaterThan(0)
      const [first] = pages
      expect(first?.width).toBeGreaterThan(0)
      expect(first?.height).toBeGreaterThan(first?.width ?? 0) // a portrait page
      expect(first?.inked).toBeGreaterThan(100) // text, not a blank sheet
      await region.getByRole('img', { name: `Page 1 of the ${name}` }).waitFor()
      // The page fills the preview's width, within its padding.
      const [canvasBox, regionBox] = await Promise.all([region.getByRole('img').first().boundingBox(), region.boundingBox()])
      expect(canvasBox?.width).toBeGreaterThan((regionBox?.width ?? 0) - 24)
      expect(canvasBox?.width).toBeLessThanOrEqual(regionBox?.width ?? 0)
    }
    await screenshotOf(page.getByRole('region', { name: 'Resume preview' }), 'mobile-resume-preview-drawn')
  })
})
