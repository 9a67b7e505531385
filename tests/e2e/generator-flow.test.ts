import { describe, expect, it } from 'vitest'
import { screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import {
  drawnPreviewPages,
  downloaded,
  previewPdfHeader,
  generate,
  generateButton,
  logIn,
  pasteJobDescription,
  register,
  RESUME_PDF_NAME,
  uploadResume,
  uniqueEmail,
} from './helpers/flows.ts'

/** The signed-in journey through the built app in a real Chromium against the real server. */
describe('generator flow (desktop)', () => {
  const app = useAppInBrowser()
  const email = uniqueEmail('flow')

  it('registers and lands on the generator', async () => {
    const { page } = app
    await page.goto('/register')
    await screenshot(page, 'register')
    await register(page, email)
    await page.getByRole('heading', { name: 'Resume & Cover Letter Generator' }).waitFor()
    await page.getByText('Drag and drop your resume here, or click to browse').waitFor()
    expect(await generateButton(page).isDisabled()).toBe(true)
    await screenshot(page, 'generator-empty')
  })

  it('uploads a real PDF, takes a job description and streams the steps through to ats', async () => {
    const { page } = app
    await uploadResume(page)
    await page.getByText(RESUME_PDF_NAME).first().waitFor()
    await pasteJobDescription(page)
    await page.getByText('Ready — this description will be used for generation.').waitFor()
    expect(await page.getByText(/^\d+\/20000 characters$/).textContent()).toMatch(/^\d{3,}\/20000 characters$/)
    expect(await generateButton(page).isEnabled()).toBe(true)
    await screenshot(page, 'generator-ready')

    const steps = await generate(page)
    for (const id of ['resume_ingest', 'jd_parse', 'match', 'resume_gen', 'cover_gen', 'compile', 'ats']) {
      expect(steps[id]?.at(-1), `step ${id}`).toBe('done')
    }
    expect(steps.ats).toContain('done')
    await page.getByText('Your documents have been generated successfully').waitFor()
  })

  it('shows both PDF previews, the ATS scores and the skill bank', async () => {
    const { page } = app
    expect(await previewPdfHeader(page, 'Cover letter preview')).toBe('%PDF-')
    expect(await previewPdfHeader(page, 'Resume preview')).toBe('%PDF-')
    const scores = await page.getByText(/^ATS Score: \d+/).allTextContents()
    expect(scores).toHaveLength(2)
    await page.getByRole('article', { name: 'Resume' }).getByRole('button', { name: 'Show score details' }).click()
    await page.getByText('Missing keywords').first().waitFor()
    await page.getByRole('heading', { name: 'Generation Logs' }).waitFor()
    await screenshot(page, 'generator-results')
    await drawnPreviewPages(page, 'Resume preview')
    await screenshotOf(page.getByRole('region', { name: 'Resume preview' }), 'generator-resume-preview')
  })

  it('regenerates the resume with selected skills and with an instruction', async () => {
    const { page } = app
    const resume = page.getByRole('article', { name: 'Resume' })
    const before = await resume.getByTestId('document-file').textContent()
    const bank = resume.getByRole('region', { name: /Skill Bank/ })
    await bank.getByRole('button', { name: 'Select All JD' }).click()
    await resume.getByRole('button', { name: 'Regenerate with selected skills' }).click()
    await page.getByText('Regenerated!').first().waitFor({ timeout: 60_000 })
    await expect.poll(() => resume.getByTestId('document-file').textContent()).not.toBe(before)
    expect(await previewPdfHeader(page, 'Resume preview')).toBe('%PDF-')

    await resume.getByRole('button', { name: 'Custom instructions' }).click()
    const regenerateWithInstructions = resume.getByRole('button', { name: 'Regenerate with instructions' })
    expect(await regenerateWithInstructions.isDisabled()).toBe(true)
    await resume.getByRole('button', { name: '+ Make it more concise and keep it to one page' }).click()
    expect(await resume.getByLabel('Instructions for the resume').inputValue()).toBe('Make it more concise and keep it to one page.')
    await screenshot(page, 'generator-custom-instructions', false)
    const afterSkills = await resume.getByTestId('document-file').textContent()
    await regenerateWithInstructions.click()
    await expect.poll(() => resume.getByTestId('document-file').textContent(), { timeout: 60_000 }).not.toBe(afterSkills)
    // The panel closes and clears on success; what was done stays beside the box after the toast has gone.
    expect(await resume.getByLabel('Instructions for the resume').count()).toBe(0)
    const report = resume.getByRole('region', { name: 'What the last regeneration did' })
    await report.waitFor()
    expect(await report.textContent()).toMatch(/Applied: shorter \/ one page/)
    await screenshotOf(resume.getByRole('button', { name: 'Custom instructions' }).locator('..'), 'generator-instruction-report')
    expect(await previewPdfHeader(page, 'Resume preview')).toBe('%PDF-')
  })

  it('downloads both documents as real PDFs', async () => {
    const { page } = app
    for (const name of ['Cover Letter', 'Resume']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('article', { name }).getByRole('button', { name: 'Download PDF' }).click(),
      ])
      const file = await downloaded(download)
      expect(file.name).toMatch(/\.pdf$/)
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
    await page.getByText('PDF compiled and downloaded successfully').first().waitFor()
    const [tex] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Resume' }).getByRole('button', { name: 'Download .tex' }).click(),
    ])
    const source = await downloaded(tex)
    expect(source.name).toMatch(/\.tex$/)
    expect(source.bytes.toString('utf8')).toContain('\\begin{document}')
  })

  it('saves the profile and shows the saved values again, with the document history', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor()
    await page.getByLabel('Professional Title').fill('Senior DevOps Engineer')
    await page.getByLabel('Key Skills').fill('AWS, Kubernetes, Terraform')
    await page.getByRole('button', { name: 'Save Profile Information' }).click()
    await page.getByText('Profile information saved successfully!').waitFor()
    await page.reload()
    expect(await page.getByLabel('Professional Title').inputValue()).toBe('Senior DevOps Engineer')
    expect(await page.getByLabel('Key Skills').inputValue()).toBe('AWS, Kubernetes, Terraform')
    // The history loads on its own after the reload: wait for its list before counting.
    const history = page.getByRole('list', { name: 'Generated documents' })
    await history.waitFor()
    const rows = history.getByRole('listitem')
    expect(await rows.count()).toBe(4) // two generated, two regenerated
    await screenshot(page, 'profile')
  })

  it('logs out, is sent to /login from a protected route, and logs back in to it', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL('**/login')
    await page.goto('/profile')
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await screenshot(page, 'login')
    await logIn(page, email, 'wrong password')
    await page.getByText('Invalid email or password').waitFor()
    await logIn(page, email)
    await page.waitForURL('**/profile')
  })

  it('redirects unknown paths to /generator', async () => {
    const { page } = app
    await page.goto('/no/such/page')
    await page.waitForURL('**/generator')
  })
})
