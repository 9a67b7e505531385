import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match } from '@shared/schemas/recruiting.ts'
import type { CandidateReview, JobCandidate, JobCandidatesResponse } from '@shared/schemas/shortlist.ts'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { MatchingResults } from '@/features/recruiting/components/results/matching-results.tsx'
import RecruitingJobRoute from '@/app/routes/recruiting-job.tsx'
import { JobPage } from '@/features/recruiting/components/shortlist/job-page.tsx'
import { deferred, errorJson, json, on, requests, resetServer, type RecordedRequest } from './fake-server.ts'
import { match, resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const review = (overrides: Partial<CandidateReview> = {}): CandidateReview => ({
  stage: 'new',
  rating: null,
  notes: '',
  reviewed_at: null,
  ...overrides,
})

const ADA = match('Ada Lovelace', {
  review: review({ stage: 'shortlisted', rating: 4, notes: 'Strong on GAAP', reviewed_at: '2026-11-20T09:00:00.000Z' }),
})
const ALAN = match('Alan Turing', { match_percentage: 62, review: review() })
const GRACE = match('Grace Hopper', { match_percentage: 55, review: review() })

const REVIEW_PATH = /^\/api\/v1\/t10\/jobs\/job-1\/candidates\/([^/]+)$/

/** Answers every PUT of a review with the review as the body set it, on top of `base`. */
function acceptReviews(base: Record<string, CandidateReview> = {}) {
  on('PUT', REVIEW_PATH, (request: RecordedRequest, found: RegExpMatchArray) => {
    const resumeId = decodeURIComponent(found[1]!)
    const saved = { ...review(), ...base[resumeId], ...(request.body as Partial<CandidateReview>), reviewed_at: '2026-11-28T10:00:00.000Z' }
    base[resumeId] = saved
    return json({ success: true, resume_id: resumeId, job_id: 'job-1', review: saved, message: 'Review saved' })
  })
}

const reviewPuts = () => requests.filter((r) => r.method === 'PUT').map((r) => ({ path: r.path, body: r.body }))

function showResults(matches: Match[] = [ADA, ALAN, GRACE]) {
  // The analyses stay on their way: these tests are about the review.
  on('GET', /\/analysis$/, () => deferred<Response>().promise)
  renderWithApp(<MatchingResults results={{ jobId: 'job-1', jobTitle: 'Senior Accountant', limit: 5, matches, published: false }} />)
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
const card = (name: string) => screen.getByRole('article', { name })
const tableStage = (name: string) => within(row(name)).getByRole('combobox', { name: `Stage of ${name}` }) as HTMLSelectElement
const cardStage = (name: string) => within(card(name)).getByRole('combobox', { name: `Stage of ${name}` }) as HTMLSelectElement
const stageFilter = () => screen.getByRole('combobox', { name: 'Filter by stage' }) as HTMLSelectElement
const filterOptions = () =>
  within(stageFilter())
    .getAllByRole('option')
    .map((o) => o.textContent)

beforeEach(() => {
  resetServer()
  dismissAllToasts()
})

describe('the shortlist in the matching results', () => {
  it('shows each candidate’s stage and rating in the table, the card and the phone list', () => {
    showResults()
    expect(tableStage('Ada Lovelace').value).toBe('shortlisted')
    expect(tableStage('Alan Turing').value).toBe('new')
    expect(
      within(tableStage('Ada Lovelace'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Shortlisted', 'Contacted', 'Interviewing', 'Offer', 'Rejected'])
    expect((within(row('Ada Lovelace')).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)
    expect(within(row('Alan Turing')).queryByRole('radio', { checked: true })).toBeNull()

    const ada = card('Ada Lovelace')
    expect(cardStage('Ada Lovelace').value).toBe('shortlisted')
    expect((within(ada).getByRole('textbox', { name: 'Notes on Ada Lovelace' }) as HTMLTextAreaElement).value).toBe('Strong on GAAP')
    // The phone list says the review of a reviewed candidate only.
    const items = within(screen.getByRole('list', { name: 'Matching candidates' })).getAllByRole('listitem')
    expect(within(items[0]!).getByText('Shortlisted · 4 stars')).toBeInTheDocument()
    expect(within(items[1]!).queryByTestId('match-review-phone')).toBeNull()
  })

  it('sets a stage at once, sends it, and the card and counts follow', async () => {
    const answer = deferred<Response>()
    on('PUT', REVIEW_PATH, () => answer.promise)
    showResults()
    await userEvent.selectOptions(tableStage('Alan Turing'), 'interviewing')

    // Optimistic: shown before the server answers.
    expect(tableStage('Alan Turing').value).toBe('interviewing')
    expect(cardStage('Alan Turing').value).toBe('interviewing')
    expect(filterOptions()).toContain('Interviewing (1)')
    expect(reviewPuts()).toEqual([{ path: '/api/v1/t10/jobs/job-1/candidates/r-alan-turing', body: { stage: 'interviewing' } }])
    // Choosing in the row does not open or close the card.
    expect(
      within(row('Alan Turing'))
        .getByRole('button', { name: /Alan Turing/ })
        .getAttribute('aria-expanded'),
    ).toBe('false')

    answer.resolve(
      json({
        success: true,
        resume_id: 'r-alan-turing',
        job_id: 'job-1',
        review: review({ stage: 'interviewing', reviewed_at: '2026-11-28T10:00:00.000Z' }),
        message: 'Review saved',
      }),
    )
    await within(card('Alan Turing')).findByText(/^Reviewed /)
    expect(tableStage('Alan Turing').value).toBe('interviewing')
  })

  it('rates 1–5 with the stars, and clears the rating', async () => {
    acceptReviews()
    showResults()
    const alan = card('Alan Turing')
    await userEvent.click(within(alan).getByRole('radio', { name: '3 stars' }))
    expect((within(alan).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true)
    expect((within(row('Alan Turing')).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true)
    await waitFor(() => expect(reviewPuts().at(-1)?.body).toEqual({ rating: 3 }))

    await userEvent.click(within(alan).getByRole('button', { name: 'Clear rating of Alan Turing' }))
    expect(within(alan).queryByRole('radio', { checked: true })).toBeNull()
    await waitFor(() => expect(reviewPuts().at(-1)?.body).toEqual({ rating: null }))

    // A click on the chosen star clears it too.
    await userEvent.click(within(row('Ada Lovelace')).getByRole('radio', { name: '4 stars' }))
    expect(within(row('Ada Lovelace')).queryByRole('radio', { checked: true })).toBeNull()
    await waitFor(() => expect(reviewPuts().at(-1)).toEqual({ path: '/api/v1/t10/jobs/job-1/candidates/r-ada-lovelace', body: { rating: null } }))
  })

  it('saves the notes when the field is left, and says they are saved', async () => {
    acceptReviews()
    showResults()
    const notes = within(card('Alan Turing')).getByRole('textbox', { name: 'Notes on Alan Turing' })
    await userEvent.type(notes, 'Call on Monday')
    expect(within(card('Alan Turing')).getByText('Unsaved changes')).toBeInTheDocument()
    await userEvent.tab()
    await within(card('Alan Turing')).findByText('Saved')
    expect(reviewPuts()).toEqual([{ path: '/api/v1/t10/jobs/job-1/candidates/r-alan-turing', body: { notes: 'Call on Monday' } }])
    // Leaving the field again without a change sends nothing.
    await userEvent.click(notes)
    await userEvent.tab()
    expect(reviewPuts()).toHaveLength(1)
  })

  it('puts the stage and rating back when the server refuses them, with the server’s message', async () => {
    on('PUT', REVIEW_PATH, () => errorJson(404, 'Candidate not found', 'not_found'))
    showResults()
    await userEvent.selectOptions(tableStage('Ada Lovelace'), 'rejected')
    await findToast('Error', 'Candidate not found')
    expect(tableStage('Ada Lovelace').value).toBe('shortlisted')
    expect(cardStage('Ada Lovelace').value).toBe('shortlisted')
    expect(filterOptions()).toContain('Rejected (0)')

    dismissAllToasts()
    await userEvent.click(within(card('Ada Lovelace')).getByRole('radio', { name: '2 stars' }))
    await findToast('Error', 'Candidate not found')
    expect((within(card('Ada Lovelace')).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)
  })

  it('keeps notes the server refused in the field, says "Not saved", and Save tries again', async () => {
    on('PUT', REVIEW_PATH, () => Promise.reject(new TypeError('Failed to fetch')))
    showResults()
    const alan = card('Alan Turing')
    const notes = within(alan).getByRole('textbox', { name: 'Notes on Alan Turing' }) as HTMLTextAreaElement
    await userEvent.type(notes, 'Salary too high')
    await userEvent.tab()
    await findToast('Error', 'Failed to save the review of Alan Turing')
    expect(notes.value).toBe('Salary too high')
    expect(within(alan).getByText('Not saved')).toBeInTheDocument()

    acceptReviews()
    await userEvent.click(within(alan).getByRole('button', { name: 'Save notes' }))
    await within(alan).findByText('Saved')
    expect(reviewPuts().at(-1)?.body).toEqual({ notes: 'Salary too high' })
  })

  it('a failed change leaves a later one to another field alone', async () => {
    const stageAnswer = deferred<Response>()
    on('PUT', REVIEW_PATH, (request: RecordedRequest) =>
      (request.body as Partial<CandidateReview>).stage
        ? stageAnswer.promise
        : json({ success: true, resume_id: 'r-alan-turing', job_id: 'job-1', review: review({ rating: 5 }), message: 'Review saved' }),
    )
    showResults()
    await userEvent.selectOptions(tableStage('Alan Turing'), 'contacted')
    await userEvent.click(within(card('Alan Turing')).getByRole('radio', { name: '5 stars' }))
    stageAnswer.resolve(errorJson(500, 'Something went wrong'))
    await findToast('Error', 'Something went wrong')
    expect(tableStage('Alan Turing').value).toBe('new')
    expect((within(card('Alan Turing')).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true)
  })

  it('filters the table and the cards by stage, with the count of each', async () => {
    acceptReviews()
    showResults()
    expect(filterOptions()).toEqual([
      'All stages (3)',
      'New (2)',
      'Shortlisted (1)',
      'Contacted (0)',
      'Interviewing (0)',
      'Offer (0)',
      'Rejected (0)',
    ])

    await userEvent.selectOptions(stageFilter(), 'new')
    const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)
    expect(names()).toEqual(['Alan Turing', 'Grace Hopper'])
    expect(screen.queryByRole('row', { name: /Ada Lovelace/ })).toBeNull()
    // The ranks stay those of the whole ranking.
    expect(within(screen.getByRole('list', { name: 'Matching candidates' })).getAllByRole('listitem')[0]!.textContent).toMatch(/^2Alan Turing/)

    // Moved on from New, a candidate leaves the filtered list, and the counts follow.
    await userEvent.selectOptions(tableStage('Grace Hopper'), 'shortlisted')
    expect(names()).toEqual(['Alan Turing'])
    expect(filterOptions()).toContain('Shortlisted (2)')

    await userEvent.selectOptions(stageFilter(), 'offer')
    expect(screen.getByText('No candidates at this stage.')).toBeInTheDocument()
    await userEvent.selectOptions(stageFilter(), 'all')
    expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
  })

  it('links to the job’s page of candidates', () => {
    showResults()
    expect(screen.getByRole('link', { name: 'Job’s candidates' }).getAttribute('href')).toBe('/T10-generator/jobs/job-1')
  })
})

const candidate = (m: Match, overrides: Partial<JobCandidate> = {}): JobCandidate => ({
  resume_id: m.resume_id,
  name: m.name,
  filename: m.filename,
  ...review(),
  match_percentage: m.match_percentage,
  first_seen_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-27T09:00:00.000Z',
  ...overrides,
})

const JOB_CANDIDATES: JobCandidatesResponse = {
  success: true,
  job: { job_id: 'job-1', title: 'Senior Accountant', created_at: '2026-11-20T08:00:00.000Z' },
  candidates: [
    candidate(ADA, { stage: 'shortlisted', rating: 4, notes: 'Strong on GAAP', reviewed_at: '2026-11-21T09:00:00.000Z' }),
    candidate(ALAN, { stage: 'interviewing', rating: 3 }),
    candidate(GRACE),
    candidate(match('Katherine Johnson'), { stage: 'rejected', match_percentage: null }),
  ],
  stage_counts: { new: 1, shortlisted: 1, contacted: 0, interviewing: 1, offer: 0, rejected: 1 },
}

describe('matching again', () => {
  const JOB = 'Role: Senior Accountant\nRequired Skills: GAAP, Excel'

  /** A server with a pool and one job, whose matches carry each candidate's review as saved. */
  function serveJob(reviews: Record<string, CandidateReview>) {
    on('GET', '/api/v1/t10/resumes', json({ success: true, resumes: [resume('ada.pdf')] }))
    on('GET', /\/analysis$/, () => deferred<Response>().promise)
    on('POST', '/api/v1/t10/jobs', json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: 'Job created' }))
    on('GET', /^\/api\/v1\/t10\/jobs\/job-1\/matches/, () =>
      json({ success: true, matches: [ADA, ALAN].map((m) => ({ ...m, review: reviews[m.resume_id] ?? review() })), message: 'Found 2' }),
    )
    on('GET', '/api/v1/t10/jobs/job-1/candidates', () =>
      json({
        ...JOB_CANDIDATES,
        candidates: [ADA, ALAN].map((m) => candidate(m, reviews[m.resume_id] ?? review())),
      }),
    )
    acceptReviews(reviews)
  }

  async function findMatches() {
    await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
    await userEvent.click(screen.getByLabelText('Job Description'))
    await userEvent.paste(JOB)
    await userEvent.click(screen.getByRole('button', { name: 'Find Matches' }))
    await screen.findByRole('heading', { name: 'Matching Results' })
  }

  it('back from the job’s page, the results are as left, with the stage set there', async () => {
    const reviews: Record<string, CandidateReview> = { 'r-ada-lovelace': ADA.review! }
    serveJob(reviews)
    renderWithApp(
      <Routes>
        <Route path="/T10-generator" element={<RecruiterMatching />} />
        <Route path="/T10-generator/jobs/:jobId" element={<RecruitingJobRoute />} />
      </Routes>,
      { route: '/T10-generator' },
    )
    await findMatches()
    await userEvent.click(screen.getByRole('link', { name: 'Job’s candidates' }))
    await screen.findByRole('heading', { level: 1, name: 'Senior Accountant' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage of Alan Turing' }), 'offer')
    await waitFor(() => expect(reviewPuts()).toHaveLength(1))

    await userEvent.click(screen.getByRole('link', { name: 'T10 Resume Matching' }))
    await screen.findByRole('heading', { name: 'Matching Results' })
    expect(tableStage('Alan Turing').value).toBe('offer')
    expect(tableStage('Ada Lovelace').value).toBe('shortlisted')
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).value).toBe(JOB)
  })

  it('the same description is the same job: a second Find Matches keeps the stages and ratings set', async () => {
    const reviews: Record<string, CandidateReview> = {}
    serveJob(reviews)
    renderWithApp(<RecruiterMatching />)
    await findMatches()

    await userEvent.selectOptions(tableStage('Alan Turing'), 'contacted')
    await userEvent.click(within(row('Alan Turing')).getByRole('radio', { name: '2 stars' }))
    await waitFor(() => expect(reviewPuts()).toHaveLength(2))

    await userEvent.click(screen.getByRole('button', { name: 'Find Matches' }))
    await waitFor(() => expect(requests.filter((r) => r.path.includes('/matches'))).toHaveLength(2))
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/t10/jobs')).toHaveLength(1)
    expect(tableStage('Alan Turing').value).toBe('contacted')
    expect((within(row('Alan Turing')).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true)
  })
})

describe('the job’s page', () => {
  const groups = () =>
    screen.getAllByRole('heading', { level: 2 }).map((h) => ({
      stage: h.textContent,
      names: within(h.closest('section')!)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 3 }).textContent),
    }))

  it('shows the job’s candidates by stage, with their rating and notes', async () => {
    on('GET', '/api/v1/t10/jobs/job-1/candidates', JOB_CANDIDATES)
    renderWithApp(<JobPage jobId="job-1" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Accountant' })).toBeInTheDocument()
    expect(groups()).toEqual([
      { stage: 'New (1)', names: ['Grace Hopper'] },
      { stage: 'Shortlisted (1)', names: ['Ada Lovelace'] },
      { stage: 'Interviewing (1)', names: ['Alan Turing'] },
      { stage: 'Rejected (1)', names: ['Katherine Johnson'] },
    ])
    const ada = screen.getByRole('article', { name: 'Ada Lovelace' })
    expect(within(ada).getByLabelText('Match score 80%')).toBeInTheDocument()
    expect((within(ada).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)
    expect((within(ada).getByRole('textbox', { name: 'Notes on Ada Lovelace' }) as HTMLTextAreaElement).value).toBe('Strong on GAAP')
    expect(screen.getByRole('link', { name: 'All jobs' }).getAttribute('href')).toBe('/T10-generator/jobs')
  })

  it('moves a candidate to its new stage at once, and filters by stage', async () => {
    on('GET', '/api/v1/t10/jobs/job-1/candidates', JOB_CANDIDATES)
    acceptReviews()
    renderWithApp(<JobPage jobId="job-1" />)
    await screen.findByRole('heading', { level: 1, name: 'Senior Accountant' })
    await userEvent.selectOptions(
      within(screen.getByRole('article', { name: 'Grace Hopper' })).getByRole('combobox', { name: 'Stage of Grace Hopper' }),
      'offer',
    )
    expect(groups().map((g) => g.stage)).toEqual(['Shortlisted (1)', 'Interviewing (1)', 'Offer (1)', 'Rejected (1)'])
    // The focus moves with it, for the keyboard.
    expect(screen.getByRole('combobox', { name: 'Stage of Grace Hopper' })).toHaveFocus()
    await waitFor(() => expect(reviewPuts()).toEqual([{ path: '/api/v1/t10/jobs/job-1/candidates/r-grace-hopper', body: { stage: 'offer' } }]))
    // Saved, the page reads the job's candidates again (the server's order and counts).
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path.endsWith('/candidates'))).toHaveLength(2))

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by stage' }), 'interviewing')
    expect(groups()).toEqual([{ stage: 'Interviewing (1)', names: ['Alan Turing'] }])
  })

  it('puts a stage back when the server refuses it', async () => {
    on('GET', '/api/v1/t10/jobs/job-1/candidates', JOB_CANDIDATES)
    on('PUT', REVIEW_PATH, () => errorJson(500, 'Something went wrong'))
    renderWithApp(<JobPage jobId="job-1" />)
    await screen.findByRole('heading', { level: 1, name: 'Senior Accountant' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage of Alan Turing' }), 'offer')
    await findToast('Error', 'Something went wrong')
    expect(groups().find((g) => g.names.includes('Alan Turing'))?.stage).toBe('Interviewing (1)')
  })

  it('says when the job is not the caller’s, and when it has no candidates yet', async () => {
    on('GET', '/api/v1/t10/jobs/job-1/candidates', errorJson(404, 'Job not found', 'not_found'))
    const { unmount } = renderWithApp(<JobPage jobId="job-1" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('This job was not found')
    unmount()

    on('GET', '/api/v1/t10/jobs/job-1/candidates', { ...JOB_CANDIDATES, candidates: [], stage_counts: {} })
    renderWithApp(<JobPage jobId="job-1" />)
    expect(await screen.findByText(/No candidates yet/)).toBeInTheDocument()
  })
})
