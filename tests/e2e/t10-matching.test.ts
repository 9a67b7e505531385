import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { horizontalOverflow, screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, submitSignUp, uniqueEmail } from './helpers/flows.ts'
import { type Layout, renderingPath, resumesByField } from '../resumes/index.ts'

/*
 * Written test resumes, 8 PDFs: the chef in two layouts, the accountant in two, and four people of
 * other fields (a hotel manager among them, the nearest to a kitchen).
 */
const pdf = (field: string, layout: Layout) => renderingPath(resumesByField(field)[0]!.id, layout)
const CHEF_FILES = [pdf('culinary', 'single'), pdf('culinary', 'quirks')]
const OTHER_FILES = [
  pdf('accounting', 'single'),
  pdf('accounting', 'sidebar'),
  pdf('hospitality', 'dates-right'),
  pdf('nursing', 'single'),
  pdf('retail', 'single'),
  pdf('welding', 'quirks'),
]

// A file that is not a resume, which the drop zone leaves out.
const work = mkdtempSync(join(tmpdir(), 't10-e2e-matching-'))
const NOT_A_RESUME = join(work, 'candidates.csv')
writeFileSync(NOT_A_RESUME, 'name,email\nRita,rita@example.com\n')
afterAll(() => rmSync(work, { recursive: true, force: true }))

const CHEF_JOB = `Role: Executive Chef
Experience Level: Senior (5+ years)
Required Skills: menu planning, food preparation, kitchen management, food safety, sanitation, culinary arts, inventory control, catering
Education: Culinary arts degree or diploma
Responsibilities: Lead the kitchen staff, plan seasonal menus, order food and supplies, control food costs, keep food safety and sanitation standards
`

/** The recruiter's journey through the built app in a real Chromium against the real server. */
describe('T10 Resume Matching (desktop)', () => {
  const app = useAppInBrowser()
  const files = [...CHEF_FILES, ...OTHER_FILES]
  let topFilenames: string[] = []

  it('Get Started on /T10 goes through sign-up to the matching screen', async () => {
    const { page } = app
    await page.goto('/T10')
    await page.getByRole('heading', { name: /top 10 candidates/i }).waitFor()
    await screenshot(page, 't10-landing')
    await page.getByRole('button', { name: 'Get Started' }).click()
    await page.waitForURL('**/login')
    // The way back travels in navigation state, through the sign-up link too.
    await page.getByRole('link', { name: 'Sign up' }).click()
    await submitSignUp(page, uniqueEmail('t10'), 'Rita Recruiter')
    await page.waitForURL('**/T10-generator')
    await page.getByRole('heading', { name: 'T10 Resume Matching' }).waitFor()
    await page.getByText('No resumes processed yet').waitFor()
    expect(await page.getByRole('button', { name: 'Process Resumes' }).isDisabled()).toBe(true)
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'T10 Matching' }).isVisible()).toBe(true)
    await screenshot(page, 't10-upload-empty')
  })

  it('takes 8 PDFs (and drops a file that is not a resume), then processes them', async () => {
    const { page } = app
    expect(files).toHaveLength(8)
    await page.getByLabel('Resume files').setInputFiles([...files, NOT_A_RESUME])
    const pending = page.getByRole('list', { name: 'Uploaded Resumes' })
    await pending.getByRole('listitem').nth(7).waitFor()
    expect(await pending.getByRole('listitem').count()).toBe(8)
    expect(await pending.getByText(basename(NOT_A_RESUME)).count()).toBe(0)
    await screenshot(page, 't10-upload-pending')

    await page.getByRole('button', { name: 'Process Resumes' }).click()
    await page.getByText('Successfully processed', { exact: false }).first().waitFor({ timeout: 60_000 })
    const processed = page.getByRole('list', { name: 'Processed Resumes' })
    await processed.getByRole('listitem').nth(7).waitFor({ timeout: 60_000 })
    expect(await processed.getByRole('listitem').count()).toBe(8)
    await page.getByText('No files selected for upload').waitFor()
    await page.getByRole('button', { name: 'Process Resumes' }).waitFor()
    await screenshot(page, 't10-upload-processed')
  })

  it('finds the Top 5 for a chef job: the chef comes first', async () => {
    const { page } = app
    await page.getByRole('tab', { name: 'Find Matches' }).click()
    await page.getByLabel('Job Description').fill(CHEF_JOB)
    await page.getByLabel('Number of candidates').selectOption({ label: 'Top 5' })
    await screenshot(page, 't10-find')
    await page.getByRole('button', { name: 'Find Matches' }).click()
    await page.getByText('Found 5 matching resumes').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Matching Results' }).waitFor()

    topFilenames = await page.getByRole('table').getByTestId('match-filename').allTextContents()
    expect(topFilenames).toHaveLength(5)
    // The chef's two files first, above the hotel manager's.
    expect(topFilenames.slice(0, 2).sort(), `ranking: ${topFilenames.join(', ')}`).toEqual(CHEF_FILES.map((path) => basename(path)).sort())
  })

  it('fetches the analyses, opens the cards, and a row toggles its card', async () => {
    const { page } = app
    const first = page.getByRole('article').first()
    await first.getByRole('heading', { name: 'Match Analysis' }).waitFor({ timeout: 60_000 })
    for (const section of [
      'Skills Match',
      'Experience Fit',
      'Educational Qualifications',
      'Specific Recommendations',
      'Overall Hiring Recommendation',
    ]) {
      expect(await first.getByRole('region', { name: section }).isVisible()).toBe(true)
    }
    expect(await page.getByText('Processing resume analysis...').count()).toBe(0)
    await screenshot(page, 't10-results')

    const firstRow = page.getByRole('table').getByRole('row').nth(1)
    await firstRow.click()
    await first.getByRole('heading', { name: 'Match Analysis' }).waitFor({ state: 'detached' })
    await firstRow.click()
    await first.getByRole('heading', { name: 'Match Analysis' }).waitFor()
    await screenshotOf(first, 't10-analysis-card')
  })

  it('exports resume-analysis.csv with the spec columns and the 5 candidates shown', async () => {
    const { page } = app
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Analysis' }).click()])
    const file = await downloaded(download)
    expect(file.name).toBe('resume-analysis.csv')
    const rows = parse(file.bytes, { columns: true, bom: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0] ?? {})).toEqual(['Resume Name', 'Match Score', 'Skills Match', 'Experience Fit', 'Education', 'Upload Time'])
    expect(rows).toHaveLength(5)
    expect(rows.map((row) => row['Resume Name'])).toEqual(topFilenames)
    for (const row of rows) {
      expect(row['Match Score']).toMatch(/^\d{1,3}%$/)
      expect(Number.isNaN(Date.parse(row['Upload Time'] ?? ''))).toBe(false)
    }
  })

  it('fits a 375 px wide screen', async () => {
    const { page } = app
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('heading', { name: 'Matching Results' }).scrollIntoViewIfNeeded()
    await screenshot(page, 't10-results-mobile', false)
    await page.getByRole('article').first().scrollIntoViewIfNeeded()
    await screenshot(page, 't10-card-mobile', false)
    await page.getByRole('tab', { name: 'Upload Resumes' }).click()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    // The two tabs fit side by side.
    expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0)
    await screenshot(page, 't10-upload-mobile', false)
  })
})
