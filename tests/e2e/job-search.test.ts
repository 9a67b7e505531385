import { describe, expect, it } from 'vitest'
import { screenshot, useAppInBrowser } from './helpers/browser.ts'
import { PASSWORD, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

/** A recruiter's posting, as pasted into T10 Resume Matching. */
const POSTED_JOB = `Role: Site Reliability Engineer
Company: Harborline Payments
Location: Portland, OR
Salary: $140k - $170k

Harborline Payments is hiring a Site Reliability Engineer to keep our payment platform up.

Requirements:
- 3+ years of experience in DevOps or site reliability engineering
- AWS, Docker, Kubernetes and Terraform
- Jenkins and CI/CD pipelines; Linux and Bash scripting
`

/** Job search in a real Chromium against the real server: a recruiter's job found and taken to the generator. */
describe('job search', () => {
  const app = useAppInBrowser()
  const errors: string[] = []

  it('finds the job a recruiter posted for the uploaded resume and opens the generator with it', async () => {
    // The recruiter posts and publishes through the API, as the T10 screen does.
    const signUp = await fetch(`${app.server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('recruiter'), password: PASSWORD }),
    })
    const { token } = (await signUp.json()) as { token: string }
    const posted = await fetch(`${app.server.url}/api/v1/t10/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ job_data: { description: POSTED_JOB, published: true } }),
    })
    expect(posted.status).toBe(200)

    const { page } = app
    await register(page, uniqueEmail('seeker'))
    // No request may fail: signed out or in, asking who is signed in answers 200.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Search' }).click()
    await page.waitForURL('**/job-search')
    const tutorial = page.getByRole('region', { name: 'How job search works' })
    await tutorial.waitFor()
    await screenshot(page, 'job-search-tutorial')
    await page.getByRole('button', { name: 'Got it' }).click()
    await tutorial.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('hasSeenJobSearchTutorial'))).toBe('true')

    // No resume yet: the spec's error.
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click()
    await page.getByText('Please upload your resume first').waitFor()

    await uploadResume(page)
    await page.getByLabel('Desired Role').fill('Engineer')
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click()
    await page.getByRole('heading', { name: 'Matching Jobs' }).waitFor()
    const card = page.getByRole('article', { name: 'Site Reliability Engineer' })
    await card.waitFor()
    // A systems administrator's resume: the posted SRE job is among the best two (with the sample DevOps posting).
    const titles = await page.getByRole('article').locator('h3').allTextContents()
    expect(titles.slice(0, 2)).toContain('Site Reliability Engineer')
    expect(titles).not.toContain('Staff Accountant') // "Engineer" keeps engineering titles only
    expect(await card.textContent()).toContain('Harborline Payments')
    await screenshot(page, 'job-search-results')

    await card.getByRole('button', { name: 'Generate Resume and Cover Letter' }).click()
    await page.waitForURL('**/generator')
    expect(await page.getByLabel('Job Description').inputValue()).toBe(POSTED_JOB)
    await page.getByText('Ready — this description will be used for generation.').waitFor()
    // The resume the search ran on comes along: no second upload before generating.
    await page.getByText(/^Using .+\./).waitFor()
    expect(await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).isEnabled()).toBe(true)
    await screenshot(page, 'job-search-to-generator')
    expect(errors).toEqual([])
  })
})
