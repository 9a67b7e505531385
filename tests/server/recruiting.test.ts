import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MATCH_LIMIT_MAX } from '../../shared/schemas/limits.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

// An accountant's resume in three PDF layouts and as Word; two teachers', each as a PDF and as Word.
const accountants = (['single', 'sidebar', 'dates-right', 'word'] as const).map((layout) => writtenFile('accountant-priya-raman', layout))
const teachers = ['math-teacher-daniel-obrien', 'art-teacher-rosa-delgado'].flatMap((id) => [writtenFile(id, 'sidebar'), writtenFile(id, 'word')])

describe('T10 resume matching API', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  const ids = new Map<string, string>() // file name -> resume_id

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  const get = (url: string, token = recruiter.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
  const post = (url: string, payload: object, token = recruiter.token) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload })

  async function createJob(description = ACCOUNTANT_JD, token = recruiter.token) {
    const response = await post('/api/v1/t10/jobs', { job_data: { description }, user_id: 'placeholder' }, token)
    expect(response.statusCode).toBe(200)
    return response.json() as { job_id: string; title: string }
  }

  it('processes PDF and DOCX files and refuses the others, each with its reason', async () => {
    const form = new FormData()
    for (const r of [...accountants, ...teachers]) form.append('files', new Blob([r.bytes]), r.filename)
    form.append('files', new Blob(['plain text resume, John Smith, accountant']), 'notes.txt')
    form.append('files', new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')]), 'photo.pdf')
    form.append('user_id', 'placeholder')
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(false)
    expect(body.message).toBe('Processed 8 of 10 files')
    for (const result of body.results.slice(0, 8)) {
      expect(result).toMatchObject({ success: true, message: `Successfully processed ${result.filename}` })
      ids.set(result.filename, result.resume_id)
    }
    expect(body.results[8]).toMatchObject({ success: false, resume_id: null, filename: 'notes.txt' })
    expect(body.results[8].message).toMatch(/Only PDF and DOCX/)
    expect(body.results[9]).toMatchObject({ success: false, filename: 'photo.pdf', message: 'This file is a PNG image, not a PDF.' })

    const list = (await get('/api/v1/t10/resumes')).json().resumes as Array<{ resume_id: string; processing: boolean }>
    expect(list).toHaveLength(8)
    expect(list.every((r) => r.processing === false)).toBe(true)
  })

  it('creates jobs with the spec’s title rule and refuses a blank description', async () => {
    expect((await createJob()).title).toBe('Senior Accountant')
    expect((await createJob('Role: Data Analyst\nSQL and Tableau')).title).toBe('Data Analyst')
    expect((await createJob('We need someone great with spreadsheets.')).title).toBe('Untitled Position')
    const blank = await post('/api/v1/t10/jobs', { job_data: { description: '  ' } })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Please enter a job description')
    const jobs = (await get('/api/v1/t10/jobs')).json().jobs
    expect(jobs.length).toBeGreaterThanOrEqual(3)
  })

  it('ranks the accountants first, with scores, evidence and the limit honoured', async () => {
    const { job_id } = await createJob()
    const response = await get(`/api/v1/t10/jobs/${job_id}/matches`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.matches).toHaveLength(5)
    expect(body.message).toBe('Found 5 matching resumes')
    const top4 = body.matches.slice(0, 4).map((m: { filename: string }) => m.filename)
    expect(top4.sort()).toEqual(accountants.map((r) => r.filename).sort())
    for (let i = 1; i < body.matches.length; i++) expect(body.matches[i - 1].score).toBeGreaterThanOrEqual(body.matches[i].score)
    for (const m of body.matches) {
      expect(m.match_percentage).toBe(Math.round(m.score * 100))
      expect(Object.keys(m.categoryScores)).toEqual(
        expect.arrayContaining(['skills', 'experience', 'education', 'phrases', 'semantic', 'seniority', 'credentials']),
      )
      expect(m.upload_time).toMatch(/^\d{4}-/)
    }

    expect((await get(`/api/v1/t10/jobs/${job_id}/matches?limit=3`)).json().matches).toHaveLength(3)
    expect((await get(`/api/v1/t10/jobs/${job_id}/matches?limit=150`)).json().matches).toHaveLength(8)
    // As many as a ranking may list (the CLI's --top, the CSV export), and no more.
    for (const bad of ['0', String(MATCH_LIMIT_MAX + 1), 'many']) {
      expect((await get(`/api/v1/t10/jobs/${job_id}/matches?limit=${bad}`)).statusCode).toBe(400)
    }
  })

  it('explains a match in the spec’s analysis shape, the same on every run', async () => {
    const { job_id } = await createJob()
    const [best] = (await get(`/api/v1/t10/jobs/${job_id}/matches?limit=1`)).json().matches
    const url = `/api/v1/t10/resumes/${best.resume_id}/jobs/${job_id}/analysis`
    const first = (await get(url)).json()
    expect(first.success).toBe(true)
    const a = first.analysis
    expect(a).toMatchObject({
      name: expect.any(String),
      experienceLevel: expect.any(String),
      skills: expect.any(Array),
      education: { level: expect.any(String), field: expect.any(String), score: expect.any(Number), analysis: expect.any(String) },
      skills_match: { score: expect.any(Number), analysis: expect.any(String) },
      experience_fit: { score: expect.any(Number), analysis: expect.any(String) },
      overall_match: { score: expect.any(Number), summary: expect.any(String) },
      categoryScores: best.categoryScores,
      specific_recommendations: expect.any(Array),
      hiring_recommendation: expect.any(String),
      hidden_text: false,
    })
    expect(a.specific_recommendations.length).toBeGreaterThan(0)
    expect((await get(url)).json()).toEqual(first)
    // Determinism of the ranking too.
    const again = (await get(`/api/v1/t10/jobs/${job_id}/matches?limit=8`)).json()
    const twice = (await get(`/api/v1/t10/jobs/${job_id}/matches?limit=8`)).json()
    expect(twice).toEqual(again)
  })

  it('exports the ranking as CSV with the spec’s columns and correct quoting', async () => {
    // A file name with a comma and quotes must survive the round trip.
    const tricky = 'Smith, "Jo" CPA.pdf'
    const form = new FormData()
    form.append('file', new Blob([accountants[0]!.bytes]), tricky)
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(upload.json().results[0]).toMatchObject({ success: true, filename: tricky })

    const { job_id } = await createJob()
    const response = await get(`/api/v1/t10/jobs/${job_id}/export.csv?limit=5`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toBe('attachment; filename="resume-analysis.csv"')
    const rows = parse(response.body) as string[][]
    // The spec's six columns first; the candidate's details follow (recruiting-candidate-details.test.ts).
    expect(rows[0]!.slice(0, 6)).toEqual(['Resume Name', 'Match Score', 'Skills Match', 'Experience Fit', 'Education', 'Upload Time'])
    expect(rows[0]!.slice(6, 8)).toEqual(['Rank', 'Candidate'])
    expect(rows).toHaveLength(6)
    for (const row of rows.slice(1)) expect(row[1]).toMatch(/^\d+%$/)
    const all = parse((await get(`/api/v1/t10/jobs/${job_id}/export.csv`)).body) as string[][]
    expect(all).toHaveLength(10)
    expect(all.slice(1).map((r) => r[0])).toContain(tricky)
    expect((await get(`/api/v1/t10/jobs/${job_id}/export.csv`)).body).toContain('"Smith, ""Jo"" CPA.pdf"')
  })

  it("keeps each recruiter's pool and jobs private", async () => {
    const other = await signUp(t.app)
    const { job_id } = await createJob()
    const someResume = [...ids.values()][0]!
    expect((await get(`/api/v1/t10/jobs/${job_id}/matches`, other.token)).statusCode).toBe(404)
    expect((await get(`/api/v1/t10/jobs/${job_id}/export.csv`, other.token)).statusCode).toBe(404)
    expect((await get(`/api/v1/t10/resumes/${someResume}/jobs/${job_id}/analysis`, other.token)).statusCode).toBe(404)
    expect((await get('/api/v1/t10/resumes', other.token)).json().resumes).toEqual([])
    expect((await get('/api/v1/t10/jobs', other.token)).json().jobs).toEqual([])
    const steal = await t.app.inject({ method: 'DELETE', url: `/api/v1/t10/resumes/${someResume}`, headers: bearer(other.token) })
    expect(steal.statusCode).toBe(404)
    // Their own job over their own (empty) pool finds nothing of ours.
    const theirs = await createJob(ACCOUNTANT_JD, other.token)
    expect((await get(`/api/v1/t10/jobs/${theirs.job_id}/matches`, other.token)).json().matches).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/t10/resumes' })).statusCode).toBe(401)
  })

  it('a deleted resume leaves the matches', async () => {
    const { job_id } = await createJob()
    const before = (await get(`/api/v1/t10/jobs/${job_id}/matches?limit=100`)).json().matches
    const gone = before[0].resume_id
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/t10/resumes/${gone}`, headers: bearer(recruiter.token) })
    expect(removed.statusCode).toBe(200)
    const after = (await get(`/api/v1/t10/jobs/${job_id}/matches?limit=100`)).json().matches
    expect(after).toHaveLength(before.length - 1)
    expect(after.map((m: { resume_id: string }) => m.resume_id)).not.toContain(gone)
    expect((await get(`/api/v1/t10/resumes/${gone}/jobs/${job_id}/analysis`)).statusCode).toBe(404)

    // The index renewed in place after uploads and this delete ranks exactly as one that a server
    // started afresh over the same data builds from the stored features.
    const fresh = await buildApp(loadConfig({ ...t.storeEnv, LOG_LEVEL: 'error' }), { webApp: false })
    try {
      const rebuilt = await fresh.inject({ method: 'GET', url: `/api/v1/t10/jobs/${job_id}/matches?limit=100`, headers: bearer(recruiter.token) })
      expect(rebuilt.json().matches).toEqual(after)
    } finally {
      await fresh.close()
    }
  })
})
