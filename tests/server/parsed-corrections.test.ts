import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { correctionOf } from '../../shared/resume-reading.ts'
import type { ParsedResume, ParsedResumeCorrection } from '../../shared/schemas/resume.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { parseSse } from '../helpers/sse.ts'
import { APP_ORIGIN, bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

// A person checks what T10 read and corrects it: the corrections are kept with the resume, and
// every later generation, regeneration, job search and ranking uses them. Written test resumes
// throughout; the assertions never depend on what the reader got wrong, only on what was corrected.

const sysadmin = writtenFile('sysadmin-tomasz-nowak', 'dates-right')
const accountant = writtenFile('accountant-priya-raman', 'single')

const SRE_JOB = `Role: Site Reliability Engineer
Company: Harborline Payments

Requirements:
- 3+ years of experience in DevOps or site reliability engineering
- AWS, Docker, Kubernetes and Terraform
- Linux and Bash scripting; monitoring with Prometheus and Grafana
`

const LATER = `Jan ${new Date().getUTCFullYear() + 2}`

/** A corrected reading: one role and one school, as a person would type them over a misreading. */
const corrected = (from: ParsedResume, changes: Partial<ParsedResumeCorrection> = {}): ParsedResumeCorrection => ({
  ...correctionOf(from),
  contact: { ...correctionOf(from).contact, name: 'Tomasz Nowak' },
  experience: [
    {
      title: 'Principal Reliability Engineer',
      company: 'Range Health System',
      location: 'Denver, CO',
      start: 'Mar 2019',
      end: 'Present',
      bullets: ['Administer 650 RHEL and Ubuntu servers and 120 Windows servers across two data centres.'],
    },
    {
      title: 'Systems Administrator',
      company: 'University of Colorado Denver',
      location: 'Denver, CO',
      start: '2015',
      end: 'Feb 2019',
      bullets: ['Managed Active Directory, Group Policy and Microsoft 365 for 14,000 accounts.'],
    },
  ],
  education: [{ degree: 'B.S.', field: 'Information Systems', institution: 'Metropolitan State University of Denver', year: '2014' }],
  ...changes,
})

describe('a resume’s reading, checked and corrected (GET and PUT /api/v1/resumes/:id/parsed)', () => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof signUp>>
  let stranger: Awaited<ReturnType<typeof signUp>>
  let resumeId: string
  let uploaded: ParsedResume

  beforeAll(async () => {
    t = await createTestApp()
    owner = await signUp(t.app)
    stranger = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(owner.token),
      payload: fileForm(sysadmin.bytes, sysadmin.filename),
    })
    expect(response.statusCode).toBe(201)
    resumeId = response.json().data.resume_id
    uploaded = response.json().data.parsed
  })
  afterAll(() => t.close())

  const url = () => `/api/v1/resumes/${resumeId}/parsed`
  const read = (token = owner.token) => t.app.inject({ method: 'GET', url: url(), headers: bearer(token) })
  const save = (payload: unknown, token = owner.token) =>
    t.app.inject({ method: 'PUT', url: url(), headers: bearer(token), payload: payload as object })

  it('gives the reading the upload answered, not yet corrected', async () => {
    const response = await read()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      resume_id: resumeId,
      filename: sysadmin.filename,
      parsed: uploaded,
      corrected_at: null,
    })
  })

  it('is the owner’s alone: another account and nobody signed in get no answer about it', async () => {
    for (const response of [await read(stranger.token), await save(corrected(uploaded), stranger.token)]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ error_type: 'not_found', message: 'Resume not found' })
    }
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PUT', url: url(), payload: corrected(uploaded) })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/resumes/no-such-resume/parsed', headers: bearer(owner.token) })).statusCode).toBe(404)
    expect((await read()).json().corrected_at).toBeNull()
  })

  it.each([
    ['a part left out', (c: ParsedResumeCorrection) => ({ ...c, contact: undefined }), 'contact is required', 'contact'],
    [
      'a title past its limit',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, title: 'x'.repeat(301) }] }),
      'experience.0.title must be at most 300 characters',
      'experience.0.title',
    ],
    [
      'a field of another name',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, employer: 'Acme' }] }),
      'experience.0.employer is not a known field',
      'experience.0.employer',
    ],
    [
      'a number for a text',
      (c: ParsedResumeCorrection) => ({ ...c, contact: { ...c.contact, phone: 5550187 } }),
      'contact.phone must be a string',
      'contact.phone',
    ],
    [
      'a date nobody can read',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, start: 'soon' }] }),
      'Role 1’s start “soon” is not a date T10 can read: write it as “Jan 2020”, “03/2020”, “2020” or “Present”',
      'experience.0.start',
    ],
    [
      'a month that is none',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, start: '13/2019' }] }),
      'Role 1’s start “13/2019” has no month 13: write it as “Jan 2020”, “03/2020”, “2020” or “Present”',
      'experience.0.start',
    ],
    [
      'a range in one date',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, start: 'Mar 2019 - Feb 2021', end: null }] }),
      'Role 1’s start “Mar 2019 - Feb 2021” holds two dates: give the start and the end each in its own field',
      'experience.0.start',
    ],
    [
      'an end to come',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, end: LATER }] }),
      `Role 1’s end “${LATER}” is after today: write “Present” for a role held now`,
      'experience.0.end',
    ],
    [
      'a role that ends before it starts',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [c.experience[0]!, { ...c.experience[1]!, start: 'Jan 2019', end: '2017' }] }),
      'Role 2 ends (2017) before it starts (Jan 2019)',
      'experience.1.end',
    ],
    [
      'a role that starts at present',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, start: 'Present' }] }),
      'Role 1 cannot start at “Present”: give the month and year it started',
      'experience.0.start',
    ],
    [
      'a role with neither title nor employer',
      (c: ParsedResumeCorrection) => ({ ...c, experience: [{ ...c.experience[0]!, title: ' ', company: null }] }),
      'Role 1 needs a title or an employer',
      'experience.0.title',
    ],
    [
      'a school with neither name nor degree',
      (c: ParsedResumeCorrection) => ({ ...c, education: [{ degree: null, field: 'Nursing', institution: '', year: '2014' }] }),
      'School 1 needs the school’s name or the degree',
      'education.0.institution',
    ],
    [
      'an e-mail address that is not one',
      (c: ParsedResumeCorrection) => ({ ...c, contact: { ...c.contact, email: 'tomasz at example' } }),
      '“tomasz at example” is not an e-mail address',
      'contact.email',
    ],
  ])('refuses %s with a 400 that says what and where, and keeps what was stored', async (_, change, message, field) => {
    const response = await save(change(corrected(uploaded)))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, error_type: 'validation_error', message, field })
    expect((await read()).json()).toMatchObject({ parsed: uploaded, corrected_at: null })
  })

  it('keeps the corrections, tidied, beside the reading, and answers them as every read does', async () => {
    const body = corrected(uploaded, {
      skills: ['Linux', ' Ansible ', 'linux', '', 'Kubernetes', 'Terraform'],
      experience: [
        { ...corrected(uploaded).experience[0]!, bullets: ['  Administer 650 RHEL servers.  ', '', 'Automated patching with Ansible.'] },
        corrected(uploaded).experience[1]!,
        // Added in a form and never filled: no role.
        { title: null, company: '', location: null, start: null, end: null, bullets: [''] },
      ],
    })
    const response = await save(body)
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(answer).toMatchObject({ success: true, resume_id: resumeId, filename: sysadmin.filename, message: 'Corrections saved' })
    expect(Date.parse(answer.corrected_at)).toBeGreaterThan(Date.now() - 60_000)
    expect(answer.parsed.experience.map((r: { title: string }) => r.title)).toEqual(['Principal Reliability Engineer', 'Systems Administrator'])
    expect(answer.parsed.experience[0].bullets).toEqual(['Administer 650 RHEL servers.', 'Automated patching with Ansible.'])
    expect(answer.parsed.skills).toEqual(['Linux', 'Ansible', 'Kubernetes', 'Terraform'])
    expect(answer.parsed.education).toEqual(body.education)
    // What a correction does not touch stays as read: where each section sits in the text.
    expect(answer.parsed.sections).toEqual(uploaded.sections)
    expect(answer.parsed.summary).toBe(uploaded.summary)

    const { message: _message, ...stored } = answer
    expect((await read()).json()).toEqual(stored)
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${resumeId}`, headers: bearer(owner.token) })
    expect(detail.json().resume.parsed).toEqual(answer.parsed)
    const latest = await t.app.inject({ method: 'GET', url: '/api/v1/get-resume', headers: bearer(owner.token) })
    expect(latest.json().resume.parsed).toEqual(answer.parsed)
    // The reading itself is kept as it was.
    const row = await t.app.db.selectFrom('resumes').select(['parsed_json', 'corrected_json']).where('id', '=', resumeId).executeTakeFirstOrThrow()
    expect(JSON.parse(row.parsed_json)).toEqual(uploaded)
    expect(JSON.parse(row.corrected_json!)).toEqual(answer.parsed)
  })

  it('writes the next generation, and a regeneration, from the corrections', async () => {
    await save(corrected(uploaded, { contact: { ...corrected(uploaded).contact, name: 'Tomasz J. Nowak' } }))
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: bearer(owner.token),
      payload: { resume_id: resumeId, job_description: SRE_JOB },
    })
    expect(generated.statusCode).toBe(200)
    const events = parseSse(generated.body)
    const ingest = events.find((e) => e.event === 'progress' && e.data.id === 'resume_ingest' && e.data.status === 'done')
    expect(ingest?.data.detail).toMatch(/^2 roles, /)
    const result = events.find((e) => e.event === 'result')?.data
    expect(result, generated.body.slice(-500)).toBeDefined()
    expect(result.resume.latex_content).toContain('Principal Reliability Engineer')
    expect(result.resume.latex_content).toContain('Metropolitan State University of Denver')
    expect(result.cover_letter.latex_content).toContain('Tomasz J. Nowak')

    // Corrected again after the documents were written: a regeneration uses the new correction.
    const renamed = corrected(uploaded)
    renamed.experience[0]!.title = 'Lead Site Reliability Engineer'
    expect((await save(renamed)).statusCode).toBe(200)
    const regenerated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/regenerate-with-instructions',
      headers: bearer(owner.token),
      payload: { user_instructions: 'Keep it to one page', document_type: 'resume', original_filename: result.resume.filename },
    })
    expect(regenerated.statusCode, regenerated.body).toBe(200)
    expect(regenerated.json().data.latex_content).toContain('Lead Site Reliability Engineer')
    expect(regenerated.json().data.latex_content).not.toContain('Principal Reliability Engineer')
  })

  it('searches jobs with the corrections', async () => {
    const recruiter = await signUp(t.app)
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: SRE_JOB, published: true } },
    })
    expect(posted.statusCode).toBe(200)
    const sreMatch = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/search-jobs?resume_id=${resumeId}&limit=50`, headers: bearer(owner.token) })
      expect(response.statusCode).toBe(200)
      return (response.json().jobs as Array<{ title: string; matched_skills: string[]; score: number }>).find(
        (j) => j.title === 'Site Reliability Engineer',
      )!
    }
    expect((await save(corrected(uploaded, { skills: ['Linux', 'Bash'] }))).statusCode).toBe(200)
    const before = await sreMatch()
    expect(before.matched_skills).not.toContain('Terraform')
    expect((await save(corrected(uploaded, { skills: ['Linux', 'Bash', 'Terraform', 'Kubernetes', 'Docker', 'AWS'] }))).statusCode).toBe(200)
    const after = await sreMatch()
    expect(after.matched_skills).toEqual(expect.arrayContaining(['Terraform', 'Kubernetes']))
    expect(after.score).toBeGreaterThan(before.score)
  })

  it('takes a correction from a trial visitor’s guest session, for their own upload', async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: fileForm(sysadmin.bytes, sysadmin.filename) })
    expect(upload.statusCode).toBe(201)
    const cookie = String(upload.headers['set-cookie']).split(';')[0]!
    const guestUrl = `/api/v1/resumes/${upload.json().data.resume_id}/parsed`
    const body = corrected(upload.json().data.parsed, { contact: { ...corrected(uploaded).contact, name: 'Guest Person' } })
    // A cookie session's changes come from T10's own page only.
    expect((await t.app.inject({ method: 'PUT', url: guestUrl, headers: { cookie }, payload: body })).statusCode).toBe(403)
    const saved = await t.app.inject({ method: 'PUT', url: guestUrl, headers: { cookie, origin: APP_ORIGIN }, payload: body })
    expect(saved.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: guestUrl, headers: { cookie } })).json().parsed.contact.name).toBe('Guest Person')
    // Not the account's, nor the account's the guest's.
    expect((await t.app.inject({ method: 'GET', url: guestUrl, headers: bearer(owner.token) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: url(), headers: { cookie } })).statusCode).toBe(404)
  })

  it('is described in the OpenAPI document with its schemas and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const path = doc.paths['/api/v1/resumes/{id}/parsed']
    expect(Object.keys(path).sort()).toEqual(['get', 'put'])
    expect(Object.keys(path.put.responses).sort()).toEqual(['200', '400', '401', '403', '404'])
    const body = path.put.requestBody.content['application/json'].schema
    expect(body.required).toEqual(expect.arrayContaining(['contact', 'experience', 'education', 'skills']))
    expect(body.properties.experience.maxItems).toBe(60)
    expect(Object.keys(doc.paths['/api/v1/t10/resumes/{resumeId}/parsed']).sort()).toEqual(['get', 'put'])
  })
})

describe('a pool candidate’s reading, corrected by the recruiter (GET and PUT /api/v1/t10/resumes/:id/parsed)', () => {
  let a: TestApp
  let b: FastifyInstance
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let other: Awaited<ReturnType<typeof signUp>>
  let candidateId: string
  let read: ParsedResume
  let jobId: string

  beforeAll(async () => {
    a = await createTestApp()
    // A second app server over the same database, as behind a load balancer: its index of the pool must refresh too.
    b = await buildApp(loadConfig({ ...a.storeEnv, LOG_LEVEL: 'error' }), { webApp: false })
    recruiter = await signUp(a.app)
    other = await signUp(a.app)
    const form = new FormData()
    for (const file of [accountant, sysadmin]) form.append('files', new Blob([file.bytes]), file.filename)
    const uploaded = await a.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(uploaded.statusCode).toBe(200)
    candidateId = uploaded.json().results[0].resume_id
    const job = await a.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: ACCOUNTANT_JD } },
    })
    jobId = job.json().job_id
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  const url = () => `/api/v1/t10/resumes/${candidateId}/parsed`
  const matchOf = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/t10/jobs/${jobId}/matches?limit=5`, headers: bearer(recruiter.token) })
    expect(response.statusCode).toBe(200)
    return (
      response.json().matches as Array<{ resume_id: string; name: string; skills: string[]; score: number; categoryScores: Record<string, number> }>
    ).find((m) => m.resume_id === candidateId)!
  }
  const poolVersion = async () =>
    (await a.app.db.selectFrom('recruiting_pool_versions').select('version').where('owner_id', '=', recruiter.userId).executeTakeFirstOrThrow())
      .version

  it('gives the candidate’s reading to the recruiter, and to nobody else', async () => {
    const response = await a.app.inject({ method: 'GET', url: url(), headers: bearer(recruiter.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, resume_id: candidateId, filename: accountant.filename, corrected_at: null })
    read = response.json().parsed
    expect(read.experience.length).toBeGreaterThan(0)
    const refused = await a.app.inject({ method: 'GET', url: url(), headers: bearer(other.token) })
    expect(refused.statusCode).toBe(404)
    const body = { ...correctionOf(read), contact: { ...read.contact, name: 'Someone Else' } }
    expect((await a.app.inject({ method: 'PUT', url: url(), headers: bearer(other.token), payload: body })).statusCode).toBe(404)
    expect((await a.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401)
  })

  it('recomputes the candidate’s features, bumps the pool’s version and every server ranks with the correction', async () => {
    const before = await matchOf(a.app)
    expect(await matchOf(b)).toEqual(before) // b has indexed the pool as it was
    const version = await poolVersion()

    const body: ParsedResumeCorrection = {
      ...correctionOf(read),
      contact: { ...correctionOf(read).contact, name: 'Priya S. Raman' },
      skills: [...read.skills, 'NetSuite', 'Power BI'],
    }
    const saved = await a.app.inject({ method: 'PUT', url: url(), headers: bearer(recruiter.token), payload: body })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ message: 'Corrections saved: rankings now use them', resume_id: candidateId })
    expect(saved.json().parsed.contact.name).toBe('Priya S. Raman')
    expect(await poolVersion()).not.toBe(version)

    for (const app of [a.app, b]) {
      const after = await matchOf(app)
      expect(after.name).toBe('Priya S. Raman')
      expect(after.skills).toEqual(expect.arrayContaining(['NetSuite']))
    }
    const analysis = await b.inject({
      method: 'GET',
      url: `/api/v1/t10/resumes/${candidateId}/jobs/${jobId}/analysis`,
      headers: bearer(recruiter.token),
    })
    expect(analysis.json().analysis.name).toBe('Priya S. Raman')
    // The stored reading is kept as it was; the features are the corrected reading's.
    const row = await a.app.db.selectFrom('recruiting_candidates').selectAll().where('id', '=', candidateId).executeTakeFirstOrThrow()
    expect(JSON.parse(row.parsed_json)).toEqual(read)
    expect(JSON.parse(row.features_json).name).toBe('Priya S. Raman')
  })

  it('a server that loaded the pool from its snapshot indexes a candidate corrected since', async () => {
    // Both servers ranked the corrected pool above, and keep its index as a snapshot file.
    const snapshots = join(a.storeEnv.DATA_DIR, 'pool-index')
    // Written after the answer, in the background: waited for as long as the test's own timeout
    // allows (vi.waitFor's default of one second is a guess at the machine's load).
    await vi.waitFor(() => expect(existsSync(snapshots) && readdirSync(snapshots).some((f) => f.endsWith('.bin'))).toBe(true), {
      timeout: 50_000,
      interval: 50,
    })
    const c = await buildApp(loadConfig({ ...a.storeEnv, LOG_LEVEL: 'error' }), { webApp: false })
    try {
      expect((await matchOf(c)).name).toBe('Priya S. Raman') // from the snapshot
      const body = { ...correctionOf(read), contact: { ...correctionOf(read).contact, name: 'Priya Raman-Shah' } }
      expect((await a.app.inject({ method: 'PUT', url: url(), headers: bearer(recruiter.token), payload: body })).statusCode).toBe(200)
      expect((await matchOf(c)).name).toBe('Priya Raman-Shah')
    } finally {
      await c.close()
    }
  })

  it('scores and analyses the candidate by the corrected dates and schools', async () => {
    const as = (start: string, education: ParsedResumeCorrection['education']): ParsedResumeCorrection => ({
      ...correctionOf(read),
      contact: { ...correctionOf(read).contact, name: 'Priya Raman-Shah' },
      experience: [
        {
          title: 'Senior Accountant',
          company: 'Lakeshore Manufacturing',
          location: 'Chicago, IL',
          start,
          end: 'Present',
          bullets: ['Led the monthly close, account reconciliation and journal entries under GAAP.'],
        },
      ],
      education,
    })
    const judged = async (correction: ParsedResumeCorrection) => {
      const saved = await a.app.inject({ method: 'PUT', url: url(), headers: bearer(recruiter.token), payload: correction })
      expect(saved.statusCode, saved.body).toBe(200)
      const analysis = await b.inject({
        method: 'GET',
        url: `/api/v1/t10/resumes/${candidateId}/jobs/${jobId}/analysis`,
        headers: bearer(recruiter.token),
      })
      expect(analysis.statusCode).toBe(200)
      return { match: await matchOf(b), analysis: analysis.json().analysis }
    }
    const seasoned = await judged(as('Jan 2012', [{ degree: 'B.S.', field: 'Accounting', institution: 'University of Illinois', year: '2011' }]))
    const junior = await judged(as('Jan 2025', []))
    expect(junior.analysis.experience_fit.score).toBeLessThan(seasoned.analysis.experience_fit.score)
    expect(junior.analysis.categoryScores.education).toBeLessThan(seasoned.analysis.categoryScores.education)
    expect(junior.match.score).toBeLessThan(seasoned.match.score)
    expect(junior.match.categoryScores.education).toBe(junior.analysis.categoryScores.education)
  })

  it('refuses a bad correction with a 400 and leaves the candidate and the pool’s version as they were', async () => {
    const version = await poolVersion()
    const stored = (await a.app.inject({ method: 'GET', url: url(), headers: bearer(recruiter.token) })).json()
    const body = { ...correctionOf(read), experience: [{ ...correctionOf(read).experience[0]!, end: 'someday' }] }
    const response = await a.app.inject({ method: 'PUT', url: url(), headers: bearer(recruiter.token), payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error_type: 'validation_error', field: 'experience.0.end' })
    expect(response.json().message).toMatch(/^Role 1’s end “someday” is not a date T10 can read/)
    expect((await a.app.inject({ method: 'GET', url: url(), headers: bearer(recruiter.token) })).json()).toEqual(stored)
    expect(await poolVersion()).toBe(version)
  })
})
