import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parse as parseCsv } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATIONS_PER_ACCOUNT_MAX, type Application, type ApplicationSummary } from '../../shared/schemas/applications.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fromWebApp, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * A job seeker's applications through HTTP: created from fields, a job search listing or a link
 * (read from a page server this test starts on 127.0.0.2, the one loopback address the app is
 * opened to), their status history and rules, the list's filters and order, generation filing its
 * documents under one, deletion taking the documents along, the CSV, and other users kept out.
 */

const POSTING_PAGE = `<!doctype html><html><head><title>Senior Data Analyst | Northwind Careers</title></head><body>
<nav><a href="/">Home</a> <a href="/jobs">All jobs</a></nav>
<main><article>
<h1>Senior Data Analyst</h1>
<p>Company: Northwind Traders</p>
<p>Location: Chicago, IL</p>
<p>Northwind Traders is hiring a Senior Data Analyst to join the analytics team. You will build
dashboards and forecasting models that guide pricing and inventory decisions across the company.</p>
<h2>Requirements</h2>
<ul><li>5+ years of experience with SQL and Python</li><li>Experience with Tableau or Power BI</li></ul>
</article></main>
<footer><p>© 2026 Northwind Traders. Privacy policy</p></footer>
</body></html>`

const NO_POSTING_PAGE = `<!doctype html><html><head><title>Sign in</title></head><body>
<nav><a href="/">Home</a></nav><form><label>Email <input name="email"></label><button>Sign in</button></form></body></html>`

let t: TestApp
let pages: Server
let pageBase: string
let user: Awaited<ReturnType<typeof signUp>>
let other: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  pages = createServer((request, response) => {
    const page = request.url === '/posting' ? POSTING_PAGE : request.url === '/sign-in' ? NO_POSTING_PAGE : null
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page ?? '<h1>Not found</h1>')
  })
  pages.listen(0, '127.0.0.2')
  await once(pages, 'listening')
  pageBase = `http://127.0.0.2:${(pages.address() as AddressInfo).port}`
  t = await createTestApp({ SCRAPE_ALLOW_PRIVATE: '127.0.0.2', SCRAPE_TIMEOUT_S: '60' })
  user = await signUp(t.app)
  other = await signUp(t.app)
})
afterAll(async () => {
  await t?.close()
  pages?.close()
})

type Caller = { token: string }
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who: Caller = user) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload === undefined ? {} : { payload: payload as object }) })

async function create(body: Record<string, unknown>, who: Caller = user): Promise<Application> {
  const response = await call('POST', '/api/v1/applications', body, who)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().application
}
const update = (id: string, body: Record<string, unknown>, who: Caller = user) => call('PATCH', `/api/v1/applications/${id}`, body, who)
async function detail(id: string, who: Caller = user): Promise<Application> {
  const response = await call('GET', `/api/v1/applications/${id}`, undefined, who)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().application
}
async function list(query = '', who: Caller = user): Promise<ApplicationSummary[]> {
  const response = await call('GET', `/api/v1/applications${query}`, undefined, who)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().applications
}

describe('creating an application', () => {
  it('from the fields given: saved by default, its creation the first line of its history', async () => {
    const before = Date.now()
    const application = await create({
      title: '  Staff Accountant ',
      company: 'Acme',
      location: 'Denver, CO',
      link: 'jobs.example.com/123',
      notes: 'Referred by Sam',
      next_step: 'Call the recruiter',
      next_step_date: '2026-12-03',
    })
    expect(application).toMatchObject({
      title: 'Staff Accountant',
      company: 'Acme',
      location: 'Denver, CO',
      link: 'https://jobs.example.com/123',
      status: 'saved',
      closed_reason: null,
      notes: 'Referred by Sam',
      next_step: 'Call the recruiter',
      next_step_date: '2026-12-03',
      source: 'manual',
      posting_text: '',
      document_count: 0,
      documents: [],
    })
    expect(application.history).toEqual([{ status: 'saved', closed_reason: null, at: application.created_at }])
    expect(Date.parse(application.created_at)).toBeGreaterThanOrEqual(before)
    expect(application.status_changed_at).toBe(application.created_at)
    expect(await detail(application.id)).toEqual(application)
  })

  it('from a job search listing: the posting is copied', async () => {
    const { resume_id } = await uploadResumeAs(t.app, user.token, softwareEngineerText().bytes, 'resume.md')
    const search = await call('GET', `/api/v1/search-jobs?resume_id=${resume_id}`)
    expect(search.statusCode, search.body).toBe(200)
    const listing = search.json().jobs[0]
    const application = await create({ job_listing_id: listing.id, notes: 'From job search' })
    expect(application).toMatchObject({
      title: listing.title,
      company: listing.company ?? '',
      location: listing.location ?? '',
      posting_text: listing.description,
      source: 'job_search',
      notes: 'From job search',
    })

    const missing = await call('POST', '/api/v1/applications', { job_listing_id: 'no-such-listing' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ error_type: 'not_found', message: 'Job listing not found' })
  })

  it('from a link: the posting is read from the page, its title, company and location from the posting', async () => {
    const link = `${pageBase}/posting`
    const application = await create({ link, fetch_posting: true })
    expect(application).toMatchObject({ title: 'Senior Data Analyst', company: 'Northwind Traders', location: 'Chicago, IL', link, source: 'link' })
    expect(application.posting_text).toContain('Experience with Tableau or Power BI')
    expect(application.posting_text).not.toContain('Privacy policy')
    // What the person typed wins over what the page says.
    expect(await create({ link, fetch_posting: true, title: 'Data Analyst (Chicago)' })).toMatchObject({ title: 'Data Analyst (Chicago)' })
  })

  it('refuses a link it cannot read with the link import’s clear 4xx, and stores nothing', async () => {
    const reader = await signUp(t.app)
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ link: `${pageBase}/sign-in`, fetch_posting: true }, 422, 'No posting text was found on this page'],
      [{ link: `${pageBase}/gone`, fetch_posting: true }, 422, /404/],
      [{ link: `http://127.0.0.1:${(pages.address() as AddressInfo).port}/posting`, fetch_posting: true }, 400, /private|local|not allowed/i],
      [{ fetch_posting: true }, 400, 'Paste the posting’s link to have it read'],
    ]
    for (const [body, status, message] of cases) {
      const response = await call('POST', '/api/v1/applications', body, reader)
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    }
    expect(await list('', reader)).toEqual([])
  })

  it('holds reading postings from links to the link import’s rate, per account; other creations are not counted', async () => {
    const reader = await signUp(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      statuses.push((await call('POST', '/api/v1/applications', { link: `${pageBase}/sign-in`, fetch_posting: true }, reader)).statusCode)
    }
    expect(statuses).toEqual(Array(20).fill(422))
    const refused = await call('POST', '/api/v1/applications', { link: `${pageBase}/posting`, fetch_posting: true }, reader)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ error_type: 'rate_limited', message: expect.stringMatching(/^Too many postings read from links/) })
    expect((await call('POST', '/api/v1/applications', { title: 'Typed in' }, reader)).statusCode).toBe(201)
    // Another account reads on.
    expect((await call('POST', '/api/v1/applications', { link: `${pageBase}/posting`, fetch_posting: true }, await signUp(t.app))).statusCode).toBe(
      201,
    )
  })

  it.each([
    ['no title', {}, 'Give the application a title: the name of the job', 'title'],
    ['a blank title', { title: '   ' }, 'Give the application a title: the name of the job', 'title'],
    ['a link that is no web address', { title: 'Nurse', link: 'javascript:alert(1)' }, /must be a web address/, 'link'],
    [
      'a day that does not exist',
      { title: 'Nurse', next_step_date: '2026-02-30' },
      /next_step_date (must be a valid date|2026-02-30 is not a day of the calendar)/,
      'next_step_date',
    ],
    ['a date in another form', { title: 'Nurse', next_step_date: '03/12/2026' }, 'next_step_date must be a valid date', 'next_step_date'],
    ['an unknown status', { title: 'Nurse', status: 'ghosted' }, 'status must be one of: saved, applied, interviewing, offer, closed', 'status'],
    ['closed without a reason', { title: 'Nurse', status: 'closed' }, /Say why the application closed/, 'closed_reason'],
    [
      'a reason while not closed',
      { title: 'Nurse', status: 'applied', closed_reason: 'rejected' },
      /only kept for a closed application/,
      'closed_reason',
    ],
    [
      'another user’s document',
      { title: 'Nurse', document_filenames: ['resume-000000000000.tex'] },
      'Document not found: resume-000000000000.tex',
      undefined,
    ],
  ])('refuses %s with a readable message, and stores nothing', async (_name, body, message, field) => {
    const fresh = await signUp(t.app)
    const response = await call('POST', '/api/v1/applications', body, fresh)
    expect(response.statusCode).toBe(field === undefined ? 404 : 400)
    const answer = response.json()
    expect(answer.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    if (field) expect(answer).toMatchObject({ error_type: 'validation_error', field })
    expect(await list('', fresh)).toEqual([])
  })

  it('stops at the cap of applications an account keeps, with a clear 409', async () => {
    const busy = await signUp(t.app)
    const now = new Date().toISOString()
    const rows = Array.from({ length: APPLICATIONS_PER_ACCOUNT_MAX }, (_, i) => ({
      id: `cap-${busy.userId}-${i}`,
      owner_id: busy.userId,
      title: `Job ${i}`,
      company: '',
      location: '',
      link: null,
      posting_text: '',
      status: 'saved' as const,
      closed_reason: null,
      notes: '',
      next_step: '',
      next_step_date: null,
      source: 'manual' as const,
      created_at: now,
      updated_at: now,
      status_changed_at: now,
    }))
    // Stored directly: two thousand creations through HTTP would only slow the run.
    for (let i = 0; i < rows.length; i += 200)
      await t.app.db
        .insertInto('applications')
        .values(rows.slice(i, i + 200))
        .execute()
    const response = await call('POST', '/api/v1/applications', { title: 'One more' }, busy)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      error_type: 'conflict',
      message: expect.stringContaining(`${APPLICATIONS_PER_ACCOUNT_MAX} applications`),
    })
    expect(await list('', busy)).toHaveLength(APPLICATIONS_PER_ACCOUNT_MAX)
  })
})

describe('changing an application', () => {
  it('dates each status change in its history, oldest first, and leaves other edits out of it', async () => {
    const { id, created_at } = await create({ title: 'Payroll Specialist' })
    const applied = await update(id, { status: 'applied' })
    expect(applied.statusCode, applied.body).toBe(200)
    const afterApplied = applied.json().application as Application
    expect(afterApplied.status_changed_at >= created_at).toBe(true)

    const noted = (await update(id, { notes: 'Sent the portfolio too' })).json().application as Application
    expect(noted.history).toHaveLength(2)
    expect(noted.status_changed_at).toBe(afterApplied.status_changed_at)
    expect(noted.updated_at >= afterApplied.updated_at).toBe(true)

    await update(id, { status: 'interviewing', next_step: 'Panel interview', next_step_date: '2026-12-10' })
    const closed = (await update(id, { status: 'closed', closed_reason: 'rejected' })).json().application as Application
    expect(closed.history.map((h) => [h.status, h.closed_reason])).toEqual([
      ['saved', null],
      ['applied', null],
      ['interviewing', null],
      ['closed', 'rejected'],
    ])
    const times = closed.history.map((h) => h.at)
    expect([...times].sort()).toEqual(times)
    expect(closed.status_changed_at).toBe(times.at(-1))
    expect(await detail(id)).toEqual(closed)
  })

  it('needs a reason to close, keeps it while closed, and clears it on leaving closed', async () => {
    const { id } = await create({ title: 'Auditor', status: 'offer' })
    const unexplained = await update(id, { status: 'closed' })
    expect(unexplained.statusCode).toBe(400)
    expect(unexplained.json()).toMatchObject({
      error_type: 'validation_error',
      field: 'closed_reason',
      message: 'Say why the application closed: closed_reason must be rejected, withdrawn or accepted',
    })
    expect((await update(id, { status: 'closed', closed_reason: null })).statusCode).toBe(400)
    expect((await detail(id)).status).toBe('offer')

    const accepted = (await update(id, { status: 'closed', closed_reason: 'accepted' })).json().application as Application
    expect(accepted).toMatchObject({ status: 'closed', closed_reason: 'accepted' })
    // Still closed: a new reason is a change of its own; other edits keep the reason.
    expect((await update(id, { notes: 'Start in January' })).json().application.closed_reason).toBe('accepted')
    const withdrawn = (await update(id, { closed_reason: 'withdrawn' })).json().application as Application
    expect(withdrawn.history.at(-1)).toMatchObject({ status: 'closed', closed_reason: 'withdrawn' })

    const reopened = (await update(id, { status: 'interviewing' })).json().application as Application
    expect(reopened).toMatchObject({ status: 'interviewing', closed_reason: null })
    const refused = await update(id, { closed_reason: 'rejected' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'A reason is only kept for a closed application, and this one is Interviewing: leave closed_reason out, or set the status to closed',
    )
  })

  it('refuses an empty change, a blank title and unknown fields with readable messages', async () => {
    const { id } = await create({ title: 'Bookkeeper' })
    const cases: Array<[unknown, string | RegExp]> = [
      [{}, /at least one field/],
      [{ title: '  ' }, 'Give the application a title: the name of the job'],
      [{ salary: '90k' }, 'salary is not a known field'],
      [{ next_step_date: '2026-13-01' }, /next_step_date/],
    ]
    for (const [body, message] of cases) {
      const response = await update(id, body as Record<string, unknown>)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    }
    expect((await detail(id)).title).toBe('Bookkeeper')
  })

  it('clears the link with an empty string, and takes a change signed in by cookie only from the web app', async () => {
    const { id } = await create({ title: 'Analyst', link: 'https://jobs.example.com/9' })
    const viaCookie = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/applications/${id}`, headers, payload: { link: '' } })
    expect((await viaCookie({ cookie: user.cookie })).statusCode).toBe(403)
    const response = await viaCookie(fromWebApp(user.cookie))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().application.link).toBeNull()
  })
})

describe('the list', () => {
  let seeker: Awaited<ReturnType<typeof signUp>>
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    seeker = await signUp(t.app)
    const add = async (key: string, body: Record<string, unknown>) => (ids[key] = (await create(body, seeker)).id)
    await add('later', { title: 'Tax Associate', company: 'Birch & Co', next_step: 'Follow up', next_step_date: '2026-12-20' })
    await add('plain', { title: 'Controller', company: 'Zenith', location: 'Zürich' })
    await add('soon', { title: 'Staff Accountant', company: 'acme', status: 'applied', next_step: 'Phone screen', next_step_date: '2026-12-01' })
    await add('noted', { title: 'Payroll Lead', company: 'Cobalt', notes: 'Met the HIRING manager at the fair' })
    // The oldest untouched one changes last: of the undated, it comes first.
    await update(ids.plain!, { notes: 'Asked about relocation' }, seeker)
  })

  it('puts dated next steps first, soonest first, then the rest by last change', async () => {
    expect((await list('', seeker)).map((a) => a.id)).toEqual([ids.soon, ids.later, ids.plain, ids.noted])
    expect((await list('?sort=next_step', seeker)).map((a) => a.id)).toEqual([ids.soon, ids.later, ids.plain, ids.noted])
  })

  it('sorts by company, title, status, creation or last change when asked', async () => {
    expect((await list('?sort=company', seeker)).map((a) => a.company)).toEqual(['acme', 'Birch & Co', 'Cobalt', 'Zenith'])
    expect((await list('?sort=title', seeker)).map((a) => a.title)).toEqual(['Controller', 'Payroll Lead', 'Staff Accountant', 'Tax Associate'])
    expect((await list('?sort=status', seeker))[3]!.id).toBe(ids.soon)
    expect((await list('?sort=created', seeker)).map((a) => a.id)).toEqual([ids.noted, ids.soon, ids.plain, ids.later])
    expect((await list('?sort=updated', seeker))[0]!.id).toBe(ids.plain)
  })

  it('filters by status and by words in the title, company, location or notes, whatever their case', async () => {
    expect((await list('?status=applied', seeker)).map((a) => a.id)).toEqual([ids.soon])
    expect((await list('?q=hiring%20MANAGER', seeker)).map((a) => a.id)).toEqual([ids.noted])
    expect((await list('?q=z%C3%BCrich', seeker)).map((a) => a.id)).toEqual([ids.plain])
    expect((await list('?q=ACME%20staff', seeker)).map((a) => a.id)).toEqual([ids.soon])
    expect(await list('?q=acme&status=saved', seeker)).toEqual([])
    const refused = await call('GET', '/api/v1/applications?sort=salary', undefined, seeker)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('sort must be one of: next_step, updated, created, company, title, status')
  })
})

describe('documents', () => {
  let resumeId: string
  beforeAll(async () => {
    resumeId = (await uploadResumeAs(t.app, user.token, softwareEngineerText().bytes, 'resume.md')).resume_id
  })

  async function generate(applicationId?: string, who: Caller = user, resume = resumeId) {
    const response = await call(
      'POST',
      '/api/v1/generate',
      {
        resume_id: resume,
        job_description: BACKEND_JD,
        ...(applicationId ? { application_id: applicationId } : {}),
      },
      who,
    )
    expect(response.statusCode, response.body).toBe(200)
    const result = parseSse(response.body).at(-1)
    expect(result?.event, JSON.stringify(result?.data)).toBe('result')
    return result!.data as { resume: { filename: string; pdf_url: string }; cover_letter: { filename: string; pdf_url: string } }
  }

  it('a generation for an application files both documents under it; a regeneration inherits it', async () => {
    const { id } = await create({ title: 'Senior Backend Engineer', company: 'Acme Analytics', source: 'results' })
    const result = await generate(id)
    const filed = await detail(id)
    expect(filed.document_count).toBe(2)
    expect(filed.documents.map((d) => d.filename).sort()).toEqual([result.resume.filename, result.cover_letter.filename].sort())
    for (const document of filed.documents) {
      expect(document.parent_filename).toBeNull()
      expect(document.ats_score).toBeGreaterThan(0)
    }

    const regenerated = await call('POST', '/api/v1/documents/regenerate-with-instructions', {
      user_instructions: 'Make it more concise',
      document_type: 'resume',
      original_filename: result.resume.filename,
    })
    expect(regenerated.statusCode, regenerated.body).toBe(200)
    const after = await detail(id)
    expect(after.documents).toHaveLength(3)
    // Newest first: the new version, naming the one it came from.
    expect(after.documents[0]).toMatchObject({
      filename: regenerated.json().data.latex_filename,
      document_type: 'resume',
      parent_filename: result.resume.filename,
    })
    expect((await list()).find((a) => a.id === id)?.document_count).toBe(3)
  })

  it('a generation without one files nothing; an unknown or another user’s application is refused before any work', async () => {
    await generate()
    const { id } = await create({ title: 'Theirs' }, other)
    for (const applicationId of [id, 'no-such-application']) {
      const response = await call('POST', '/api/v1/generate', { resume_id: resumeId, job_description: BACKEND_JD, application_id: applicationId })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(response.json()).toMatchObject({ error_type: 'not_found', message: 'Application not found' })
    }
    expect((await detail(id, other)).documents).toEqual([])
  })

  it('files documents at creation and later; filing moves a document from the application it was under', async () => {
    const result = await generate()
    const first = await create({ title: 'Backend Engineer', document_filenames: [result.resume.filename] })
    expect(first.documents.map((d) => d.filename)).toEqual([result.resume.filename])
    const second = await create({ title: 'Platform Engineer' })
    const response = await call('POST', `/api/v1/applications/${second.id}/documents`, {
      filenames: [result.resume.filename, result.cover_letter.filename.replace(/\.tex$/, '.pdf')],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json().application as Application).documents.map((d) => d.filename).sort()).toEqual(
      [result.resume.filename, result.cover_letter.filename].sort(),
    )
    expect((await detail(first.id)).documents).toEqual([])

    const unknown = await call('POST', `/api/v1/applications/${second.id}/documents`, { filenames: ['resume-ffffffffffff.tex'] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Document not found: resume-ffffffffffff.tex')
    const empty = await call('POST', `/api/v1/applications/${second.id}/documents`, { filenames: [] })
    expect(empty.statusCode).toBe(400)
  })

  it('deleting an application deletes its documents: their files are gone, other documents stay', async () => {
    const kept = await generate()
    const { id } = await create({ title: 'Data Engineer' })
    const result = await generate(id)
    const deleted = await call('DELETE', `/api/v1/applications/${id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json()).toEqual({ success: true, message: 'Application deleted' })
    for (const document of [result.resume, result.cover_letter]) {
      expect((await call('GET', document.pdf_url)).statusCode).toBe(404)
      expect((await call('POST', '/api/v1/documents/preview', { latex_filename: document.filename })).statusCode).toBe(404)
    }
    expect((await call('GET', kept.resume.pdf_url)).statusCode).toBe(200)
    expect((await call('GET', `/api/v1/applications/${id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/v1/applications/${id}`)).statusCode).toBe(404)
    const history = (await call('GET', '/api/v1/get-documents-history')).json().documents as Array<{ filename: string }>
    expect(history.map((d) => d.filename)).not.toContain(result.resume.filename)
  })
})

describe('the CSV export', () => {
  it('has a row per application with its labels, the day it was applied, its documents, and formulas made harmless', async () => {
    const exporter = await signUp(t.app)
    const { resume_id } = await uploadResumeAs(t.app, exporter.token, softwareEngineerText().bytes, 'resume.md')
    const sent = await create({ title: 'Backend Engineer', company: 'Acme, Inc.', link: 'https://jobs.example.com/1' }, exporter)
    await update(sent.id, { status: 'applied' }, exporter)
    await update(sent.id, { status: 'closed', closed_reason: 'rejected', notes: 'Said "not now"\nTry again in spring' }, exporter)
    const generated = await call('POST', '/api/v1/generate', { resume_id, job_description: BACKEND_JD, application_id: sent.id }, exporter)
    expect(parseSse(generated.body).at(-1)?.event).toBe('result')
    await create({ title: '=HYPERLINK("http://evil.example")', next_step: 'Apply', next_step_date: '2026-12-02' }, exporter)

    const response = await call('GET', '/api/v1/applications/export.csv', undefined, exporter)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toBe('attachment; filename="applications.csv"')
    const [header, ...rows] = parseCsv(response.body) as string[][]
    expect(header).toEqual([
      'Title',
      'Company',
      'Location',
      'Status',
      'Closed reason',
      'Next step',
      'Next step date',
      'Applied on',
      'Last change',
      'Link',
      'Notes',
      'Documents',
    ])
    const today = new Date().toISOString().slice(0, 10)
    // The dated next step first, as the list orders them.
    expect(rows).toHaveLength(2)
    expect(rows[0]!.slice(0, 9)).toEqual([`'=HYPERLINK("http://evil.example")`, '', '', 'Saved', '', 'Apply', '2026-12-02', '', today])
    const row = rows[1]!
    expect(row.slice(0, 11)).toEqual([
      'Backend Engineer',
      'Acme, Inc.',
      '',
      'Closed',
      'Rejected',
      '',
      '',
      today,
      today,
      'https://jobs.example.com/1',
      'Said "not now"\nTry again in spring',
    ])
    expect(row[11]!.split('; ').sort()).toEqual((await detail(sent.id, exporter)).documents.map((d) => d.filename).sort())

    const empty = await call('GET', '/api/v1/applications/export.csv', undefined, await signUp(t.app))
    expect(parseCsv(empty.body)).toEqual([header])
  })
})

describe('ownership', () => {
  it('another user gets 404 on every id and every route, and never sees the application in a list or export', async () => {
    const mine = await create({ title: 'Private Job', company: 'Secret Corp' })
    const routes: Array<[string, string, unknown]> = [
      ['GET', `/api/v1/applications/${mine.id}`, undefined],
      ['PATCH', `/api/v1/applications/${mine.id}`, { status: 'applied' }],
      ['DELETE', `/api/v1/applications/${mine.id}`, undefined],
      ['POST', `/api/v1/applications/${mine.id}/documents`, { filenames: ['resume-000000000000.tex'] }],
    ]
    for (const [method, url, payload] of routes) {
      for (const [who, id] of [
        [other, mine.id],
        [user, 'no-such-application'],
      ] as const) {
        const response = await call(method as 'GET', url.replace(mine.id, id), payload, who)
        expect(response.statusCode, `${method} ${url} as ${who === user ? 'owner, unknown id' : 'another user'}`).toBe(404)
        expect(response.json()).toMatchObject({ success: false, error_type: 'not_found', message: 'Application not found' })
      }
    }
    expect((await list('', other)).map((a) => a.id)).not.toContain(mine.id)
    expect((await call('GET', '/api/v1/applications/export.csv', undefined, other)).body).not.toContain('Secret Corp')
    expect(await detail(mine.id)).toMatchObject({ status: 'saved', title: 'Private Job' })
  })

  it('another user cannot file the caller’s documents under their application', async () => {
    const { resume_id } = await uploadResumeAs(t.app, user.token, softwareEngineerText().bytes, 'resume.md')
    const generated = await call('POST', '/api/v1/generate', { resume_id, job_description: BACKEND_JD })
    const filename = parseSse(generated.body).at(-1)!.data.resume.filename as string
    const theirs = await create({ title: 'Their job' }, other)
    for (const attempt of [
      () => call('POST', `/api/v1/applications/${theirs.id}/documents`, { filenames: [filename] }, other),
      () => call('POST', '/api/v1/applications', { title: 'Their job', document_filenames: [filename] }, other),
    ]) {
      const response = await attempt()
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(`Document not found: ${filename}`)
    }
  })

  it('needs an account: no session, no applications', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/applications'],
      ['POST', '/api/v1/applications'],
      ['GET', '/api/v1/applications/export.csv'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { title: 'x' } } : {}) })
      expect(response.statusCode).toBe(401)
    }
  })

  it('are described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(spec.paths['/api/v1/applications'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(spec.paths['/api/v1/applications/{applicationId}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch'])
    expect(spec.paths).toHaveProperty(['/api/v1/applications/{applicationId}/documents', 'post'])
    expect(spec.paths).toHaveProperty(['/api/v1/applications/export.csv', 'get'])
  })
})
