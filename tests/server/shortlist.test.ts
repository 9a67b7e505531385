import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANDIDATE_STAGES } from '../../shared/candidate-stages.ts'
import { MATCH_CSV_AI_COLUMNS, MATCH_CSV_COLUMNS, MATCH_CSV_DETAIL_COLUMNS, MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import type { Match } from '../../shared/schemas/recruiting.ts'
import type { CandidateReviewResponse, JobCandidatesResponse } from '../../shared/schemas/shortlist.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { type FakeModelGrader, startFakeModelGrader } from '../helpers/fake-model-grader.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * The recruiter's shortlist (issue 26), through the API: each match of a job records the
 * candidates it showed, a review (stage, rating, notes) survives later matches, the job's
 * candidates page lists them by stage, the CSV carries the review, and no one else sees any of it.
 */

const pool = [
  writtenFile('accountant-priya-raman', 'word'),
  writtenFile('math-teacher-daniel-obrien', 'word'),
  writtenFile('art-teacher-rosa-delgado', 'word'),
]

let grader: FakeModelGrader
let t: TestApp
let recruiter: Awaited<ReturnType<typeof signUp>>
let other: Awaited<ReturnType<typeof signUp>>
let jobId = ''
const idOf = new Map<string, string>() // first name -> resume_id

beforeAll(async () => {
  grader = await startFakeModelGrader((resume) => (/Rosa/.test(resume) ? 92 : /Priya/.test(resume) ? 81 : 35))
  t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${grader.url}/v1`, AI_GRADE_TIMEOUT_S: '2' })
  recruiter = await signUp(t.app)
  other = await signUp(t.app)
  const form = new FormData()
  for (const file of pool) form.append('files', new Blob([file.bytes]), file.filename)
  const upload = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
  expect(upload.json().message).toBe('Processed 3 of 3 files')
  jobId = (await post('/api/v1/t10/jobs', { job_data: { description: ACCOUNTANT_JD } })).json().job_id
})
afterAll(async () => {
  await t?.close()
  await grader?.close()
})

const get = (url: string, token = recruiter.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const post = (url: string, payload: object, token = recruiter.token) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload })
const put = (url: string, payload: object, token = recruiter.token) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload })

const review = (resumeId: string, body: object, token = recruiter.token, job = jobId) =>
  put(`/api/v1/t10/jobs/${job}/candidates/${resumeId}`, body, token)
const candidates = async (query = '') => (await get(`/api/v1/t10/jobs/${jobId}/candidates${query}`)).json() as JobCandidatesResponse
const firstName = (m: { name: string }) => m.name.split(' ')[0]!

describe('the shortlist of a job', () => {
  it('records the candidates a match showed as new, unreviewed, with their match percentage', async () => {
    const top2 = (await get(`/api/v1/t10/jobs/${jobId}/matches?limit=2`)).json().matches as Match[]
    expect(top2).toHaveLength(2)
    for (const match of top2) expect(match.review).toEqual({ stage: 'new', rating: null, notes: '', reviewed_at: null })

    const page = await candidates()
    expect(page.job).toMatchObject({ job_id: jobId, title: 'Senior Accountant' })
    expect(page.candidates.map((c) => c.resume_id)).toEqual(top2.map((m) => m.resume_id))
    expect(page.candidates[0]).toMatchObject({ stage: 'new', rating: null, notes: '', match_percentage: top2[0]!.match_percentage })
    expect(page.candidates[0]!.first_seen_at).toBe(page.candidates[0]!.last_seen_at)
    expect(page.stage_counts).toEqual({ new: 2, shortlisted: 0, contacted: 0, interviewing: 0, offer: 0, rejected: 0 })

    // The whole pool, for the ids by name.
    for (const match of (await get(`/api/v1/t10/jobs/${jobId}/matches?limit=10`)).json().matches as Match[]) {
      idOf.set(firstName(match), match.resume_id)
    }
    expect([...idOf.keys()].sort()).toEqual(['Daniel', 'Priya', 'Rosa'])
    expect((await candidates()).candidates.map((c) => c.name)).toHaveLength(3)
  })

  it('sets and clears a review; the answer is the review as saved', async () => {
    const saved = await review(idOf.get('Priya')!, { stage: 'shortlisted', rating: 5, notes: 'Strong CPA; call Monday' })
    expect(saved.statusCode, saved.body).toBe(200)
    const body = saved.json() as CandidateReviewResponse
    expect(body).toMatchObject({
      success: true,
      job_id: jobId,
      resume_id: idOf.get('Priya'),
      review: { stage: 'shortlisted', rating: 5, notes: 'Strong CPA; call Monday' },
    })
    expect(Date.parse(body.review.reviewed_at!)).not.toBeNaN()

    // Only what is given changes; null clears the rating, '' the notes.
    const cleared = (await review(idOf.get('Priya')!, { rating: null, notes: '' })).json() as CandidateReviewResponse
    expect(cleared.review).toMatchObject({ stage: 'shortlisted', rating: null, notes: '' })
    const stageOnly = (await review(idOf.get('Priya')!, { stage: 'interviewing' })).json() as CandidateReviewResponse
    expect(stageOnly.review).toMatchObject({ stage: 'interviewing', rating: null, notes: '' })
  })

  it('refuses a bad review with a message that says what is wrong', async () => {
    const id = idOf.get('Daniel')!
    const cases: Array<[object, RegExp]> = [
      [{ stage: 'hired' }, /stage must be one of: new, shortlisted, contacted, interviewing, offer, rejected/],
      [{ rating: 6 }, /rating must be at most 5/],
      [{ rating: 0 }, /rating must be at least 1/],
      [{ rating: 2.5 }, /rating must be an integer/],
      [{ notes: 'x'.repeat(5001) }, /notes must be at most 5000 characters/],
      [{}, /must give at least one field/],
      [{ colour: 'red' }, /colour is not a known field/],
    ]
    for (const [body, message] of cases) {
      const response = await review(id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toMatchObject({ success: false, error_type: 'validation_error' })
      expect(response.json().message, JSON.stringify(body)).toMatch(message)
    }
    expect((await candidates()).candidates.find((c) => c.resume_id === id)).toMatchObject({ stage: 'new', rating: null, reviewed_at: null })
  })

  it('keeps stage, rating and notes through later matches, and the match answers carry them', async () => {
    await review(idOf.get('Rosa')!, { stage: 'rejected', rating: 1, notes: 'Not an accountant' })
    const before = (await candidates()).candidates.find((c) => c.resume_id === idOf.get('Rosa'))!
    await new Promise((resolve) => setTimeout(resolve, 5))

    const matches = (await get(`/api/v1/t10/jobs/${jobId}/matches?limit=10`)).json().matches as Match[]
    const rosa = matches.find((m) => m.resume_id === idOf.get('Rosa'))!
    expect(rosa.review).toEqual({ stage: 'rejected', rating: 1, notes: 'Not an accountant', reviewed_at: before.reviewed_at })
    expect(matches.find((m) => m.resume_id === idOf.get('Priya'))!.review!.stage).toBe('interviewing')

    const after = (await candidates()).candidates.find((c) => c.resume_id === idOf.get('Rosa'))!
    expect(after).toMatchObject({ stage: 'rejected', rating: 1, notes: 'Not an accountant', first_seen_at: before.first_seen_at })
    expect(after.last_seen_at > before.last_seen_at).toBe(true)

    // Ranking among chosen resumes (POST) is a match run too.
    const among = (await post(`/api/v1/t10/jobs/${jobId}/matches`, { resume_ids: [idOf.get('Rosa')], limit: 1 })).json().matches as Match[]
    expect(among[0]!.review!.stage).toBe('rejected')
  })

  it('lists the candidates by stage, then best match first, with every stage counted whatever the filter', async () => {
    const page = await candidates()
    expect(page.candidates.map((c) => [firstName(c), c.stage])).toEqual([
      ['Daniel', 'new'],
      ['Priya', 'interviewing'],
      ['Rosa', 'rejected'],
    ])
    expect(page.stage_counts).toEqual({ new: 1, shortlisted: 0, contacted: 0, interviewing: 1, offer: 0, rejected: 1 })
    expect(Object.keys(page.stage_counts)).toEqual([...CANDIDATE_STAGES])

    const rejected = await candidates('?stage=rejected')
    expect(rejected.candidates.map(firstName)).toEqual(['Rosa'])
    expect(rejected.stage_counts).toEqual(page.stage_counts)

    await review(idOf.get('Daniel')!, { stage: 'interviewing' })
    const interviewing = await candidates('?stage=interviewing')
    // Best match first within the stage: the accountant before the maths teacher.
    expect(interviewing.candidates.map(firstName)).toEqual(['Priya', 'Daniel'])
    expect(interviewing.candidates[0]!.match_percentage!).toBeGreaterThan(interviewing.candidates[1]!.match_percentage!)
    await review(idOf.get('Daniel')!, { stage: 'new' })

    const bad = await get(`/api/v1/t10/jobs/${jobId}/candidates?stage=hired`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/stage must be one of: new, shortlisted/)
  })

  it('counts each job’s candidates by stage in the jobs list', async () => {
    const jobs = (await get('/api/v1/t10/jobs')).json().jobs as Array<{ job_id: string; stage_counts: Record<string, number> }>
    expect(jobs.find((j) => j.job_id === jobId)!.stage_counts).toEqual({
      new: 1,
      shortlisted: 0,
      contacted: 0,
      interviewing: 1,
      offer: 0,
      rejected: 1,
    })
    const fresh = (await post('/api/v1/t10/jobs', { job_data: { description: 'Role: Art Teacher\nPainting, drawing.' } })).json().job_id
    const listed = (await get('/api/v1/t10/jobs')).json().jobs as Array<{ job_id: string; stage_counts: Record<string, number> }>
    expect(Object.values(listed.find((j) => j.job_id === fresh)!.stage_counts).every((n) => n === 0)).toBe(true)
  })

  it('reviews a resume of the pool that no match of the job has shown yet', async () => {
    const job = (await post('/api/v1/t10/jobs', { job_data: { description: 'Role: Maths Teacher\nAlgebra, geometry.' } })).json().job_id
    const saved = await review(idOf.get('Priya')!, { notes: 'Ask about teaching' }, recruiter.token, job)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().review).toMatchObject({ stage: 'new', rating: null, notes: 'Ask about teaching' })
    const page = (await get(`/api/v1/t10/jobs/${job}/candidates`)).json() as JobCandidatesResponse
    expect(page.candidates).toEqual([expect.objectContaining({ resume_id: idOf.get('Priya'), notes: 'Ask about teaching', match_percentage: null })])
    // A match later fills in its match percentage and keeps the notes.
    const matches = (await get(`/api/v1/t10/jobs/${job}/matches?limit=3`)).json().matches as Match[]
    expect(matches.find((m) => m.resume_id === idOf.get('Priya'))!.review!.notes).toBe('Ask about teaching')
    const after = (await get(`/api/v1/t10/jobs/${job}/candidates`)).json() as JobCandidatesResponse
    expect(after.candidates.find((c) => c.resume_id === idOf.get('Priya'))!.match_percentage).toEqual(expect.any(Number))
  })

  it('exports Stage, Rating and Notes after the other columns, engine and model alike', async () => {
    await review(idOf.get('Priya')!, { rating: 4, notes: '=HYPERLINK("x"), call back' })
    const rows = parse((await get(`/api/v1/t10/jobs/${jobId}/export.csv`)).body, { columns: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0]!)).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    const byName = new Map(rows.map((row) => [row['Candidate']!.split(' ')[0], row]))
    expect(byName.get('Priya')).toMatchObject({ Stage: 'Interviewing', Rating: '4', Notes: `'=HYPERLINK("x"), call back` })
    expect(byName.get('Rosa')).toMatchObject({ Stage: 'Rejected', Rating: '1', Notes: 'Not an accountant' })
    expect(byName.get('Daniel')).toMatchObject({ Stage: 'New', Rating: '', Notes: '' })

    const ai = await get(`/api/v1/t10/jobs/${jobId}/ai-export.csv?provider=openai&limit=3`)
    expect(ai.statusCode, ai.body).toBe(200)
    const aiRows = parse(ai.body, { columns: true }) as Array<Record<string, string>>
    expect(Object.keys(aiRows[0]!)).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_AI_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    expect(aiRows.find((row) => row['Candidate']!.startsWith('Rosa'))).toMatchObject({ Stage: 'Rejected', Rating: '1' })
  })

  it('records a match with a model too: its answer carries the reviews, and a new candidate joins as new', async () => {
    const job = (await post('/api/v1/t10/jobs', { job_data: { description: ACCOUNTANT_JD } })).json().job_id
    await review(idOf.get('Rosa')!, { stage: 'contacted' }, recruiter.token, job)
    const response = await post(`/api/v1/t10/jobs/${job}/ai-matches`, { provider: 'openai', limit: 3 })
    const result = parseSse(response.body).at(-1)!
    expect(result.event, response.body).toBe('result')
    const matches = (result.data as { matches: Match[] }).matches
    expect(matches.map((m) => [firstName(m), m.review?.stage])).toEqual([
      ['Rosa', 'contacted'],
      ['Priya', 'new'],
      ['Daniel', 'new'],
    ])
    const page = (await get(`/api/v1/t10/jobs/${job}/candidates`)).json() as JobCandidatesResponse
    expect(page.stage_counts).toMatchObject({ new: 2, contacted: 1 })
    // The engine's match percentage is kept, not the model's grade.
    const rosa = page.candidates.find((c) => c.resume_id === idOf.get('Rosa'))!
    expect(rosa.match_percentage).toBe(matches[0]!.match_percentage)
  })

  it('takes a signed-in change by cookie only from T10’s own pages', async () => {
    const url = `/api/v1/t10/jobs/${jobId}/candidates/${idOf.get('Daniel')}`
    const withoutOrigin = await t.app.inject({ method: 'PUT', url, headers: { cookie: recruiter.cookie }, payload: { rating: 3 } })
    expect(withoutOrigin.statusCode).toBe(403)
    const fromPage = await t.app.inject({ method: 'PUT', url, headers: fromWebApp(recruiter.cookie), payload: { rating: 3 } })
    expect(fromPage.statusCode, fromPage.body).toBe(200)
    expect(fromPage.json().review.rating).toBe(3)
    const unsigned = await t.app.inject({ method: 'PUT', url, payload: { rating: 3 } })
    expect(unsigned.statusCode).toBe(401)
  })

  it('is the recruiter’s alone: another account gets 404 for the job and the resume on every route', async () => {
    const priya = idOf.get('Priya')!
    const notFound = (response: { statusCode: number; json(): unknown }, message: string) => {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ success: false, error_type: 'not_found', message })
    }
    notFound(await get(`/api/v1/t10/jobs/${jobId}/candidates`, other.token), 'Job not found')
    notFound(await review(priya, { stage: 'offer' }, other.token), 'Job not found')
    notFound(await get(`/api/v1/t10/jobs/${jobId}/matches`, other.token), 'Job not found')

    // Their own job, the recruiter's resume: still not theirs.
    const theirJob = (await post('/api/v1/t10/jobs', { job_data: { description: ACCOUNTANT_JD } }, other.token)).json().job_id
    notFound(await review(priya, { stage: 'offer' }, other.token, theirJob), 'Candidate not found')
    // The recruiter's own job with an unknown resume, and an unknown job.
    notFound(await review('no-such-resume', { stage: 'offer' }), 'Candidate not found')
    notFound(await review(priya, { stage: 'offer' }, recruiter.token, 'no-such-job'), 'Job not found')

    const theirs = (await get(`/api/v1/t10/jobs/${theirJob}/candidates`, other.token)).json() as JobCandidatesResponse
    expect(theirs.candidates).toEqual([])
    const jobs = (await get('/api/v1/t10/jobs', other.token)).json().jobs as Array<{ job_id: string }>
    expect(jobs.map((j) => j.job_id)).toEqual([theirJob])
    // Nothing of theirs changed the recruiter's review.
    expect((await candidates()).candidates.find((c) => c.resume_id === priya)!.stage).toBe('interviewing')
  })

  it('forgets a resume’s reviews when it leaves the pool', async () => {
    const daniel = idOf.get('Daniel')!
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/t10/resumes/${daniel}`, headers: bearer(recruiter.token) })
    expect(removed.statusCode).toBe(200)
    const page = await candidates()
    expect(page.candidates.map((c) => c.resume_id)).not.toContain(daniel)
    expect(page.stage_counts.new).toBe(0)
  })

  it('is described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[] }>>
    }
    expect(spec.paths['/api/v1/t10/jobs/{jobId}/candidates']?.get?.tags).toEqual(['t10'])
    expect(spec.paths['/api/v1/t10/jobs/{jobId}/candidates/{resumeId}']?.put?.tags).toEqual(['t10'])
  })
})
