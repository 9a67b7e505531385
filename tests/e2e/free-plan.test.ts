import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { generate, JOB_DESCRIPTION, pasteJobDescription, register, RESUME_TEXT_FILE, uniqueEmail, uploadResume } from './helpers/flows.ts'

const RESUME_TEXT = readFileSync(RESUME_TEXT_FILE, 'utf8')

/** A new Free account in a real Chromium: what the plan has left, then a generation whose letter is skipped. */
describe('Free plan (desktop)', () => {
  const app = useAppInBrowser()

  it('registers and is told before generating what the Free plan has left', async () => {
    const { page } = app
    await register(page, uniqueEmail('free-plan'))
    await page
      .getByText(
        'Free plan: 5 of 5 generations (resume and cover letter) left in the last 24 hours, then 2 of 2 resumes and 1 of 1 cover letters left this month.',
      )
      .waitFor()
  })

  it('after the daily generations, writes the resume and skips the spent cover letter with the reason', async () => {
    const { page } = app
    await uploadResume(page)
    await pasteJobDescription(page)

    // The day's 5 generations, as the trial gives them: the first in the page, 4 more straight to the API with the session.
    const first = await generate(page)
    expect(first.cover_gen?.at(-1)).toBe('done')
    await page.getByText('Your documents have been generated successfully').first().waitFor()
    const statuses = await page.evaluate(
      async ({ resumeText, job }) => {
        const codes: number[] = []
        for (let i = 0; i < 4; i++) {
          const response = await fetch('/api/v1/generate/resume', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ resume_text: resumeText, job_data: { description: job } }),
          })
          codes.push(response.status)
        }
        return codes
      },
      { resumeText: RESUME_TEXT, job: JOB_DESCRIPTION },
    )
    expect(statuses).toEqual([200, 200, 200, 200])

    // The month's resume and cover letter.
    await page.reload()
    await page.getByText(/Free plan: no daily generations left until .+; 2 of 2 resumes and 1 of 1 cover letters left this month\./).waitFor()
    await uploadResume(page)
    await pasteJobDescription(page)
    const sixth = await generate(page)
    expect(sixth.cover_gen?.at(-1)).toBe('done')
    await page.getByText('— the cover letter will be skipped.').waitFor()

    // The letter is spent, a resume is not: the resume is written, the letter skipped with the reason.
    const seventh = await generate(page)
    expect(seventh.cover_gen?.at(-1)).toBe('skipped')
    expect(seventh.resume_gen?.at(-1)).toBe('done')
    const note = page.getByRole('note', { name: 'Cover Letter skipped' })
    await note
      .getByText(/^Your Free plan includes 5 generations per 24 hours and 1 cover letter per month on top; it was used on .+\. It renews on .+/)
      .waitFor()
    await page.getByRole('article', { name: 'Resume' }).waitFor()
    expect(await page.getByRole('article', { name: 'Cover Letter' }).count()).toBe(0)
    await page.getByText('The cover letter was skipped: the note beside your resume says why.').first().waitFor()
    expect(await page.getByText(/Generation Error/).count()).toBe(0)
    await page.getByText('— no resume can be generated now.').waitFor()
    await screenshot(page, 'free-plan-letter-skipped')
  })

  it('refuses the next one with a title naming the resume', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
    await page.getByText('Resume not generated', { exact: true }).first().waitFor()
  })

  it('shows the signed-in user their plan on /pricing, with no sign-up buttons', async () => {
    const { page } = app
    await page.goto('/pricing')
    await page.getByRole('article', { name: 'Free' }).getByText('Your plan').waitFor()
    expect(await page.locator('main a[href="/register"]').count()).toBe(0)
    await page.getByRole('article', { name: 'Standard' }).getByText('Plans are set by your T10 administrator (t10 admin set-plan).').waitFor()
  })
})
