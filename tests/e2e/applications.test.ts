import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, screenshot, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'
import { seriousViolations } from './helpers/axe.ts'

/** Adds an application through the API from the page (its session cookie and origin), as the app's own calls go. */
async function addApplication(page: Page, body: Record<string, unknown>): Promise<string> {
  const { status, text } = await page.evaluate(async (data) => {
    const answer = await fetch('/api/v1/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    return { status: answer.status, text: await answer.text() }
  }, body)
  expect(status, text).toBe(201)
  return (JSON.parse(text) as { application: { id: string } }).application.id
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\s*\\d`) })
const card = (page: Page, title: string) => page.getByRole('article', { name: title })

/** The Applications page in a real Chromium against the real server. */
describe('applications (desktop 1366×900)', () => {
  const app = useAppInBrowser({ viewport: { width: 1366, height: 900 } })

  it('tracks the generated documents in one click and opens them on the Applications page', async () => {
    const { page } = app
    await register(page, uniqueEmail('applications'))
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)
    await page.getByRole('button', { name: 'Track this application' }).click()
    const tracked = page.getByRole('link', { name: 'Tracked — open' })
    await tracked.waitFor()
    await tracked.click()
    await page.waitForURL('**/applications?open=*')
    const detail = page.getByRole('dialog', { name: 'Senior DevOps Engineer' })
    await detail.waitFor()
    expect(await detail.getByLabel('Company').inputValue()).toBe('Acme Cloud')
    // Both documents as they were sent, each with its ATS score and a download.
    await detail.getByText(/^Resume$/).waitFor()
    await detail.getByText(/^Cover letter$/).waitFor()
    expect(await detail.getByText(/ATS score \d+/).count()).toBe(2)
    const download = page.waitForEvent('download')
    await detail.getByRole('button', { name: /^Download Resume PDF/ }).click()
    const pdf = await downloaded(await download)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    await screenshot(page, 'applications-detail')
    await detail.getByRole('button', { name: 'Close details' }).click()
    await detail.waitFor({ state: 'detached' })
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe('page')
  })

  it('moves a card across the board by mouse and by keyboard, and asks why before Closed', async () => {
    const { page } = app
    await addApplication(page, { title: 'Platform Engineer', company: 'Northwind', next_step: 'Send portfolio', next_step_date: '2026-12-01' })
    await addApplication(page, { title: 'Site Reliability Engineer', company: 'Harborline', status: 'applied' })
    await page.reload()
    await card(page, 'Platform Engineer').waitFor()
    expect(await column(page, 'Saved').getByRole('article').count()).toBe(2)

    // Mouse: the browser's own drag and drop.
    await card(page, 'Senior DevOps Engineer').dragTo(column(page, 'Applied'))
    await column(page, 'Applied').getByRole('article', { name: 'Senior DevOps Engineer' }).waitFor()

    // Keyboard: Space to pick up, the arrows to choose, Space to drop.
    await page.getByRole('button', { name: 'Move Platform Engineer' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.getByText('Platform Engineer is over Interviewing.').waitFor({ state: 'attached' })
    await page.keyboard.press('Space')
    await column(page, 'Interviewing').getByRole('article', { name: 'Platform Engineer' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Platform Engineer')

    // On to Closed: the reason first.
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const reason = page.getByRole('dialog', { name: 'Why did it close?' })
    await reason.waitFor()
    await reason.getByRole('radio', { name: 'Accepted' }).check()
    await reason.getByRole('button', { name: 'Move to Closed' }).click()
    await column(page, 'Closed').getByText('Closed — Accepted').waitFor()
    await screenshot(page, 'applications-board')
    expect(await seriousViolations(page)).toEqual([])

    // Saved on the server: a reload shows the same board.
    await page.reload()
    await column(page, 'Closed').getByRole('article', { name: 'Platform Engineer' }).waitFor()
    expect(await column(page, 'Applied').getByRole('article').count()).toBe(2)
  })

  it('filters and sorts the list, and exports CSV', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'List' }).click()
    const rows = page.getByRole('table', { name: 'Applications' }).locator('tbody tr')
    expect(await rows.count()).toBe(3)
    await page.getByLabel('Filter by status').selectOption({ label: 'Applied' })
    expect(await rows.count()).toBe(2)
    await page.getByLabel('Search applications').fill('harborline')
    expect(await rows.count()).toBe(1)
    await page.getByLabel('Search applications').fill('')
    await page.getByLabel('Filter by status').selectOption({ label: 'All statuses' })
    await page.getByRole('button', { name: 'Company' }).click()
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual([
      expect.stringContaining('Acme Cloud'),
      expect.stringContaining('Harborline'),
      expect.stringContaining('Northwind'),
    ])
    await screenshot(page, 'applications-list')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await downloaded(await download)
    expect(csv.name).toBe('applications.csv')
    const text = csv.bytes.toString('utf8')
    for (const title of ['Senior DevOps Engineer', 'Platform Engineer', 'Site Reliability Engineer']) expect(text).toContain(title)
  })

  it('deletes an application after confirming that its documents go too', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'Senior DevOps Engineer' }).click()
    const detail = page.getByRole('dialog', { name: 'Senior DevOps Engineer' })
    await detail.getByRole('button', { name: 'Delete application' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this application?' })
    await confirm.getByText(/its 2 documents go with it/).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await detail.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Senior DevOps Engineer' }).waitFor({ state: 'detached' })
  })
})

describe('applications (phone 390×844)', () => {
  const app = useAppInBrowser({ viewport: { width: 390, height: 844 } })

  it('lists applications with a status menu each, reached from the phone menu', async () => {
    const { page } = app
    await register(page, uniqueEmail('applications-phone'))
    await addApplication(page, { title: 'Support Engineer', company: 'Globex', next_step: 'Follow up', next_step_date: '2026-12-04' })
    await addApplication(page, { title: 'QA Engineer', company: 'Initech' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Applications' }).click()
    await page.waitForURL('**/applications')
    const list = page.getByRole('list', { name: 'Applications' })
    await list.waitFor()
    // No board on a phone, and the upcoming next step first.
    expect(await page.getByRole('region', { name: /^Saved/ }).count()).toBe(0)
    expect(await list.getByRole('listitem').first().textContent()).toContain('Support Engineer')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    await page.getByLabel('Status of QA Engineer').selectOption('interviewing')
    await page.getByLabel('Status of Support Engineer').selectOption('closed')
    const reason = page.getByRole('dialog', { name: 'Why did it close?' })
    await reason.getByRole('radio', { name: 'Withdrawn' }).check()
    await reason.getByRole('button', { name: 'Move to Closed' }).click()
    await page.getByText('Closed — Withdrawn').waitFor()
    await screenshot(page, 'applications-phone')

    await page.reload()
    expect(await page.getByLabel('Status of QA Engineer').inputValue()).toBe('interviewing')
    expect(await page.getByLabel('Status of Support Engineer').inputValue()).toBe('closed')
  })

  it('adds one from a link and says clearly when the page cannot be read', async () => {
    const { page } = app
    await page.getByRole('button', { name: 'Add application' }).click()
    await page.getByLabel('Posting link').fill('http://127.0.0.1:9/no-such-posting')
    await page.getByRole('button', { name: 'Add from link' }).click()
    const field = page.getByLabel('Posting link')
    await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"]') !== null)
    const message = await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()
    expect(message?.length).toBeGreaterThan(10)
    // By hand instead.
    await page.getByLabel('Job title').fill('Technical Writer')
    await page.getByLabel('Company').fill('Umbrella')
    await page.getByRole('button', { name: 'Save application' }).click()
    await page.getByRole('dialog', { name: 'Technical Writer' }).waitFor()
  })
})
