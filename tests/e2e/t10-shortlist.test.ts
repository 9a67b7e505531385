import { parse } from 'csv-parse/sync'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import { seriousViolations } from './helpers/axe.ts'
import { horizontalOverflow, screenshot, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, register, uniqueEmail } from './helpers/flows.ts'
import { type Layout, renderingPath, resumesByField } from '../resumes/index.ts'

/*
 * The recruiter's shortlist (issue 26) in a real Chromium against the real server: a stage, a
 * rating and notes set on a candidate of the results survive the next match of the same job, the
 * table filters by stage, the CSV carries them, and the job's page lists its candidates by stage.
 */

const pdf = (field: string, layout: Layout) => renderingPath(resumesByField(field)[0]!.id, layout)
const FILES = [pdf('culinary', 'single'), pdf('accounting', 'single'), pdf('hospitality', 'dates-right')]

const CHEF_JOB = `Role: Executive Chef
Experience Level: Senior (5+ years)
Required Skills: menu planning, food preparation, kitchen management, food safety, sanitation, culinary arts, inventory control, catering
Education: Culinary arts degree or diploma
Responsibilities: Lead the kitchen staff, plan seasonal menus, order food and supplies, control food costs, keep food safety and sanitation standards
`

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

/** The answer to a review's PUT, once the screen has sent it. */
const reviewSaved = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/v1\/t10\/jobs\/[^/]+\/candidates\//.test(response.url()))

async function uploadAndMatch(page: Page, email: string): Promise<void> {
  await register(page, email, 'Sam Shortlist')
  await page.goto('/T10-generator')
  await page.getByRole('heading', { name: 'T10 Resume Matching' }).waitFor()
  await page.getByLabel('Resume files').setInputFiles(FILES)
  await page.getByRole('button', { name: 'Process Resumes' }).click()
  await page.getByRole('list', { name: 'Processed Resumes' }).getByRole('listitem').nth(2).waitFor({ timeout: 60_000 })
  await page.getByRole('tab', { name: 'Find Matches' }).click()
  await page.getByLabel('Job Description').fill(CHEF_JOB)
  await page.getByLabel('Number of candidates').selectOption({ label: 'Top 3' })
  await matchAgain(page)
}

/** Find Matches (again): resolves once the new ranking is on the screen. */
async function matchAgain(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => /\/api\/v1\/t10\/jobs\/[^/]+\/matches/.test(response.url()), { timeout: 60_000 })
  await page.getByRole('button', { name: 'Find Matches' }).click()
  await answered
  await page.getByRole('heading', { name: 'Matching Results' }).waitFor()
}

/** The name a stage select is for: "Stage of Ada Lovelace" -> "Ada Lovelace". */
const candidateOf = async (select: Locator) => (await select.getAttribute('aria-label'))!.replace(/^Stage of /, '')

async function exportedRows(page: Page): Promise<Array<Record<string, string>>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Analysis' }).click()])
  const file = await downloaded(download)
  expect(file.name).toBe('resume-analysis.csv')
  return parse(file.bytes, { columns: true, bom: true }) as Array<Record<string, string>>
}

const selectedLabel = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')

describe('T10 shortlist (desktop 1366 × 900)', () => {
  const app = useAppInBrowser({ viewport: DESKTOP })
  let name = ''

  it('sets a stage, a rating and notes on a candidate of the results', async () => {
    const { page } = app
    await uploadAndMatch(page, uniqueEmail('t10-shortlist'))
    const table = page.getByRole('table')
    expect(await table.getByRole('columnheader', { name: 'Stage' }).isVisible()).toBe(true)
    const stage = table.getByRole('combobox', { name: /^Stage of / }).first()
    name = await candidateOf(stage)
    expect(await selectedLabel(stage)).toBe('New')

    let saved = reviewSaved(page)
    await stage.selectOption({ label: 'Shortlisted' })
    expect((await saved).ok()).toBe(true)
    saved = reviewSaved(page)
    await table
      .getByRole('radiogroup', { name: `Rating of ${name}` })
      .getByRole('radio', { name: '4 stars' })
      .check()
    expect((await saved).ok()).toBe(true)

    // The card shows the same review, and takes the notes: saved when the field is left.
    const card = page.getByRole('article', { name })
    expect(await selectedLabel(card.getByRole('combobox', { name: `Stage of ${name}` }))).toBe('Shortlisted')
    expect(await card.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    saved = reviewSaved(page)
    await card.getByRole('textbox', { name: `Notes on ${name}` }).fill('Strong kitchen lead, call on Monday')
    await card.getByRole('textbox', { name: `Notes on ${name}` }).press('Tab')
    expect((await saved).ok()).toBe(true)
    await card.getByText('Saved', { exact: true }).waitFor()
    await screenshot(page, 't10-shortlist-results')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('matching the job again keeps them', async () => {
    const { page } = app
    await matchAgain(page)
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) })
    expect(await selectedLabel(row.getByRole('combobox', { name: `Stage of ${name}` }))).toBe('Shortlisted')
    expect(await row.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    expect(
      await page
        .getByRole('article', { name })
        .getByRole('textbox', { name: `Notes on ${name}` })
        .inputValue(),
    ).toBe('Strong kitchen lead, call on Monday')
  })

  it('filters the table by stage, with the count of each', async () => {
    const { page } = app
    const filter = page.getByRole('combobox', { name: 'Filter by stage' })
    expect(await filter.locator('option').allTextContents()).toEqual([
      'All stages (3)',
      'New (2)',
      'Shortlisted (1)',
      'Contacted (0)',
      'Interviewing (0)',
      'Offer (0)',
      'Rejected (0)',
    ])
    await filter.selectOption('shortlisted')
    const bodyRows = page.getByRole('table').locator('tbody tr')
    expect(await bodyRows.count()).toBe(1)
    expect(await bodyRows.first().innerText()).toContain(name)
    expect(await page.getByRole('article').count()).toBe(1)
    await filter.selectOption('new')
    expect(await bodyRows.count()).toBe(2)
    await filter.selectOption('all')
    expect(await bodyRows.count()).toBe(3)
  })

  it('exports the review in the CSV’s Stage, Rating and Notes columns', async () => {
    const { page } = app
    const rows = await exportedRows(page)
    expect(rows).toHaveLength(3)
    expect(Object.keys(rows[0]!).slice(-3)).toEqual(MATCH_CSV_REVIEW_COLUMNS)
    const reviewed = rows.find((row) => row['Candidate'] === name)
    expect(reviewed, JSON.stringify(rows)).toBeDefined()
    expect([reviewed!['Stage'], reviewed!['Rating'], reviewed!['Notes']]).toEqual(['Shortlisted', '4', 'Strong kitchen lead, call on Monday'])
    for (const row of rows.filter((r) => r !== reviewed)) expect([row['Stage'], row['Rating'], row['Notes']]).toEqual(['New', '', ''])
  })

  it('the job’s page lists its candidates by stage, and a stage changed there moves the candidate', async () => {
    const { page } = app
    await page.getByRole('link', { name: 'Job’s candidates' }).click()
    await page.waitForURL(/\/T10-generator\/jobs\/[^/]+$/)
    await page.getByRole('heading', { level: 1, name: 'Executive Chef' }).waitFor()
    const group = (stage: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage} \\(`) }) })
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['New (2)', 'Shortlisted (1)'])
    const item = group('Shortlisted').getByRole('article', { name })
    expect(await item.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    expect(await item.getByRole('textbox', { name: `Notes on ${name}` }).inputValue()).toBe('Strong kitchen lead, call on Monday')
    await screenshot(page, 't10-shortlist-job-page')
    expect(await seriousViolations(page)).toEqual([])

    const saved = reviewSaved(page)
    await item.getByRole('combobox', { name: `Stage of ${name}` }).selectOption({ label: 'Interviewing' })
    await group('Interviewing').getByRole('article', { name }).waitFor()
    expect((await saved).ok()).toBe(true)

    // Back on the matching screen, the results are as they were left, with the stage set on the job's page.
    await page.getByRole('link', { name: 'T10 Resume Matching' }).click()
    await page.getByRole('heading', { name: 'Matching Results' }).waitFor()
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) })
    expect(await selectedLabel(row.getByRole('combobox', { name: `Stage of ${name}` }))).toBe('Interviewing')

    // The job is listed under "Your jobs", which opens the same page; read again from the server, the stage is there.
    await page.getByRole('link', { name: 'Your jobs' }).click()
    await page
      .getByRole('list', { name: 'Your jobs' })
      .getByRole('link', { name: /Executive Chef/ })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Executive Chef' }).waitFor()
    await page.reload()
    await group('Interviewing').getByRole('article', { name }).waitFor()
  })
})

describe('T10 shortlist (phone 390 × 844)', () => {
  const app = useAppInBrowser({ viewport: PHONE })
  let name = ''

  it('sets a stage and a rating on a candidate’s card, and the list says so', async () => {
    const { page } = app
    await uploadAndMatch(page, uniqueEmail('t10-shortlist-phone'))
    expect(await page.getByRole('table').isVisible()).toBe(false)
    const card = page.getByRole('article').first()
    const stage = card.getByRole('combobox', { name: /^Stage of / })
    name = await candidateOf(stage)

    let saved = reviewSaved(page)
    await stage.selectOption({ label: 'Contacted' })
    expect((await saved).ok()).toBe(true)
    saved = reviewSaved(page)
    await card.getByRole('radio', { name: '5 stars' }).check()
    expect((await saved).ok()).toBe(true)

    const rows = page.getByRole('list', { name: 'Matching candidates' }).getByTestId('match-row-phone')
    await rows.filter({ hasText: name }).getByText('Contacted · 5 stars').waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 't10-shortlist-card-mobile', false)
  })

  it('matching again keeps them; the list filters by stage; the CSV carries them', async () => {
    const { page } = app
    await matchAgain(page)
    const card = page.getByRole('article', { name })
    expect(await selectedLabel(card.getByRole('combobox', { name: `Stage of ${name}` }))).toBe('Contacted')
    expect(await card.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)

    const rows = page.getByRole('list', { name: 'Matching candidates' }).getByTestId('match-row-phone')
    await page.getByRole('combobox', { name: 'Filter by stage' }).selectOption('contacted')
    expect(await rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain(name)
    await page.getByRole('combobox', { name: 'Filter by stage' }).selectOption('all')
    expect(await rows.count()).toBe(3)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    const exported = await exportedRows(page)
    const reviewed = exported.find((row) => row['Candidate'] === name)
    expect([reviewed?.['Stage'], reviewed?.['Rating'], reviewed?.['Notes']]).toEqual(['Contacted', '5', ''])
  })

  it('the job’s page fits the phone', async () => {
    const { page } = app
    await page.getByRole('link', { name: 'Job’s candidates' }).click()
    await page.getByRole('heading', { level: 2, name: 'Contacted (1)' }).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 't10-shortlist-job-page-mobile', false)
  })
})
