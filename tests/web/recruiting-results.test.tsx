import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match, MatchAnalysis } from '@shared/schemas/recruiting.ts'
import { MatchingResults } from '@/features/recruiting/components/results/matching-results.tsx'
import { deferred, errorJson, json, on, requests, resetServer } from './fake-server.ts'
import { analysis, match } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const ADA = match('Ada Lovelace', { skills: ['GAAP', 'Excel', 'QuickBooks', 'SAP', 'Auditing'] })
const ALAN = match('Alan Turing', { match_percentage: 62, skills: ['Excel', 'SQL', 'Python'] })

function showResults(matches: Match[] = [ADA, ALAN], limit = 5) {
  renderWithApp(<MatchingResults results={{ jobId: 'job-1', jobTitle: 'Senior Accountant', limit, matches, published: false }} />)
}

function answerAnalysis(m: Match, body: MatchAnalysis | Response | (() => Response | Promise<Response>)) {
  const path = `/api/v1/t10/resumes/${m.resume_id}/jobs/job-1/analysis`
  on('GET', path, typeof body === 'function' || body instanceof Response ? body : json({ success: true, analysis: body }))
}

const card = (name: string) => screen.getByRole('article', { name })
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

beforeEach(() => {
  resetServer()
  dismissAllToasts()
})

describe('matching results', () => {
  it('shows the table with the first 3 skills and "+N more"', () => {
    answerAnalysis(ADA, () => deferred<Response>().promise)
    answerAnalysis(ALAN, () => deferred<Response>().promise)
    showResults()
    expect(screen.getByRole('heading', { name: 'Matching Results' })).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Candidate', 'Key Skills', 'Experience', 'Stage', 'Rating', 'Match Score'])

    const ada = row('Ada Lovelace')
    expect(within(ada).getByText('GAAP')).toBeInTheDocument()
    expect(within(ada).getByText('QuickBooks')).toBeInTheDocument()
    expect(within(ada).queryByText('SAP')).not.toBeInTheDocument()
    expect(within(ada).getByText('+2 more')).toBeInTheDocument()
    expect(within(ada).getByText('80%')).toBeInTheDocument()
    expect(within(ada).getByText('Senior')).toBeInTheDocument()

    const alan = row('Alan Turing')
    expect(within(alan).getByText('Python')).toBeInTheDocument()
    expect(within(alan).queryByText(/more$/)).not.toBeInTheDocument()
  })

  it('shows the level the server read from the dates with its years, and flags a duplicate, in the table and the phone list', async () => {
    const grace = match('Grace Hopper', {
      experienceLevel: 'senior',
      years_experience: 12.5,
      duplicate_of: { resume_id: 'r-grace-old', filename: 'grace-2023.pdf', reason: 'same_email' },
    })
    const junior = match('Junior Jo', { experienceLevel: 'entry', years_experience: 1, match_percentage: 41 })
    for (const m of [grace, junior]) answerAnalysis(m, () => deferred<Response>().promise)
    showResults([grace, junior])

    expect(within(row('Grace Hopper')).getByText('Senior · 12.5 yrs')).toBeInTheDocument()
    expect(within(row('Grace Hopper')).getByText('Duplicate of grace-2023.pdf')).toBeInTheDocument()
    expect(within(row('Junior Jo')).getByText('Entry · 1 yr')).toBeInTheDocument()

    // Below the sm breakpoint a list stands in for the table (CSS hides one or the other): rank, name, score.
    const items = within(screen.getByRole('list', { name: 'Matching candidates' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '1Grace HopperSenior · 12.5 yrsDuplicate of grace-2023.pdf80%',
      '2Junior JoEntry · 1 yr41%',
    ])
    // A tap on a row opens its card, as a table row does.
    const button = within(items[1]!).getByRole('button')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('fetches every analysis at once, says so while waiting, then opens each card', async () => {
    const adaAnswer = deferred<Response>()
    const alanAnswer = deferred<Response>()
    answerAnalysis(ADA, () => adaAnswer.promise)
    answerAnalysis(ALAN, () => alanAnswer.promise)
    showResults()

    // Both requests are out before either answers.
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/analysis'))).toHaveLength(2))
    expect(within(card('Ada Lovelace')).getByText('Processing resume analysis...')).toBeInTheDocument()
    expect(within(card('Alan Turing')).getByText('Processing resume analysis...')).toBeInTheDocument()
    expect(within(card('Ada Lovelace')).queryByText('Match Analysis')).not.toBeInTheDocument()

    adaAnswer.resolve(json({ success: true, analysis: analysis('Ada Lovelace') }))
    const ada = card('Ada Lovelace')
    await within(ada).findByText('Match Analysis')
    for (const section of [
      'Skills Match',
      'Experience Fit',
      'Educational Qualifications',
      'Specific Recommendations',
      'Overall Hiring Recommendation',
    ]) {
      expect(within(ada).getByRole('region', { name: section })).toBeInTheDocument()
    }
    const skills = within(ada).getByRole('region', { name: 'Skills Match' })
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Has 3 of 4 required skills: GAAP, Excel and QuickBooks.', 'Missing: SAP.'])
    expect(within(skills).getByRole('progressbar', { name: 'Skills Match score' }).getAttribute('aria-valuenow')).toBe('85')
    // Recommendations have no score, so no bar.
    expect(within(within(ada).getByRole('region', { name: 'Specific Recommendations' })).queryByRole('progressbar')).toBeNull()
    // The card itself: education from the analysis, the skill pills and the three bars.
    expect(within(ada).getByText('Education:').nextElementSibling?.textContent).toBe("Bachelor's degree in Accounting")
    expect(within(within(ada).getByRole('list', { name: 'Technical Expertise' })).getAllByRole('listitem')).toHaveLength(3)
    for (const bar of ['Skills Match', 'Professional Experience', 'Educational Background']) {
      expect(within(ada).getByRole('progressbar', { name: bar })).toBeInTheDocument()
    }
    expect(within(card('Alan Turing')).getByText('Processing resume analysis...')).toBeInTheDocument()
    expect(row('Ada Lovelace').querySelector('[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true')

    alanAnswer.resolve(json({ success: true, analysis: analysis('Alan Turing') }))
    await within(card('Alan Turing')).findByText('Match Analysis')
  })

  it('says what is missing when an analysis has no words for a section', async () => {
    answerAnalysis(
      ADA,
      analysis('Ada Lovelace', {
        skills_match: { score: 40, analysis: '' },
        experience_fit: { score: 30, analysis: '  ' },
        specific_recommendations: [],
      }),
    )
    answerAnalysis(ALAN, analysis('Alan Turing'))
    showResults()
    const ada = card('Ada Lovelace')
    await within(ada).findByText('Match Analysis')
    expect(within(within(ada).getByRole('region', { name: 'Skills Match' })).getByText('No skills analysis available')).toBeInTheDocument()
    expect(within(within(ada).getByRole('region', { name: 'Experience Fit' })).getByText('No detailed analysis available')).toBeInTheDocument()
    expect(
      within(within(ada).getByRole('region', { name: 'Specific Recommendations' })).getByText('No detailed analysis available'),
    ).toBeInTheDocument()
    // A section with text shows no fallback.
    expect(within(within(ada).getByRole('region', { name: 'Educational Qualifications' })).queryByText('No detailed analysis available')).toBeNull()
  })

  it('a failed analysis stops only that card: an error toast, Load Analysis, and a retry that works', async () => {
    let adaFails = true
    answerAnalysis(ADA, () => (adaFails ? errorJson(500, 'Internal Server Error') : json({ success: true, analysis: analysis('Ada Lovelace') })))
    answerAnalysis(ALAN, analysis('Alan Turing'))
    showResults()

    await findToast('Analysis Error', 'Failed to get match analysis')
    await within(card('Alan Turing')).findByText('Match Analysis')
    const ada = card('Ada Lovelace')
    expect(within(ada).queryByText('Processing resume analysis...')).not.toBeInTheDocument()
    expect(within(ada).getByRole('button', { name: 'Load Analysis' })).toBeInTheDocument()

    // Opening the card shows why there is no analysis (and asks for it again, which fails again).
    await userEvent.click(within(ada).getByRole('button', { name: 'Ada Lovelace' }))
    expect(within(ada).getByRole('button', { name: 'Ada Lovelace' }).getAttribute('aria-expanded')).toBe('true')
    await within(ada).findByText('No analysis available for this match yet')

    adaFails = false
    await userEvent.click(await within(ada).findByRole('button', { name: 'Load Analysis' }))
    await within(ada).findByText('Match Analysis')
    expect(within(ada).queryByRole('button', { name: 'Load Analysis' })).not.toBeInTheDocument()
  })

  it('a table row opens and closes its candidate card', async () => {
    answerAnalysis(ADA, analysis('Ada Lovelace'))
    answerAnalysis(ALAN, analysis('Alan Turing'))
    showResults()
    const ada = card('Ada Lovelace')
    await within(ada).findByText('Match Analysis')

    await userEvent.click(within(row('Ada Lovelace')).getByText('GAAP'))
    expect(within(ada).queryByText('Match Analysis')).not.toBeInTheDocument()
    expect(within(row('Ada Lovelace')).getByRole('button', { expanded: false })).toBeInTheDocument()

    await userEvent.click(within(row('Ada Lovelace')).getByRole('button', { name: /Ada Lovelace/ }))
    expect(within(ada).getByText('Match Analysis')).toBeInTheDocument()
    // The analysis was not fetched again.
    expect(requests.filter((r) => r.path.includes(ADA.resume_id))).toHaveLength(1)
  })

  it('warns of hidden text in the table and on the card', async () => {
    const hidden = match('Eve Hidden', { hidden_text: true })
    answerAnalysis(hidden, analysis('Eve Hidden', { hidden_text: true }))
    answerAnalysis(ALAN, analysis('Alan Turing'))
    showResults([hidden, ALAN])
    expect(within(row('Eve Hidden')).getByText('Hidden text')).toBeInTheDocument()
    expect(within(card('Eve Hidden')).getByRole('note').textContent).toContain('Hidden text found')
    expect(within(row('Alan Turing')).queryByText('Hidden text')).not.toBeInTheDocument()
    expect(within(card('Alan Turing')).queryByRole('note')).not.toBeInTheDocument()
  })

  it('infers skills from the analysis when no list is given', async () => {
    const bare = match('Bo Bare', { skills: [] })
    answerAnalysis(
      bare,
      analysis('Bo Bare', {
        skills: [],
        skills_match: { score: 60, analysis: 'Has 2 of 3 required skills: Month-end close and Reconciliations. Works daily with Python and AWS.' },
      }),
    )
    showResults([bare])
    const pills = await within(card('Bo Bare')).findByRole('list', { name: 'Technical Expertise' })
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Month-end close', 'Reconciliations', 'Python', 'AWS'])
  })
})

/** jsdom's Blob has no text(); FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

describe('Export Analysis', () => {
  const saved: { name: string; blob: Blob }[] = []

  beforeEach(() => {
    saved.length = 0
    let lastBlob: Blob | null = null
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob
      return 'blob:t10-test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    // jsdom does not download: record what the link would save instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob })
    })
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('downloads resume-analysis.csv with the shown number of candidates', async () => {
    const csv =
      'Resume Name,Match Score,Skills Match,Experience Fit,Education,Upload Time\nada-lovelace.pdf,80%,85%,75%,90%,2025-03-01T10:00:00.000Z\n'
    on('GET', /analysis$/, json({ success: true, analysis: analysis('Ada Lovelace') }))
    on('GET', '/api/v1/t10/jobs/job-1/export.csv?limit=10', () => new Response(csv, { headers: { 'content-type': 'text/csv' } }))
    showResults([ADA], 10)
    await userEvent.click(screen.getByRole('button', { name: 'Export Analysis' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('resume-analysis.csv')
    expect(await textOf(saved[0]!.blob)).toBe(csv)
  })

  it('shows the server message when the export fails', async () => {
    on('GET', /analysis$/, json({ success: true, analysis: analysis('Ada Lovelace') }))
    on('GET', /export\.csv/, errorJson(404, 'Job not found', 'not_found'))
    showResults([ADA])
    await userEvent.click(screen.getByRole('button', { name: 'Export Analysis' }))
    await findToast('Error', 'Job not found')
    expect(saved).toHaveLength(0)
  })
})
