import { describe, expect, it } from 'vitest'
import { screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import { drawnPreviewPages, generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

// Phones often have no PDF viewer to embed: the previews are drawn by the page itself.
describe('PDF previews on a 375 px phone', () => {
  const app = useAppInBrowser({ viewport: { width: 375, height: 812 } })

  it('shows every generated document as drawn pages as wide as the preview, named for screen readers', async () => {
    const { page } = app
    await register(page, uniqueEmail('pdf-preview'))
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)

    for (const [title, name] of [
      ['Resume preview', 'resume'],
      ['Cover letter preview', 'cover letter'],
    ] as const) {
      const pages = await drawnPreviewPages(page, title)
      expect(pages.length).toBeGreaterThan(0)
      const [first] = pages
      expect(first?.width).toBeGreaterThan(0)
      expect(first?.height).toBeGreaterThan(first?.width ?? 0) // a portrait page
      expect(first?.inked).toBeGreaterThan(100) // text, not a blank sheet
      const region = page.getByRole('region', { name: title })
      await region.getByRole('img', { name: `Page 1 of the ${name}` }).waitFor()
      // The page fills the preview's width, within its padding.
      const [canvasBox, regionBox] = await Promise.all([region.getByRole('img').first().boundingBox(), region.boundingBox()])
      expect(canvasBox?.width).toBeGreaterThan((regionBox?.width ?? 0) - 24)
      expect(canvasBox?.width).toBeLessThanOrEqual(regionBox?.width ?? 0)
    }
    await screenshotOf(page.getByRole('region', { name: 'Resume preview' }), 'mobile-resume-preview-drawn')
  })
})
