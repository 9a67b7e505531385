import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './helpers/axe.ts'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { generate, generateButton, pasteJobDescription, register, RESUME_PDF, RESUME_PDF_NAME, uniqueEmail, uploadResume } from './helpers/flows.ts'

const GENERATE = '**/api/v1/generate'
const PREVIEW = '**/api/v1/documents/preview'

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('[role="alert"], [role="status"]')

/** Answers a generation the way the server's error handler does for a crash: 500, internal_error, its sentence. */
const serverCrash = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, error_type: 'internal_error', message: 'Something went wrong on our side. Please try again.' }),
  })

/** The page's words, toasts included, never carry an error code. */
async function expectNoCodes(page: Page): Promise<void> {
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/\(\w+_\w+\)|internal_error|plan_limit_reached/)
}

/** Limits, failures and messages in a real Chromium: nothing lost, nothing silent, nothing said twice. */
describe('generator when things go wrong (desktop)', () => {
  const app = useAppInBrowser()
  const uploads: string[] = []

  it('uploads the same file again when it is chosen again after Remove', async () => {
    const { page } = app
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/resume/upload')) uploads.push(request.method())
    })
    await register(page, uniqueEmail('resilience'))
    await uploadResume(page)
    // The input has let go of the file: the same pick is a change the browser reports again.
    expect(await page.getByLabel('Resume file').inputValue()).toBe('')
    await page.getByRole('button', { name: `Remove ${RESUME_PDF_NAME}` }).click()
    await page.getByText(RESUME_PDF_NAME).waitFor({ state: 'detached' })
    await page.getByLabel('Resume file').setInputFiles(RESUME_PDF)
    await page.getByText(RESUME_PDF_NAME).first().waitFor()
    await page.getByRole('button', { name: `Remove ${RESUME_PDF_NAME}` }).waitFor({ timeout: 60_000 })
    expect(uploads).toHaveLength(2)
  })

  it('shows an upload error once, under the drop zone and not as a toast, and the same file uploads after Remove', async () => {
    const { page } = app
    await page.route('**/api/v1/resume/upload', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error_type: 'unreadable_file', message: 'We could not read any text in this file.' }),
      }),
    )
    await page.getByLabel('Resume file').setInputFiles(RESUME_PDF)
    await page.getByText('We could not read any text in this file.').waitFor()
    expect(await page.getByText('We could not read any text in this file.').count()).toBe(1)
    expect(await toasts(page).filter({ hasText: 'We could not read' }).count()).toBe(0)
    await expectNoCodes(page)
    await page.unroute('**/api/v1/resume/upload')
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await uploadResume(page)
  })

  it('shows a failed preview with Retry, never an endless spinner, and Retry draws it', async () => {
    const { page } = app
    await pasteJobDescription(page)
    await page.route(PREVIEW, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
    await generate(page)
    const preview = page.getByRole('region', { name: 'Resume preview' })
    await preview.getByText('The resume preview could not be loaded.', { exact: false }).waitFor({ timeout: 30_000 })
    expect(await preview.getByText('Preparing resume preview...').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'resilience-preview-failed')
    await page.unroute(PREVIEW)
    await preview.getByRole('button', { name: 'Retry the resume preview' }).click()
    await preview.getByRole('img', { name: 'Page 1 of the resume' }).waitFor({ timeout: 30_000 })
  })

  it('keeps the documents on screen when a generation is refused or fails, with one toast and no codes', async () => {
    const { page } = app
    const documentFile = await page.getByRole('article', { name: 'Resume' }).getByTestId('document-file').textContent()
    await page.route(GENERATE, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error_type: 'plan_limit_reached',
          document: 'resume',
          message: 'Resume not generated: your Free plan includes 2 resumes per month, and they are used. It renews on December 1.',
        }),
      }),
    )
    await generateButton(page).click()
    await page.getByText('Resume not generated', { exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: 'Generated Documents' }).count()).toBe(1)
    expect(await page.getByRole('article', { name: 'Resume' }).getByTestId('document-file').textContent()).toBe(documentFile)

    // A crash, twice: one toast on the topic, in people's words.
    await page.unroute(GENERATE)
    await page.route(GENERATE, serverCrash)
    await generateButton(page).click()
    await page.getByText('Something went wrong on our side. Please try again.').first().waitFor()
    await generateButton(page).click()
    await page.waitForTimeout(500)
    await page.getByText('Something went wrong on our side. Please try again.').first().waitFor()
    expect(await toasts(page).filter({ hasText: 'Resume Generation Error' }).count()).toBe(1)
    expect(await toasts(page).filter({ hasText: 'Resume not generated' }).count()).toBe(0)
    await expectNoCodes(page)
    expect(await page.getByRole('article', { name: 'Resume' }).getByTestId('document-file').textContent()).toBe(documentFile)
    await screenshot(page, 'resilience-refused-kept', false)
    await page.unroute(GENERATE)
  })
})

/** Whether two boxes share any area. */
const intersects = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('generator on a phone (390 × 844)', () => {
  const app = useAppInBrowser({ viewport: { width: 390, height: 844 } })

  it('never lets a toast cover the Generate button, wherever the button is on screen', async () => {
    const { page } = app
    await register(page, uniqueEmail('phone-toasts'))
    await uploadResume(page)
    await pasteJobDescription(page)
    await page.route(GENERATE, serverCrash)
    const button = generateButton(page)
    const navBottom = (await page.locator('header').first().boundingBox())?.height ?? 64
    // Near the top (just under the navigation bar), in the middle, and at the bottom of the screen.
    for (const top of [navBottom + 8, 400, 844 - 56]) {
      await button.scrollIntoViewIfNeeded()
      const box = await button.boundingBox()
      await page.evaluate((by) => window.scrollBy(0, by), (box?.y ?? 0) - top)
      await button.click()
      await page.getByText('Something went wrong on our side. Please try again.').first().waitFor()
      // The stack moves on the next frame at the latest; it is looked at again every 500 ms.
      await page.waitForTimeout(700)
      const buttonBox = await button.boundingBox()
      expect(buttonBox).not.toBeNull()
      for (const toast of await toasts(page).all()) {
        const toastBox = await toast.boundingBox()
        if (toastBox && buttonBox) expect(intersects(toastBox, buttonBox), `a toast covers the button at y=${Math.round(buttonBox.y)}`).toBe(false)
      }
    }
    await screenshot(page, 'phone-toast-clear-of-generate', false)
    await page.unroute(GENERATE)
  })

  it('opens a preview full screen with pinch zoom allowed and a Close button in reach', async () => {
    const { page } = app
    await generate(page)
    const resume = page.getByRole('article', { name: 'Resume' })
    await resume.getByRole('button', { name: 'Full screen resume preview' }).click()
    const dialog = page.getByRole('dialog', { name: 'Resume preview' })
    const firstPage = dialog.getByRole('img', { name: 'Page 1 of the resume' })
    await firstPage.waitFor({ timeout: 30_000 })
    // Drawn as wide as the screen (within the padding), a portrait page.
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('dialog[open] canvas')
        return canvas !== null && canvas.clientWidth > 360 && canvas.clientHeight > canvas.clientWidth
      },
      undefined,
      { timeout: 30_000 },
    )
    const box = await dialog.boundingBox()
    expect(box?.x).toBe(0)
    expect(box?.y).toBe(0)
    expect(box?.width).toBeGreaterThanOrEqual(375) // the whole width, less a scroll bar where one shows
    expect(box?.height).toBe(844)
    expect(await dialog.getByTestId('pdf-full-screen-pages').evaluate((el) => getComputedStyle(el).touchAction)).toMatch(
      /pinch-zoom|manipulation|auto/,
    )
    // The page itself may be zoomed: the viewport does not forbid it.
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).not.toMatch(
      /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/,
    )
    const close = dialog.getByRole('button', { name: 'Close' })
    const closeBox = await close.boundingBox()
    expect(closeBox && closeBox.y >= 0 && closeBox.y + closeBox.height <= 844).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'phone-preview-full-screen', false)
    await close.click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('puts every action of the results in reach of a thumb: full-width buttons', async () => {
    const { page } = app
    const resume = page.getByRole('article', { name: 'Resume' })
    const panel = await resume.boundingBox()
    for (const name of ['Download PDF', 'Download DOCX', 'Download .tex', 'Regenerate with selected skills']) {
      const box = await resume.getByRole('button', { name }).boundingBox()
      // As wide as the panel within its padding (16 px a side), and a thumb's height.
      expect(box?.width, name).toBeGreaterThan((panel?.width ?? 0) - 40)
      expect(box?.height, name).toBeGreaterThanOrEqual(40)
    }
  })
})
