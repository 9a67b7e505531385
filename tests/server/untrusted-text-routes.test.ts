import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { correctionOf } from '../../shared/resume-reading.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { notReadInTime, UntrustedWork } from '../../server/lib/untrusted-work.ts'
import { createJobCatalog } from '../../server/services/job-search/job-search.service.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { DOCUMENT_XML } from '../helpers/docx-bombs.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { buildZip, CONTENT_TYPES, zipEntry } from './domain/ingest/helpers/build-files.ts'

/*
 * The recruiter's and the job seeker's long texts are read in worker threads too (issue 22): a
 * job description, a pool candidate's analysis and corrected features, a job seeker's resume in
 * job search. Each took 20-130 ms on the event loop at the longest the API accepts. One store,
 * two servers: `a` (the tests' generous limit) stores the long texts and reads them, `b` (a 5 ms
 * limit) answers each of them 422 "This text could not be read in time".
 */

const LINE = 'Experienced accountant skilled in Excel, SQL, Python, budgeting, payroll and forecasting for retail clients.'
const lines = (chars: number) => Array.from({ length: Math.floor(chars / (LINE.length + 3)) }, () => `- ${LINE}`)
const LONG_RESUME_LINES = ['Jane Doe', 'jane.doe@example.com', 'Experience', 'Senior Accountant, Acme Ltd', 'Jan 2018 - Present', ...lines(185_000)]
const longDocx = () => buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(LONG_RESUME_LINES))])
// Just under the 20,000-character cap of a job description.
const LONG_JD = `Position: Senior Accountant\nRequirements:\n${lines(19_500).join('\n')}`

const NOT_IN_TIME = { success: false, error_type: 'unprocessable_file', message: 'This text could not be read in time' }

describe('long texts of T10 and job search, read in worker threads', () => {
  let a: TestApp
  let b: FastifyInstance
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let seeker: Awaited<ReturnType<typeof signUp>>
  let candidateId: string
  let jobId: string
  let seekerResumeId: string

  beforeAll(async () => {
    a = await createTestApp()
    b = await buildApp(loadConfig({ ...a.storeEnv, LOG_LEVEL: 'error', READING_TIME_LIMIT_MS: '5', READING_THREADS: '1' }), { webApp: false })
    recruiter = await signUp(a.app)
    seeker = await signUp(a.app)
    const form = new FormData()
    form.append('files', new Blob([longDocx()]), 'long.docx')
    const pooled = await a.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(pooled.json().results[0], pooled.body).toMatchObject({ success: true })
    candidateId = pooled.json().results[0].resume_id
    const job = await a.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: ACCOUNTANT_JD } },
    })
    jobId = job.json().job_id
    const text = new TextEncoder().encode(LONG_RESUME_LINES.join('\n'))
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(seeker.token),
      payload: fileForm(text, 'long.txt'),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    seekerResumeId = uploaded.json().data.resume_id
  }, 120_000)
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  const createJob = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/v1/t10/jobs', headers: bearer(recruiter.token), payload: { job_data: { description: LONG_JD } } })
  const analysis = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: `/api/v1/t10/resumes/${candidateId}/jobs/${jobId}/analysis`, headers: bearer(recruiter.token) })
  const correct = (app: FastifyInstance, parsed: ParsedResume) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/t10/resumes/${candidateId}/parsed`,
      headers: bearer(recruiter.token),
      // The reading kept short (a role holds at most 100 bullets); the features still read the whole stored text.
      payload: {
        ...correctionOf(parsed),
        experience: correctionOf(parsed).experience.map((role) => ({ ...role, bullets: role.bullets.slice(0, 5) })),
        skills: [...parsed.skills, 'NetSuite'],
      },
    })
  const search = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/v1/search-jobs', query: { resume_id: seekerResumeId }, headers: bearer(seeker.token) })

  it('reads a recruiter’s longest job description, or answers 422 past the limit', async () => {
    const refused = await createJob(b)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject(NOT_IN_TIME)
    const created = await createJob(a.app)
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().title).toBe('Senior Accountant')
  })

  it('analyses a long pool candidate, or answers 422 past the limit', async () => {
    const refused = await analysis(b)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject(NOT_IN_TIME)
    const answered = await analysis(a.app)
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().analysis.name).toBe('Jane Doe')
  })

  // Whether a correction runs past a 5 ms limit depends on the machine (the corrected resume is
  // short, whatever the file's length): only its outcome is checked.
  it('computes a long candidate’s corrected features in a worker thread', async () => {
    const parsed = (await a.app.inject({ method: 'GET', url: `/api/v1/t10/resumes/${candidateId}/parsed`, headers: bearer(recruiter.token) })).json()
      .parsed as ParsedResume
    const row = () =>
      a.app.db.selectFrom('recruiting_candidates').select(['corrected_at', 'features_json']).where('id', '=', candidateId).executeTakeFirstOrThrow()
    const saved = await correct(a.app, parsed)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(JSON.parse((await row()).features_json).skills).toEqual(expect.arrayContaining(['NetSuite']))
  })

  it('ranks jobs for a job seeker’s long resume, or answers 422 past the limit', async () => {
    const refused = await search(b)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject(NOT_IN_TIME)
    const found = await search(a.app)
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json().jobs.length).toBeGreaterThan(0)
    expect(found.json().jobs[0].why).toBeTruthy()
  })

  it('leaves a posting not read in time out of job search, and does not read it again', async () => {
    const work = new UntrustedWork({ threads: 1, timeLimitMs: 60_000 })
    const asked: string[] = []
    // The pool's own answer past its limit, for one posting only: which one takes too long is the text's affair.
    const slowForOne = {
      settings: work.settings,
      run: (name: 'readPosting', args: [string], what: 'text') => {
        asked.push(args[0])
        return args[0].includes('Pager rota') ? Promise.reject(notReadInTime('text')) : work.run(name, args, what)
      },
    } as unknown as UntrustedWork
    try {
      const slow = await a.app.inject({
        method: 'POST',
        url: '/api/v1/t10/jobs',
        headers: bearer(recruiter.token),
        payload: { job_data: { description: `${ACCOUNTANT_JD}\nPager rota shared.`, published: true } },
      })
      expect(slow.statusCode, slow.body).toBe(200)
      const catalog = createJobCatalog(a.app.db)
      const jobs = await catalog.load(slowForOne)
      expect(jobs.length).toBeGreaterThan(0)
      expect(jobs.map((j) => j.id)).not.toContain(slow.json().job_id)
      expect(asked.filter((d) => d.includes('Pager rota'))).toHaveLength(1)

      // A new posting renews the catalog: the others are not read again, the slow one neither.
      const next = await a.app.inject({
        method: 'POST',
        url: '/api/v1/t10/jobs',
        headers: bearer(recruiter.token),
        payload: { job_data: { description: `${ACCOUNTANT_JD}\nHybrid, two days in the office.`, published: true } },
      })
      const before = asked.length
      const renewed = await catalog.load(slowForOne)
      expect(renewed.map((j) => j.id)).toContain(next.json().job_id)
      expect(asked.slice(before)).toEqual([`${ACCOUNTANT_JD}\nHybrid, two days in the office.`])
    } finally {
      await work.close()
    }
  })
})
