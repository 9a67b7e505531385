import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@shared/client.ts'
import type { AiGrade, AiMatch, AiMatchesResponse, AiUsage } from '@shared/schemas/recruiting-ai.ts'
import type { ConfiguredProvider } from '@shared/schemas/system.ts'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { MatchingResults } from '@/features/recruiting/components/results/matching-results.tsx'
import type { MatchResults } from '@/features/recruiting/hooks/use-find-matches.ts'
import { aiMatchesCalls, deferred, json, on, onAiMatches, requests, resetServer } from './fake-server.ts'
import { analysis, match, resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)
vi.mock('@/features/recruiting/api/send-resumes.ts', async () => (await import('./recruiting-fixtures.ts')).fakeSendResumesModule())

const JOB = 'Role: Senior Accountant\nRequired Skills: GAAP, Excel'

const ENGINE: ConfiguredProvider = { name: 'local', label: 'Local engine', model: null, hosted: false, default: true }
const OPENAI: ConfiguredProvider = { name: 'openai', label: 'OpenAI', model: 'gpt-4o-mini', hosted: true, default: false }

const graded = (overall: number, overrides: Partial<AiGrade> = {}): AiGrade => ({
  status: 'graded',
  overall,
  skills: overall,
  experience: overall - 5,
  education: 100,
  verdict: 'Strong fit: the same work at the level asked.',
  points: [
    { section: 'experience', kind: 'strength', text: 'Has closed the books monthly.', quote: 'closed the monthly books for 40 entities' },
    { section: 'skills', kind: 'gap', text: 'SAP is not named.', quote: 'Experience with SAP' },
  ],
  dropped: 0,
  note: null,
  cached: false,
  ...overrides,
})

const FALLBACK_NOTE = "The model's reading is missing (the model took longer than 60 seconds); the engine's score stands."
const fallback: AiGrade = {
  status: 'fallback',
  overall: null,
  skills: null,
  experience: null,
  education: null,
  verdict: null,
  points: [],
  dropped: 0,
  note: FALLBACK_NOTE,
  cached: false,
}

const usage = (overrides: Partial<AiUsage> = {}): AiUsage => ({
  provider: 'openai',
  model: 'gpt-4o-mini',
  rubric_version: '1',
  graded: 3,
  cached: 2,
  fallbacks: 0,
  input_tokens: 10_000,
  output_tokens: 2_400,
  cost_usd: 0.0106,
  ...overrides,
})

// The model's order: Alan (engine 62%) graded above Ada (engine 80%); Grace fell back.
const ALAN: AiMatch = { ...match('Alan Turing', { match_percentage: 62 }), ai: graded(92) }
const ADA: AiMatch = { ...match('Ada Lovelace', { match_percentage: 80 }), ai: graded(71, { verdict: 'Partial fit: fewer years.', cached: true }) }
const GRACE: AiMatch = { ...match('Grace Hopper', { match_percentage: 58 }), ai: fallback }

let pool: ReturnType<typeof resume>[]

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  pool = [resume('ada.pdf')]
  on('GET', '/api/v1/t10/resumes', () => json({ success: true, resumes: pool }))
  on('GET', /^\/api\/v1\/t10\/resumes\/[^/]+\/jobs\/[^/]+\/(ai-)?analysis(\?.*)?$/, () => deferred<Response>().promise)
  on('POST', '/api/v1/t10/jobs', json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: '' }))
})

const serverOffers = (...providers: ConfiguredProvider[]) => on('GET', '/api/v1/providers', json({ success: true, providers }))
const findButton = () => screen.getByRole('button', { name: 'Find Matches' }) as HTMLButtonElement
const picker = () => screen.queryByLabelText('Graded by') as HTMLSelectElement | null

async function describeJobOnFindTab() {
  await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
  await userEvent.click(screen.getByLabelText('Job Description'))
  await userEvent.paste(JOB)
}

const resultOf = (matches: AiMatch[], u: AiUsage = usage()): AiMatchesResponse => ({
  success: true,
  message: `Found ${matches.length} matching resumes`,
  matches,
  usage: u,
})

describe('choosing who grades', () => {
  it('offers no choice when the server has the local engine alone, and matches with the engine', async () => {
    serverOffers(ENGINE)
    on('GET', '/api/v1/t10/jobs/job-1/matches?limit=5', json({ success: true, matches: [match('Ada Lovelace')], message: '' }))
    renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/providers')).toBe(true))
    expect(picker()).toBeNull()
    expect(screen.queryByLabelText('Candidates the model reads')).toBeNull()
    await userEvent.click(findButton())
    await screen.findByRole('heading', { name: 'Matching Results' })
    expect(aiMatchesCalls).toHaveLength(0)
    expect(screen.queryByText(/^Read by /)).toBeNull()
  })

  it('offers the local engine first and chosen, then the model with how many candidates it reads (20)', async () => {
    serverOffers(ENGINE, OPENAI)
    renderWithApp(<RecruiterMatching />)
    await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
    await waitFor(() => expect(picker()).not.toBeNull())
    expect([...picker()!.options].map((o) => o.textContent)).toEqual(['Local engine', 'OpenAI (gpt-4o-mini)'])
    expect(picker()!.value).toBe('local')
    expect(screen.queryByLabelText('Candidates the model reads')).toBeNull()
    await userEvent.selectOptions(picker()!, 'openai')
    const topK = screen.getByLabelText('Candidates the model reads') as HTMLInputElement
    expect(topK.value).toBe('20')
    expect(topK.min).toBe('1')
    expect(topK.max).toBe('50')
    // A count past the server's limit settles on it when the field is left.
    await userEvent.clear(topK)
    await userEvent.type(topK, '80')
    await userEvent.tab()
    expect(topK.value).toBe('50')
  })

  it('starts on the model when the server says it is the default', async () => {
    serverOffers({ ...ENGINE, default: false }, { ...OPENAI, default: true })
    renderWithApp(<RecruiterMatching />)
    await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
    await waitFor(() => expect(picker()?.value).toBe('openai'))
  })
})

describe('finding matches with a model', () => {
  it('shows "Reading candidate 7 of 20" with a bar as the model reads, then both scores', async () => {
    serverOffers(ENGINE, OPENAI)
    const result = deferred<AiMatchesResponse>()
    onAiMatches(() => result.promise)
    renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(picker()).not.toBeNull())
    await userEvent.selectOptions(picker()!, 'openai')
    await userEvent.click(findButton())

    await waitFor(() => expect(aiMatchesCalls).toHaveLength(1))
    const call = aiMatchesCalls[0]!
    expect(call.jobId).toBe('job-1')
    expect(call.body).toEqual({ provider: 'openai', top_k: 20, limit: 5 })
    act(() => call.onProgress({ done: 0, total: 20, name: '' }))
    const status = await screen.findByText('Reading candidate 1 of 20')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    act(() => call.onProgress({ done: 6, total: 20, name: 'Ada Lovelace' }))
    expect(screen.getByText('Reading candidate 7 of 20')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Candidates read by the model' }).getAttribute('aria-valuenow')).toBe('30')
    expect(findButton().getAttribute('aria-busy')).toBe('true')

    act(() => result.resolve(resultOf([ALAN, ADA, GRACE])))
    await screen.findByRole('heading', { name: 'Matching Results' })
    await findToast('Matches Found', 'Found 3 matching resumes')
    expect(screen.queryByText(/^Reading candidate/)).toBeNull()
    // In the model's order, the engine's score beside its grade.
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Alan Turing'),
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Grace Hopper'),
    ])
    expect(within(rows[0]!).getByText('62%')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('AI 92')).toBeInTheDocument()
    expect(screen.getByText('Read by gpt-4o-mini: 3 graded, 2 from cache, 12,400 tokens, about $0.01')).toBeInTheDocument()
  })

  it('Cancel stops the reading: no results and no error', async () => {
    serverOffers(ENGINE, OPENAI)
    onAiMatches(() => new Promise<AiMatchesResponse>(() => {}))
    renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(picker()).not.toBeNull())
    await userEvent.selectOptions(picker()!, 'openai')
    await userEvent.click(findButton())
    await waitFor(() => expect(aiMatchesCalls).toHaveLength(1))
    act(() => aiMatchesCalls[0]!.onProgress({ done: 2, total: 20, name: 'Ada Lovelace' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(aiMatchesCalls[0]!.signal?.aborted).toBe(true)
    await waitFor(() => expect(findButton().disabled).toBe(false))
    expect(screen.queryByText(/^Reading candidate/)).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Matching Results' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('leaving the screen cancels the reading', async () => {
    serverOffers(ENGINE, OPENAI)
    onAiMatches(() => new Promise<AiMatchesResponse>(() => {}))
    const { unmount } = renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(picker()).not.toBeNull())
    await userEvent.selectOptions(picker()!, 'openai')
    await userEvent.click(findButton())
    await waitFor(() => expect(aiMatchesCalls).toHaveLength(1))
    unmount()
    expect(aiMatchesCalls[0]!.signal?.aborted).toBe(true)
  })

  it('says a spent budget beside the button, in the server’s words', async () => {
    serverOffers(ENGINE, OPENAI)
    const message =
      "This month's AI grading allowance (200,000 tokens) is used. It renews on 1 December. Until then, match without a provider: the engine's ranking needs none."
    onAiMatches(() => Promise.reject(new ApiError(429, 'ai_budget_spent', message)))
    renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(picker()).not.toBeNull())
    await userEvent.selectOptions(picker()!, 'openai')
    await userEvent.click(findButton())
    const refusal = await screen.findByRole('alert')
    expect(refusal.textContent).toBe(message)
    expect(refusal.closest('[role="tabpanel"]')).toBe(findButton().closest('[role="tabpanel"]'))
    expect(screen.queryByRole('heading', { name: 'Matching Results' })).toBeNull()
    expect(screen.queryByText('ai_budget_spent')).toBeNull()
    // Gone once the recruiter matches again (here with the engine).
    on('GET', '/api/v1/t10/jobs/job-1/matches?limit=5', json({ success: true, matches: [match('Ada Lovelace')], message: '' }))
    await userEvent.selectOptions(picker()!, 'local')
    await userEvent.click(findButton())
    await screen.findByRole('heading', { name: 'Matching Results' })
    expect(screen.queryByText(message)).toBeNull()
  })

  it('shows the server’s message when the reading fails after it started', async () => {
    serverOffers(ENGINE, OPENAI)
    onAiMatches(() =>
      Promise.reject(new ApiError(500, 'internal_error', 'Something went wrong while the model read the candidates. Please try again.')),
    )
    renderWithApp(<RecruiterMatching />)
    await describeJobOnFindTab()
    await waitFor(() => expect(picker()).not.toBeNull())
    await userEvent.selectOptions(picker()!, 'openai')
    await userEvent.click(findButton())
    await findToast('Error', 'Something went wrong while the model read the candidates. Please try again.')
  })
})

describe('results of a match with a model', () => {
  const ai = { provider: 'openai' as const, topK: 20, usage: usage() }
  const show = (matches: AiMatch[] = [ALAN, ADA, GRACE], model: MatchResults['model'] = ai, limit = 5) =>
    renderWithApp(<MatchingResults results={{ jobId: 'job-1', jobTitle: 'Senior Accountant', limit, matches, published: false, model }} />)
  const card = (name: string) => screen.getByRole('article', { name })

  it('shows the engine’s match % and the model’s "AI" grade, naming the model, in the table, the phone list and the card', () => {
    show()
    const row = screen.getByRole('row', { name: /Alan Turing/ })
    expect(within(row).getByText('62%')).toBeInTheDocument()
    const mark = within(row).getByText('AI 92')
    expect(mark.getAttribute('title')).toContain('gpt-4o-mini')

    const items = within(screen.getByRole('list', { name: 'Matching candidates' })).getAllByRole('listitem')
    expect(within(items[0]!).getByText('62%')).toBeInTheDocument()
    expect(within(items[0]!).getByText('AI 92')).toBeInTheDocument()
    expect(within(items[1]!).getByText('80%')).toBeInTheDocument()
    expect(within(items[1]!).getByText('AI 71')).toBeInTheDocument()

    expect(within(card('Alan Turing')).getByText('62%')).toBeInTheDocument()
    expect(within(card('Alan Turing')).getByText('AI 92').getAttribute('title')).toContain('gpt-4o-mini')
    expect(screen.getByText(/best first by gpt-4o-mini’s grade/)).toBeInTheDocument()
  })

  it('the card shows the verdict and each point with its quote: strengths from the resume, gaps from the posting', () => {
    show()
    const reading = within(card('Alan Turing')).getByRole('region', { name: /The model’s reading/ })
    expect(within(reading).getByText('Strong fit: the same work at the level asked.')).toBeInTheDocument()
    const points = within(within(reading).getByRole('list', { name: 'The model’s points' })).getAllByRole('listitem')
    expect(points.map((p) => p.textContent)).toEqual([
      'Strength · ExperienceHas closed the books monthly.Resume: “closed the monthly books for 40 entities”',
      'Gap · SkillsSAP is not named.Posting asks for: “Experience with SAP”',
    ])
    // A grade from the cache says so.
    expect(within(card('Ada Lovelace')).getByRole('region', { name: /gpt-4o-mini, from cache/ })).toBeInTheDocument()
  })

  it('a candidate the model could not grade keeps the engine’s score and says why', () => {
    show()
    const grace = card('Grace Hopper')
    expect(within(grace).getByText('58%')).toBeInTheDocument()
    expect(within(grace).getByText(FALLBACK_NOTE)).toBeInTheDocument()
    expect(within(grace).queryByText(/^AI \d+/)).toBeNull()
    expect(
      within(screen.getByRole('row', { name: /Grace Hopper/ }))
        .getByText('AI –')
        .getAttribute('title'),
    ).toBe(FALLBACK_NOTE)
  })

  it('says who read the candidates and what it cost, under the results', () => {
    const { unmount } = show()
    const line = screen.getByText('Read by gpt-4o-mini: 3 graded, 2 from cache, 12,400 tokens, about $0.01')
    // Below the cards.
    const cards = screen.getAllByRole('article')
    expect(cards.at(-1)!.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()

    const second = show([ALAN], {
      ...ai,
      usage: usage({ cost_usd: null, cached: 0, graded: 1, fallbacks: 1, input_tokens: 900, output_tokens: 100 }),
    })
    expect(screen.getByText("Read by gpt-4o-mini: 1 graded, 1 kept the engine's score, 1,000 tokens")).toBeInTheDocument()
    second.unmount()

    // Asked nothing this time: every grade from the cache.
    show([ALAN], { ...ai, usage: usage({ cost_usd: 0, cached: 3, graded: 0, input_tokens: 0, output_tokens: 0 }) })
    expect(screen.getByText('Read by gpt-4o-mini: 3 from cache, 0 tokens, no cost')).toBeInTheDocument()
  })

  it('a local model is free', () => {
    show([ALAN], {
      provider: 'ollama',
      topK: 20,
      usage: usage({ provider: 'ollama', model: 'llama3.1:8b', graded: 1, cached: 0, cost_usd: 0, input_tokens: 1000, output_tokens: 200 }),
    })
    expect(screen.getByText('Read by llama3.1:8b: 1 graded, 1,200 tokens, free')).toBeInTheDocument()
    for (const mark of screen.getAllByText('AI 92')) expect(mark.getAttribute('title')).toContain('llama3.1:8b')
  })

  it('shows no AI marks and no usage without a model', () => {
    show([match('Ada Lovelace')], null)
    expect(screen.queryByText(/^AI /)).toBeNull()
    expect(screen.queryByText(/^Read by /)).toBeNull()
  })

  it('fetches the analysis of a candidate the model graded from its reading, the others from the engine', async () => {
    show([ALAN, GRACE])
    await waitFor(() => expect(requests.filter((r) => r.path.includes('analysis'))).toHaveLength(2))
    expect(requests.map((r) => r.path).filter((p) => p.includes('analysis'))).toEqual([
      '/api/v1/t10/resumes/r-alan-turing/jobs/job-1/ai-analysis?provider=openai',
      '/api/v1/t10/resumes/r-grace-hopper/jobs/job-1/analysis',
    ])
  })

  describe('Export Analysis', () => {
    let lastBlob: Blob | null = null
    beforeEach(() => {
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        lastBlob = blob as Blob
        return 'blob:t10-test'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    })
    afterEach(() => {
      vi.restoreAllMocks()
      lastBlob = null
    })

    it('asks for the model’s columns: the provider and how many it read', async () => {
      on('GET', /ai-export\.csv/, () => new Response('Resume Name,AI overall\n', { headers: { 'content-type': 'text/csv' } }))
      show([ALAN], ai, 10)
      await userEvent.click(screen.getByRole('button', { name: 'Export Analysis' }))
      await waitFor(() => expect(lastBlob).not.toBeNull())
      expect(requests.map((r) => r.path)).toContain('/api/v1/t10/jobs/job-1/ai-export.csv?provider=openai&top_k=20&limit=10')
    })
  })

  it('an analysis written from the model’s reading shows in the card', async () => {
    resetServer()
    on(
      'GET',
      '/api/v1/t10/resumes/r-alan-turing/jobs/job-1/ai-analysis?provider=openai',
      json({
        success: true,
        analysis: { ...analysis('Alan Turing', { hiring_recommendation: 'Interview: the model found the monthly close quoted.' }), ai: ALAN.ai },
      }),
    )
    show([ALAN])
    await within(card('Alan Turing')).findByText('Interview: the model found the monthly close quoted.')
  })
})
