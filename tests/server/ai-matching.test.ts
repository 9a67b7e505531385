import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { type FakeModelGrader, startFakeModelGrader } from '../helpers/fake-model-grader.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * T10 Resume Matching with a model: the engine ranks the pool, a model (a local stand-in speaking
 * each vendor's wire format) re-grades the top candidates, and what it says stands only where it
 * quotes the resume. Nothing here reaches the internet.
 */

const pool = [
  writtenFile('accountant-priya-raman', 'word'),
  writtenFile('math-teacher-daniel-obrien', 'word'),
  writtenFile('art-teacher-rosa-delgado', 'word'),
]

// The stand-in's judgment, unlike the engine's: the art teacher first, then the accountant.
const overallOf = (resume: string) => (/Rosa/.test(resume) ? 92 : /Priya/.test(resume) ? 81 : 35)

let grader: FakeModelGrader
let t: TestApp

beforeAll(async () => {
  grader = await startFakeModelGrader(overallOf)
  t = await createTestApp({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${grader.url}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: grader.url,
    OLLAMA_URL: grader.url,
    OLLAMA_MODEL: 'llama3.1:8b',
    AI_GRADE_TIMEOUT_S: '2',
  })
})
afterAll(async () => {
  await t.close()
  await grader.close()
})

interface Recruiter {
  token: string
  jobId: string
}

/** A recruiter of their own (grades are cached per account), with the pool uploaded and a job. */
async function recruiter(description = ACCOUNTANT_JD): Promise<Recruiter> {
  const { token } = await signUp(t.app)
  const form = new FormData()
  for (const file of pool) form.append('files', new Blob([file.bytes]), file.filename)
  form.append('user_id', 'placeholder')
  const upload = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(token), payload: form })
  expect(upload.json().message).toBe('Processed 3 of 3 files')
  const job = await t.app.inject({ method: 'POST', url: '/api/v1/t10/jobs', headers: bearer(token), payload: { job_data: { description } } })
  return { token, jobId: job.json().job_id }
}

async function aiMatch(who: Recruiter, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/t10/jobs/${who.jobId}/ai-matches`, headers: bearer(who.token), payload: body })
  return { response, events: response.statusCode === 200 ? parseSse(response.body) : [] }
}

const resultOf = (events: Array<{ event: string; data: any }>) => {
  const last = events.at(-1)
  expect(last?.event, JSON.stringify(last)).toBe('result')
  return last!.data as { matches: any[]; usage: any }
}

const nameOf = (match: { name: string }) => match.name.split(' ')[0]

describe('matching with a model', () => {
  it('re-grades the top candidates, ranks by the model with both scores shown, and says what it cost', async () => {
    const who = await recruiter()
    const engine = (await t.app.inject({ method: 'GET', url: `/api/v1/t10/jobs/${who.jobId}/matches?limit=3`, headers: bearer(who.token) })).json()
    expect(nameOf(engine.matches[0])).toBe('Priya')

    const { events } = await aiMatch(who, { provider: 'openai', limit: 3 })
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data)
    expect(progress[0]).toEqual({ done: 0, total: 3, name: '' })
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3 })
    const { matches, usage } = resultOf(events)
    expect(matches.map(nameOf)).toEqual(['Rosa', 'Priya', 'Daniel'])
    for (const match of matches) {
      const before = engine.matches.find((m: { resume_id: string }) => m.resume_id === match.resume_id)
      expect(match.match_percentage).toBe(before.match_percentage)
      expect(match.ai).toMatchObject({ status: 'graded', overall: overallOf(match.name), cached: false, note: null })
      // Every point shown quotes the resume (a strength) or the posting (a gap), word for word.
      expect(match.ai.points.length).toBeGreaterThan(0)
      for (const point of match.ai.points) expect(point.quote.split(' ').length).toBeGreaterThanOrEqual(3)
    }
    expect(usage).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      rubric_version: expect.stringMatching(/^[0-9a-f]{12}$/),
      graded: 3,
      cached: 0,
      fallbacks: 0,
      input_tokens: 3000,
      output_tokens: 600,
      cost_usd: (3000 * 0.15 + 600 * 0.6) / 1_000_000,
    })
    // Temperature 0 and the grade's schema as structured output.
    const asked = grader.requests.at(-1)!
    expect(asked).toMatchObject({ path: '/v1/chat/completions', model: 'gpt-4o-mini', temperature: 0, schemaName: 'candidate_grade' })
  })

  it('answers the same from its cache without asking again; a new resume or a changed job asks again', async () => {
    const who = await recruiter()
    const first = resultOf((await aiMatch(who, { provider: 'anthropic', limit: 3 })).events)
    expect(grader.requests.at(-1)).toMatchObject({ path: '/v1/messages', model: 'claude-3-5-haiku-latest', schemaName: 'write_candidate_grade' })
    const asked = grader.requests.length
    const again = resultOf((await aiMatch(who, { provider: 'anthropic', limit: 3 })).events)
    expect(grader.requests.length).toBe(asked)
    expect(again.matches.map((m) => m.ai.overall)).toEqual(first.matches.map((m) => m.ai.overall))
    expect(again.matches.every((m) => m.ai.cached)).toBe(true)
    expect(again.usage).toMatchObject({ graded: 0, cached: 3, input_tokens: 0, output_tokens: 0, cost_usd: 0 })

    // Another resume in the pool: only it is read.
    const form = new FormData()
    form.append('files', new Blob([writtenFile('accountant-priya-raman', 'single').bytes]), 'priya-2.pdf')
    await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(who.token), payload: form })
    const withNew = resultOf((await aiMatch(who, { provider: 'anthropic', limit: 4 })).events)
    expect(grader.requests.length).toBe(asked + 1)
    expect(withNew.usage).toMatchObject({ graded: 1, cached: 3 })

    // Another job text: every candidate is read again.
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(who.token),
      payload: { job_data: { description: `${ACCOUNTANT_JD}\nRemote.` } },
    })
    const other = resultOf((await aiMatch({ ...who, jobId: job.json().job_id }, { provider: 'anthropic', limit: 4 })).events)
    expect(other.usage).toMatchObject({ graded: 4, cached: 0 })
  })

  it('drops points whose quotes are not in the resume, and keeps the engine’s score when nothing it says is', async () => {
    const who = await recruiter()
    grader.whenResumeHas('Rosa', 'invented')
    try {
      const { matches } = resultOf((await aiMatch(who, { provider: 'openai', limit: 3 })).events)
      const rosa = matches.find((m) => nameOf(m) === 'Rosa')
      expect(rosa.ai).toMatchObject({ status: 'fallback', overall: null, points: [] })
      expect(rosa.ai.note).toBe("The model's reading quoted nothing that is in the resume, so it is not used; the engine's score stands.")
      // Ranked by the engine's percentage, below the accountant the model graded 81.
      expect(matches.map(nameOf).indexOf('Rosa')).toBeGreaterThan(matches.map(nameOf).indexOf('Priya'))
    } finally {
      grader.whenResumeHas('Rosa', null)
    }
  })

  it('tries once more after malformed JSON, a 429 or a 5xx; after two failures the engine’s result stands with a note', async () => {
    const who = await recruiter()
    grader.whenResumeHas('Daniel', 'malformed')
    grader.script('rate-limited')
    try {
      const before = grader.requests.length
      const { matches, usage } = resultOf((await aiMatch(who, { provider: 'ollama', limit: 3 })).events)
      const asked = grader.requests.slice(before)
      // The first request was refused with a 429 and asked again; Daniel's answers were not JSON, twice.
      expect(asked.map((r) => r.behaviour).filter((b) => b === 'rate-limited')).toHaveLength(1)
      expect(asked.filter((r) => r.resume.includes('Daniel'))).toHaveLength(2)
      const daniel = matches.find((m) => nameOf(m) === 'Daniel')
      expect(daniel.ai).toMatchObject({ status: 'fallback', overall: null })
      expect(daniel.ai.note).toBe("The model's reading is missing (the answer was not valid JSON); the engine's score stands.")
      expect(matches.filter((m) => m.ai.status === 'graded')).toHaveLength(2)
      expect(usage).toMatchObject({ provider: 'ollama', graded: 2, fallbacks: 1, cost_usd: 0 })
    } finally {
      grader.whenResumeHas('Daniel', null)
    }
  })

  it('a refusal is tried again; a model that keeps declining leaves the engine’s score, said so', async () => {
    const who = await recruiter()
    grader.whenResumeHas('Priya', 'refusal')
    try {
      const { matches } = resultOf((await aiMatch(who, { provider: 'anthropic', limit: 3 })).events)
      const priya = matches.find((m) => nameOf(m) === 'Priya')
      expect(priya.ai.status).toBe('fallback')
      expect(priya.ai.note).toMatch(/^The model's reading is missing \(the model declined/)
    } finally {
      grader.whenResumeHas('Priya', null)
    }
  })

  it('a candidate the model does not answer in time falls back without holding the others', async () => {
    const who = await recruiter()
    grader.whenResumeHas('Rosa', 'hang')
    try {
      const started = Date.now()
      const { matches } = resultOf((await aiMatch(who, { provider: 'openai', limit: 3 })).events)
      expect(Date.now() - started).toBeLessThan(10_000)
      const rosa = matches.find((m) => nameOf(m) === 'Rosa')
      expect(rosa.ai.note).toBe("The model's reading is missing (the model took longer than 2 s); the engine's score stands.")
      expect(
        matches
          .filter((m) => m.ai.status === 'graded')
          .map(nameOf)
          .sort(),
      ).toEqual(['Daniel', 'Priya'])
    } finally {
      grader.whenResumeHas('Rosa', null)
    }
  })

  it('writes the analysis from the verified quotes and exports the model’s columns, from the grades the match kept', async () => {
    const who = await recruiter()
    const { matches } = resultOf((await aiMatch(who, { provider: 'openai', limit: 3, top_k: 2 })).events)
    const asked = grader.requests.length
    const rosa = matches.find((m) => nameOf(m) === 'Rosa')
    const analysis = await t.app.inject({
      method: 'GET',
      url: `/api/v1/t10/resumes/${rosa.resume_id}/jobs/${who.jobId}/ai-analysis?provider=openai`,
      headers: bearer(who.token),
    })
    expect(analysis.statusCode, analysis.body).toBe(200)
    const written = analysis.json().analysis
    expect(grader.requests.length).toBe(asked)
    expect(written.ai).toMatchObject({ status: 'graded', overall: 92, cached: true })
    expect(written.overall_match).toEqual({ score: 92, summary: 'Strong fit: the same work at the level asked.' })
    expect(written.categoryScores).toMatchObject({ skills: 92, experience: 92, education: 100 })
    expect(written.hiring_recommendation).toBe('Strong fit: the same work at the level asked.')
    expect(written.experience_fit.analysis).toMatch(/^Has done this work\. Resume: “[^”]+”\.$/)
    const quoted = /Resume: “([^”]+)”/.exec(written.experience_fit.analysis)![1]!
    expect(rosa.ai.points.some((p: { quote: string }) => p.quote === quoted)).toBe(true)
    expect(written.specific_recommendations.join(' ')).toMatch(/The posting asks for “[^”]+”\./)

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/t10/jobs/${who.jobId}/ai-export.csv?provider=openai&top_k=2`,
      headers: bearer(who.token),
    })
    expect(csv.statusCode).toBe(200)
    expect(grader.requests.length).toBe(asked)
    const [header, ...rows] = csv.body.trim().split('\n')
    expect(header).toMatch(
      /^Resume Name,Match Score,Skills Match,Experience Fit,Education,Upload Time,Rank,Candidate,.*,AI overall,AI skills,AI experience,AI education,AI verdict,AI note,Stage,Rating,Notes$/,
    )
    expect(rows).toHaveLength(3)
    // The model's columns, then the review (none yet: New, unrated, no notes).
    expect(rows[0]).toMatch(/,92%,92%,92%,100%,Strong fit: the same work at the level asked\.,,New,,$/)
    // The third candidate was past the model's top 2: said so, not left blank.
    expect(rows[2]).toMatch(/,,,,,,Not read by the model \(past its top candidates\),New,,$/)

    // A candidate the match did not send to the model: read once, now.
    const third = matches.find((m) => !m.ai)
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/t10/resumes/${third.resume_id}/jobs/${who.jobId}/ai-analysis?provider=openai`,
      headers: bearer(who.token),
    })
    expect(grader.requests.length).toBe(asked + 1)
  })

  it('refuses plainly before any model is asked: an unconfigured provider, another user’s job', async () => {
    const who = await recruiter()
    const plain = await createTestApp()
    try {
      const { token } = await signUp(plain.app)
      const job = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/t10/jobs',
        headers: bearer(token),
        payload: { job_data: { description: ACCOUNTANT_JD } },
      })
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/v1/t10/jobs/${job.json().job_id}/ai-matches`,
        headers: bearer(token),
        payload: { provider: 'openai' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/^The openai provider is not configured on this server: set OPENAI_API_KEY/)
    } finally {
      await plain.close()
    }
    const stranger = await signUp(t.app)
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/t10/jobs/${who.jobId}/ai-matches`,
      headers: bearer(stranger.token),
      payload: { provider: 'openai' },
    })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('the monthly token budget', () => {
  let budgeted: TestApp
  beforeAll(async () => {
    budgeted = await createTestApp({ OLLAMA_URL: grader.url, OLLAMA_MODEL: 'llama3.1:8b', AI_MONTHLY_TOKEN_BUDGET: '2000' })
  })
  afterAll(() => budgeted.close())

  it('stops asking when spent during a match, and refuses the next match clearly', async () => {
    const { token } = await signUp(budgeted.app)
    const form = new FormData()
    for (const file of pool) form.append('files', new Blob([file.bytes]), file.filename)
    await budgeted.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(token), payload: form })
    const jobId = (
      await budgeted.app.inject({
        method: 'POST',
        url: '/api/v1/t10/jobs',
        headers: bearer(token),
        payload: { job_data: { description: ACCOUNTANT_JD } },
      })
    ).json().job_id
    const url = `/api/v1/t10/jobs/${jobId}/ai-matches`
    // Each grade costs 1,200 tokens: the second spends the 2,000, the third is not asked.
    const first = resultOf(
      parseSse((await budgeted.app.inject({ method: 'POST', url, headers: bearer(token), payload: { provider: 'ollama', limit: 3 } })).body),
    )
    expect(first.usage).toMatchObject({ graded: 2, fallbacks: 1, input_tokens: 2000, output_tokens: 400 })
    const last = first.matches.find((m) => m.ai.status === 'fallback')
    expect(last.ai.note).toBe("This month's AI grading allowance ran out during this match; the engine's score stands.")

    const next = await budgeted.app.inject({ method: 'POST', url, headers: bearer(token), payload: { provider: 'ollama', limit: 3 } })
    expect(next.statusCode).toBe(429)
    expect(next.json()).toMatchObject({ error_type: 'ai_budget_spent' })
    expect(next.json().message).toMatch(
      /^This month's AI grading allowance \(2,000 tokens\) is used\. It renews on 1 [A-Z][a-z]+\. Until then, match without a provider/,
    )

    // The two grades kept cost nothing: a match that needs only them is answered, asking no model.
    const asked = grader.requests.length
    const kept = await budgeted.app.inject({ method: 'POST', url, headers: bearer(token), payload: { provider: 'ollama', limit: 3, top_k: 2 } })
    expect(kept.statusCode).toBe(200)
    expect(resultOf(parseSse(kept.body)).usage).toMatchObject({ graded: 0, cached: 2, fallbacks: 0, input_tokens: 0 })
    expect(grader.requests.length).toBe(asked)
  })
})
