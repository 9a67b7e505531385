import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './helpers/axe.ts'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

const CORRECTED_TITLE = 'Principal Reliability Engineer'

/** The person checks what was read: upload, see the count, correct a title, and the documents carry it. */
describe('generator: checking and correcting what was read (desktop)', () => {
  const app = useAppInBrowser()

  it('shows what was read after the upload and takes a corrected title', async () => {
    const { page } = app
    await register(page, uniqueEmail('reading'))
    await uploadResume(page)
    const heading = page.getByRole('heading', { name: /^We read \d+ roles?, \d+ schools?$/ })
    await heading.waitFor()
    expect(await heading.textContent()).toMatch(/^We read [1-9]\d* roles?, [1-9]\d* schools?$/)

    await page.getByRole('button', { name: 'Check and correct' }).click()
    const form = page.getByRole('form', { name: /^What we read from / })
    await form.waitFor()
    const title = form.getByRole('group', { name: 'Role 1' }).getByLabel('Title')
    expect(await title.inputValue()).not.toBe(CORRECTED_TITLE)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'generator-reading-form')

    await title.fill(CORRECTED_TITLE)
    await form.getByRole('button', { name: 'Save corrections' }).click()
    await page.getByText('Your next documents are written from them.').first().waitFor()
    await form.waitFor({ state: 'detached' })
    await page.getByText(/Your corrections are saved with it\./).waitFor()
  })

  it('generates documents that carry the corrected title', async () => {
    const { page } = app
    await pasteJobDescription(page)
    const steps = await generate(page)
    expect(steps.ats?.at(-1)).toBe('done')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Resume' }).getByRole('button', { name: 'Download PDF' }).click(),
    ])
    const pdf = await downloaded(download)
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.bytes }).toString('utf8')
    expect(text).toContain(CORRECTED_TITLE)

    const [tex] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Resume' }).getByRole('button', { name: 'Download .tex' }).click(),
    ])
    expect((await downloaded(tex)).bytes.toString('utf8')).toContain(CORRECTED_TITLE)
  })
})
