import { createServer, request as forward } from 'node:http'
import { basename } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeModelGrader, startFakeModelGrader } from '../helpers/fake-model-grader.ts'
import { type Browser, horizontalOverflow, openBrowser, screenshot, screenshotOf, useAppInBrowser } from './helpers/browser.ts'
import { downloaded, logIn, register, uniqueEmail } from './helpers/flows.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

/*
 * T10 Resume Matching with a model: the real server and app in Chromium, OpenAI played by a fake
 * model server (tests/helpers/fake-model-grader.ts) whose grades the test chooses, so the model's
 * order is not the engine's.
 */
const CHEF = renderingPath(resumesByField('culinary')[0]!.id, 'single')
const HOTEL = renderingPath(resumesByField('hospitality')[0]!.id, 'dates-right')
const ACCOUNTANT = renderingPath(resumesByField('accounting')[0]!.id, 'single')

// The engine puts the chef first for a chef's job; this model grades the other way round.
const GRADES: Array<[name: string, overall: number]> = [
  ['Priya Raman', 95],
  ['Elena Popescu', 80],
  ['Luis Echeverría', 61],
]
const overallOf = (resume: string) => GRADES.find(([name]) => resume.includes(name.split(' ')[0]!))?.[1] ?? 50

const CHEF_JOB = `Role: Executive Chef
Experience Level: Senior (5+ years)
Required Skills: menu planning, food preparation, kitchen management, food safety, sanitation, culinary arts
Education: Culinary arts degree or diploma
Responsibilities: Lead the kitchen staff, plan seasonal menus, control food costs
`
// The mark's words for a screen reader (visually hidden, in innerText all the same).
const GRADED_BY = ' \\(graded by gpt-4o-mini\\)'
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

/**
 * The fake model answers at once; in front of it, each of every three requests waits a little
 * longer than the one before (0.6, 1.2, 1.8 s), so the page's "Reading candidate 2 of 3" is there
 * long enough to be seen.
 */
async function startSlowingProxy(target: string, stepMs = 600) {
  let count = 0
  const server = createServer((incoming, outgoing) => {
    const delay = ((count++ % 3) + 1) * stepMs
    setTimeout(() => {
      const upstream = forward(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      })
      upstream.on('error', () => outgoing.destroy())
      incoming.pipe(upstream)
    }, delay)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('T10 Resume Matching with a model', () => {
  let grader: FakeModelGrader | undefined
  let proxy: Awaited<ReturnType<typeof startSlowingProxy>> | undefined
  // Before useAppInBrowser's beforeAll: the server's settings name the fake model's address.
  beforeAll(async () => {
    grader = await startFakeModelGrader(overallOf)
    proxy = await startSlowingProxy(grader.url)
  })
  afterAll(async () => {
    await proxy?.close()
    await grader?.close()
  })
  const app = useAppInBrowser({
    // Read when the server starts (in useAppInBrowser's beforeAll), after the fake model has.
    get env() {
      return { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${proxy!.url}/v1` }
    },
    viewport: DESKTOP,
  })
  const email = uniqueEmail('t10-ai')
  let phone: Browser | undefined
  afterAll(async () => phone?.close())

  it('signs up and processes three resumes', async () => {
    const { page } = app
    await register(page, email, 'Rita Recruiter')
    await page.goto('/T10-generator')
    await page.getByRole('heading', { name: 'T10 Resume Matching' }).waitFor()
    await page.getByLabel('Resume files').setInputFiles([CHEF, HOTEL, ACCOUNTANT])
    await page.getByRole('button', { name: 'Process Resumes' }).click()
    await page.getByRole('list', { name: 'Processed Resumes' }).getByRole('listitem').nth(2).waitFor({ timeout: 60_000 })
  })

  it('chooses OpenAI, shows "Reading candidate n of 3" as the model reads, then ranks by its grade beside the engine’s', async () => {
    const { page } = app
    await page.getByRole('tab', { name: 'Find Matches' }).click()
    const picker = page.getByLabel('Graded by')
    expect(await picker.locator('option').allTextContents()).toEqual(['Local engine', 'OpenAI (gpt-4o-mini)'])
    expect(await picker.inputValue()).toBe('local')
    await picker.selectOption('openai')
    expect(await page.getByLabel('Candidates the model reads').inputValue()).toBe('20')
    await page.getByLabel('Job Description').fill(CHEF_JOB)
    await page.getByRole('button', { name: 'Find Matches' }).click()

    const progress = page.getByText(/^Reading candidate [123] of 3$/)
    await progress.waitFor({ timeout: 60_000 })
    expect(await progress.getAttribute('role')).toBe('status')
    expect(await page.getByRole('progressbar', { name: 'Candidates read by the model' }).isVisible()).toBe(true)
    await screenshot(page, 't10-ai-reading')

    await page.getByText('Found 3 matching resumes').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Matching Results' }).waitFor()
    expect(await progress.count()).toBe(0)

    // The model's order, each row with the engine's match % and then the model's grade.
    const rows = page.getByRole('table').getByRole('row')
    expect(await rows.count()).toBe(4)
    for (const [i, [name, overall]] of GRADES.entries()) {
      const row = rows.nth(i + 1)
      expect(await row.getByRole('button').innerText()).toContain(name)
      const score = (await row.getByRole('cell').last().innerText()).replace(/\s+/g, ' ')
      expect(score, name).toMatch(new RegExp(`^\\d{1,3}%\\s*AI ${overall}${GRADED_BY}$`))
      // The tooltip names the model.
      expect(await row.getByTitle(`Graded ${overall} of 100 by gpt-4o-mini`).innerText()).toMatch(new RegExp(`^AI ${overall}`))
    }
    await page.getByText(/^Read by gpt-4o-mini: 3 graded, [\d,]+ tokens/).waitFor()
  })

  it('the card shows the model’s verdict and its points, each with the words it quotes', async () => {
    const { page } = app
    const first = page.getByRole('article').first()
    expect(await first.getByRole('heading', { level: 3 }).innerText()).toBe('Priya Raman')
    const reading = first.getByRole('region', { name: /The model’s reading/ })
    await reading.getByText('Strong fit: the same work at the level asked.').waitFor()
    const points = reading.getByRole('list', { name: 'The model’s points' }).getByRole('listitem')
    expect(await points.count()).toBe(3)
    const texts = await points.allInnerTexts()
    expect(texts.filter((text) => /Resume: “.+”/.test(text))).toHaveLength(2)
    expect(texts.filter((text) => text.includes('Posting asks for: “Experience Level: Senior (5+ years)”'))).toHaveLength(1)
    // The analyses come from the grades the match kept: the model is not asked again.
    await page.getByRole('heading', { name: 'Match Analysis' }).nth(2).waitFor({ timeout: 60_000 })
    expect(grader!.requests).toHaveLength(3)
    await screenshot(page, 't10-ai-results')
    await screenshotOf(first, 't10-ai-card')
  })

  it('exports the model’s columns in its order', async () => {
    const { page } = app
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Analysis' }).click()])
    const rows = parse((await downloaded(download)).bytes, { columns: true, bom: true }) as Array<Record<string, string>>
    expect(rows.map((row) => row['Resume Name'])).toEqual([basename(ACCOUNTANT), basename(HOTEL), basename(CHEF)])
    expect(rows.map((row) => row['AI overall'])).toEqual(GRADES.map(([, overall]) => `${overall}%`))
  })

  it('on a phone (390 × 844): both scores in each row, the card’s points, no sideways scrolling', async () => {
    phone = await openBrowser(app.server.url, PHONE)
    const { page } = phone
    await page.goto('/login')
    await logIn(page, email)
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await page.goto('/T10-generator')
    await page.getByRole('tab', { name: 'Find Matches' }).click()
    await page.getByLabel('Graded by').selectOption('openai')
    await page.getByLabel('Job Description').fill(CHEF_JOB)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Find Matches' }).click()
    await page.getByText('Found 3 matching resumes').waitFor({ timeout: 60_000 })
    // The same resumes, posting and model as on the desktop: the grades come from the cache, free.
    await page.getByText(/^Read by gpt-4o-mini: 3 from cache, 0 tokens, no cost$/).waitFor()
    expect(grader!.requests).toHaveLength(3)

    const rows = page.getByRole('list', { name: 'Matching candidates' }).getByTestId('match-row-phone')
    expect(await rows.count()).toBe(3)
    for (const [i, [name, overall]] of GRADES.entries()) {
      const text = (await rows.nth(i).innerText()).replace(/\s+/g, ' ')
      expect(text).toMatch(new RegExp(`^${i + 1} ${name} .+ \\d{1,3}% AI ${overall}${GRADED_BY}$`))
      const box = (await rows.nth(i).boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('list', { name: 'Matching candidates' }).scrollIntoViewIfNeeded()
    await screenshot(page, 't10-ai-results-mobile', false)

    const first = page.getByRole('article').first()
    const reading = first.getByRole('region', { name: /The model’s reading/ })
    await reading.scrollIntoViewIfNeeded()
    await reading.getByText(/^Posting asks for: “/).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 't10-ai-card-mobile', false)
  })
})
