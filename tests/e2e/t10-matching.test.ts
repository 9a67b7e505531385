import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { MATCH_CSV_COLUMNS, MATCH_CSV_DETAIL_COLUMNS, MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { horizontalOverflow, screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, register, submitSignUp, uniqueEmail } from './helpers/flows.ts'
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

// A file that is not a resume, which the drop zone leaves out (and says so); a "PDF" the server
// cannot read, which fails with its reason.
const work = mkdtempSync(join(tmpdir(), 't10-e2e-matching-'))
const NOT_A_RESUME = join(work, 'candidates.csv')
writeFileSync(NOT_A_RESUME, 'name,email\nRita,rita@example.com\n')
const BROKEN_PDF = join(work, 'broken.pdf')
writeFileSync(BROKEN_PDF, 'This is plain text saved with a .pdf name.\n')
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The brief's bands of the Experience column: Entry under 2 years, Mid 2-5, Senior 5-10, Lead 10+. */
const bandOf = (years: number) => (years < 2 ? 'Entry' : years < 8 ? 'Mid' : 'Senior')
const PHONE = { width: 390, height: 844 }
const CHEF_DUPLICATE = new RegExp(`^Duplicate of (${CHEF_FILES.map((path) => basename(path).replace(/\./g, '\\.')).join('|')})$`)

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

  it('takes 8 PDFs, says which file it skipped and why, then processes them showing each file', async () => {
    const { page } = app
    expect(files).toHaveLength(8)
    const input = page.getByLabel('Resume files')
    await input.setInputFiles([...files, NOT_A_RESUME])
    const pending = page.getByRole('list', { name: 'Uploaded Resumes' })
    await pending.getByRole('listitem').nth(7).waitFor()
    expect(await pending.getByRole('listitem').count()).toBe(8)
    expect(await pending.getByText(basename(NOT_A_RESUME)).count()).toBe(0)
    await page.getByText('1 skipped: candidates.csv is not PDF or DOCX').waitFor()
    // The input forgets each pick, so the same file chosen again is a change again.
    expect(await input.inputValue()).toBe('')
    await screenshot(page, 't10-upload-pending')

    // A slow uplink (64 kB/s), so each file's upload is seen as it goes.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 })
    await page.getByRole('button', { name: 'Process Resumes' }).click()
    const progress = page.getByRole('list', { name: 'Upload progress' })
    await progress
      .getByText(/^Uploading \d+ %$/)
      .first()
      .waitFor()
    expect(await progress.getByRole('listitem').count()).toBe(8)
    await screenshot(page, 't10-upload-progress')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await cdp.detach()

    await page.getByText('Successfully processed', { exact: false }).first().waitFor({ timeout: 60_000 })
    const processed = page.getByRole('list', { name: 'Processed Resumes' })
    await processed.getByRole('listitem').nth(7).waitFor({ timeout: 60_000 })
    expect(await processed.getByRole('listitem').count()).toBe(8)
    await page.getByText('No files selected for upload').waitFor()
    await page.getByRole('button', { name: 'Process Resumes' }).waitFor()
    expect(await progress.getByText('Read', { exact: true }).count()).toBe(8)
    // The chef's second file and the accountant's second file name the same people: flagged, not refused.
    expect(await processed.getByText(/^Duplicate of /).count()).toBe(2)
    // Uploaded together, either of the chef's files may be the earlier one.
    expect(await processed.getByText(CHEF_DUPLICATE).count()).toBe(1)
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
    expect(await page.getByRole('table').getByText(CHEF_DUPLICATE).count()).toBe(1)
  })

  it('shows each candidate’s level from the years of their dated roles', async () => {
    const { page } = app
    const cells = await page.getByRole('table').getByTestId('match-experience').allTextContents()
    expect(cells).toHaveLength(5)
    for (const cell of cells) {
      const [, level, years] = /^(Entry|Mid|Senior) · ([\d.]+) yrs?$/.exec(cell) ?? []
      expect(level, cell).toBeDefined()
      expect(level, cell).toBe(bandOf(Number(years)))
    }
    // The chef's dated roles span well over eight years (18 in the written resume, to the present).
    expect(cells[0]).toMatch(/^Senior · /)
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

  it('exports resume-analysis.csv: the spec columns first, then the candidate details, for the 5 shown', async () => {
    const { page } = app
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Analysis' }).click()])
    const file = await downloaded(download)
    expect(file.name).toBe('resume-analysis.csv')
    const rows = parse(file.bytes, { columns: true, bom: true }) as Array<Record<string, string>>
    // The spec's six columns first, then the candidate's details and review (shared/recruiting-csv.ts).
    expect(Object.keys(rows[0] ?? {})).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    expect(rows).toHaveLength(5)
    expect(rows.map((row) => row['Resume Name'])).toEqual(topFilenames)
    expect(rows.map((row) => row['Rank'])).toEqual(['1', '2', '3', '4', '5'])
    for (const row of rows) {
      expect(row['Match Score']).toMatch(/^\d{1,3}%$/)
      expect(Number.isNaN(Date.parse(row['Upload Time'] ?? ''))).toBe(false)
      expect(row['Candidate']).not.toBe('')
      expect(row['Email']).toMatch(/@/)
      expect(row['Recommendation']).not.toBe('')
    }
    const chefFiles = CHEF_FILES.map((path) => basename(path))
    expect(rows.filter((row) => chefFiles.includes(row['Duplicate of'] ?? ''))).toHaveLength(1)
  })

  it('Remove on a processed resume offers Undo before anything is deleted', async () => {
    const { page } = app
    await page.getByRole('tab', { name: 'Upload Resumes' }).click()
    const processed = page.getByRole('list', { name: 'Processed Resumes' })
    const victim = basename(OTHER_FILES[5]!)
    await processed.getByRole('button', { name: `Remove ${victim}` }).click()
    await page.getByText(`Removed ${victim}`).waitFor()
    expect(await processed.getByText(victim, { exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: `Undo remove ${victim}` }).click()
    await processed.getByText(victim, { exact: true }).waitFor()

    // Without Undo, the delete is sent once the offer has gone, and the server no longer has it.
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/api/v1/t10/resumes/'), {
      timeout: 15_000,
    })
    await processed.getByRole('button', { name: `Remove ${victim}` }).click()
    await deleted
    await page.getByText(`Removed ${victim}`).waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('list', { name: 'Processed Resumes' }).getByRole('listitem').nth(6).waitFor()
    expect(await page.getByRole('list', { name: 'Processed Resumes' }).getByRole('listitem').count()).toBe(7)
  })

  it('uploads the same file again when it is chosen again, after Remove and after a failed upload', async () => {
    const { page } = app
    const input = page.getByLabel('Resume files')
    const pending = page.getByRole('list', { name: 'Uploaded Resumes' })
    await input.setInputFiles(BROKEN_PDF)
    await pending.getByText('broken.pdf').waitFor()
    await pending.getByRole('button', { name: 'Remove broken.pdf' }).click()
    await page.getByText('No files selected for upload').waitFor()
    await input.setInputFiles(BROKEN_PDF)
    await pending.getByText('broken.pdf').waitFor()

    const progress = page.getByRole('list', { name: 'Upload progress' })
    for (let attempt = 1; attempt <= 2; attempt++) {
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/t10/resumes'))
      await page.getByRole('button', { name: 'Process Resumes' }).click()
      await sent
      await progress.getByText(/^Failed: /).waitFor({ timeout: 30_000 })
      await page.getByText('No files selected for upload').waitFor()
      // Chosen again after the failure: listed again, and the next Process sends it again.
      if (attempt === 1) {
        await input.setInputFiles(BROKEN_PDF)
        await pending.getByText('broken.pdf').waitFor()
      }
    }
    await screenshot(page, 't10-upload-failed')
  })
})

/** The recruiter on a phone (390 × 844): the results fit, and every action is in reach of a thumb. */
describe('T10 Resume Matching (phone)', () => {
  const app = useAppInBrowser({ viewport: PHONE })

  it('signs up and processes resumes without sideways scrolling', async () => {
    const { page } = app
    await register(page, uniqueEmail('t10-phone'), 'Paula Phone')
    await page.goto('/T10-generator')
    await page.getByRole('heading', { name: 'T10 Resume Matching' }).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByLabel('Resume files').setInputFiles([...CHEF_FILES, ...OTHER_FILES.slice(0, 3), NOT_A_RESUME])
    await page.getByText('1 skipped: candidates.csv is not PDF or DOCX').waitFor()
    const process = page.getByRole('button', { name: 'Process Resumes' })
    expect((await process.boundingBox())!.width).toBeGreaterThan(PHONE.width * 0.75)
    await process.click()
    await page.getByRole('list', { name: 'Processed Resumes' }).getByRole('listitem').nth(4).waitFor({ timeout: 60_000 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 't10-upload-mobile', false)
  })

  it('shows rank, name and score of each match with no sideways scrolling', async () => {
    const { page } = app
    await page.getByRole('tab', { name: 'Find Matches' }).click()
    await page.getByLabel('Job Description').fill(CHEF_JOB)
    await page.getByRole('button', { name: 'Find Matches' }).click()
    await page.getByText('Found 5 matching resumes').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Matching Results' }).waitFor()

    // The desktop table gives way to a list on a phone.
    expect(await page.getByRole('table').isVisible()).toBe(false)
    const list = page.getByRole('list', { name: 'Matching candidates' })
    const rows = list.getByTestId('match-row-phone')
    expect(await rows.count()).toBe(5)
    for (let i = 0; i < 5; i++) {
      const row = rows.nth(i)
      expect(await row.isVisible()).toBe(true)
      const text = (await row.innerText()).replace(/\s+/g, ' ')
      expect(text, `row ${i + 1}`).toMatch(new RegExp(`^${i + 1} .+ \\d{1,3}%$`))
      // Rank, name and score inside the screen.
      const box = (await row.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await list.scrollIntoViewIfNeeded()
    await screenshot(page, 't10-results-mobile', false)

    // A row opens and closes its card; the actions span the screen's width.
    const firstRow = rows.first().getByRole('button')
    const expanded = await firstRow.getAttribute('aria-expanded')
    await firstRow.click()
    await page.waitForFunction(
      ([before]) => document.querySelector('[data-testid="match-row-phone"] button')?.getAttribute('aria-expanded') !== before,
      [expanded],
    )
    const exportButton = page.getByRole('button', { name: 'Export Analysis' })
    expect((await exportButton.boundingBox())!.width).toBeGreaterThan(PHONE.width * 0.75)
    await page.getByRole('article').first().scrollIntoViewIfNeeded()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 't10-card-mobile', false)
    await page.getByRole('tab', { name: 'Upload Resumes' }).click()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    // The two tabs fit side by side.
    expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0)
  })
})
