import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './helpers/axe.ts'
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

    // The letter is spent, a resume is not: the button promises the resume alone; the resume is
    // written, the letter skipped with the reason.
    expect(await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Generate Resume', exact: true }).click()
    await page.getByText('The cover letter was skipped: the note beside your resume says why.').first().waitFor({ timeout: 60_000 })
    expect(await page.locator('[data-step="cover_gen"]').getAttribute('data-status')).toBe('skipped')
    expect(await page.locator('[data-step="resume_gen"]').getAttribute('data-status')).toBe('done')
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

  it('at the limit, disables Generate with the reason and the dates the server gave, keeping the documents', async () => {
    const { page } = app
    const reason = page.getByText(
      /^Your 5 generations of the last 24 hours and your 2 resumes this month are used\. The next generation comes back on \w+ \d+ at \d\d:\d\d UTC; the monthly resumes on \w+ 1\.$/,
    )
    await reason.waitFor()
    const button = page.getByRole('button', { name: /^Generate Resume/ })
    expect(await button.isDisabled()).toBe(true)
    expect(await button.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'))
    await page.getByRole('article', { name: 'Resume' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await button.scrollIntoViewIfNeeded()
    await screenshot(page, 'free-plan-limit-reached', false)
  })

  it('refuses a generation the page still allowed (another tab spent it) with a title naming the resume, then disables Generate', async () => {
    const { page } = app
    // The page reads the allowance once per visit: a refusal is what another tab's generation leaves it.
    await page.route('**/api/v1/account/usage', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { usage: { resume_generations: { used: number } } }
      body.usage.resume_generations.used = 1
      await route.fulfill({ response: answer, json: body })
    })
    await page.reload()
    await uploadResume(page)
    await pasteJobDescription(page)
    await page.unroute('**/api/v1/account/usage')
    await page.getByRole('button', { name: 'Generate Resume', exact: true }).click()
    await page.getByText('Resume not generated', { exact: true }).first().waitFor()
    await page.getByText(/^Your 5 generations of the last 24 hours and your 2 resumes this month are used\./).waitFor()
    expect(await page.getByRole('button', { name: /^Generate Resume/ }).isDisabled()).toBe(true)
  })

  it('shows the signed-in user their plan on /pricing, with no sign-up buttons', async () => {
    const { page } = app
    await page.goto('/pricing')
    await page.getByRole('article', { name: 'Free' }).getByText('Your plan').waitFor()
    expect(await page.locator('main a[href="/register"]').count()).toBe(0)
    // No billing configured here: the cards say how plans are assigned and offer nothing to buy.
    const howPlansChange = 'On this installation plans are assigned by its administrator. Ask them to move you to Standard or Premium.'
    await page.getByRole('article', { name: 'Standard' }).getByText(howPlansChange).waitFor()
    expect(await page.getByRole('button', { name: /^Choose (Standard|Premium)$/ }).count()).toBe(0)
  })
})
