import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STEP_IDS } from '../../shared/events.ts'
import { SKILLS_INSTRUCTION } from '../../shared/quick-prompts.ts'
import { CompileError } from '../../server/domain/errors.ts'
import type { LatexCompilerFactory } from '../../server/domain/latex/compiler.ts'
import { prepareTemplateFormats } from '../../server/domain/latex/index.ts'
import { parse as parseDisposition } from 'content-disposition'
import { ACCOUNTANT_JD, BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { fakeAdapters } from '../helpers/fake-adapters.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { parseSse } from '../helpers/sse.ts'
import { softwareEngineerText, writtenFile, type WrittenFile } from '../helpers/written-resumes.ts'

/** A software engineer's text resume for BACKEND_JD; an accountant's Word resume for ACCOUNTANT_JD. */
const engineer = softwareEngineerText()
const accountant = writtenFile('accountant-priya-raman', 'word')
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')

async function uploadAs(t: TestApp, token: string, file: WrittenFile) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/resume/upload',
    headers: bearer(token),
    payload: fileForm(file.bytes, file.filename),
  })
  expect(response.statusCode).toBe(201)
  return response.json().data as { resume_id: string; resume_text: string }
}

describe('POST /api/v1/generate (server-sent events)', () => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof signUp>>
  let resumeId: string
  beforeAll(async () => {
    t = await createTestApp()
    user = await signUp(t.app)
    resumeId = (await uploadAs(t, user.token, engineer)).resume_id
  })
  afterAll(() => t.close())

  const generate = (body: Record<string, unknown>, token = user.token) =>
    t.app.inject({ method: 'POST', url: '/api/v1/generate', headers: bearer(token), payload: body })

  it('streams every step in order, then one result with both documents', async () => {
    const response = await generate({ resume_id: resumeId, job_description: BACKEND_JD })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = parseSse(response.body)

    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data)
    // First every step as pending, in the spec's order.
    expect(progress.slice(0, STEP_IDS.length).map((p) => [p.id, p.status])).toEqual(STEP_IDS.map((id) => [id, 'pending']))
    // Then each step starts in order and ends done, never going back.
    const started = progress.filter((p) => p.status === 'in_progress').map((p) => p.id)
    expect(started).toEqual([...STEP_IDS])
    for (const id of STEP_IDS) {
      const statuses = progress.filter((p) => p.id === id).map((p) => p.status)
      expect(statuses).toEqual(['pending', 'in_progress', 'done'])
    }
    expect(progress.find((p) => p.id === 'jd_parse' && p.status === 'done').detail).toMatch(/Senior Backend Engineer at Acme Analytics/)

    const tail = events.filter((e) => e.event !== 'progress')
    expect(tail.map((e) => e.event)).toEqual(['result'])
    expect(events.at(-1)?.event).toBe('result')
    const result = tail[0]?.data
    for (const doc of [result.resume, result.cover_letter]) {
      expect(doc.latex_content).toMatch(/\\begin\{document\}/)
      expect(doc.filename).toMatch(/\.tex$/)
      expect(doc.ats.score).toBeGreaterThan(0)
      expect(doc.ats.score).toBeLessThanOrEqual(100)
      expect(Object.keys(doc.ats.breakdown).sort()).toEqual(['contact', 'keywords', 'length', 'readability', 'sections'])
      const pdf = await t.app.inject({ method: 'GET', url: doc.pdf_url, headers: bearer(user.token) })
      expect(pdf.statusCode).toBe(200)
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdfText(pdf.rawPayload)).toContain(engineer.truth.name)
    }
    expect(result.resume.template).toBe('modern')
    expect(result.cover_letter.template).toBe('standard')
    expect(result.job).toEqual({ title: 'Senior Backend Engineer', company: 'Acme Analytics' })
    // Skill bank: resume skills first, then the job's other skills.
    const firstJdOnly = result.skills.findIndex((s: { in_resume: boolean }) => !s.in_resume)
    expect(result.skills.slice(firstJdOnly).every((s: { in_resume: boolean }) => !s.in_resume)).toBe(true)
    expect(result.skills).toContainEqual({ name: 'Python', in_resume: true, in_jd: true })
  })

  it('uses the templates asked for', async () => {
    const response = await generate({
      resume_id: resumeId,
      job_description: BACKEND_JD,
      template: 'compact',
      cover_template: 'modern',
    })
    const result = parseSse(response.body).at(-1)?.data
    expect(result.resume.template).toBe('compact')
    expect(result.cover_letter.template).toBe('modern')
  })

  it.each([
    ['a blank job description', { job_description: '   ' }, 400, 'Please upload your resume and provide a job description'],
    ['an over-long job description', { job_description: 'x'.repeat(20001) }, 400, /20000 characters/],
    ['an unknown resume', { resume_id: 'no-such-resume' }, 404, 'Resume not found'],
    ['an unconfigured provider', { provider: 'openai' }, 400, /OPENAI_API_KEY/],
    ['an unknown template', { template: 'fancy' }, 400, /modern/],
  ])('refuses %s before streaming, with a plain 4xx', async (_name, change, status, message) => {
    const response = await generate({ resume_id: resumeId, job_description: BACKEND_JD, ...change })
    expect(response.statusCode).toBe(status)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
  })

  it("refuses another user's resume with 404", async () => {
    const other = await signUp(t.app)
    const response = await generate({ resume_id: resumeId, job_description: BACKEND_JD }, other.token)
    expect(response.statusCode).toBe(404)
  })

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      payload: { resume_id: resumeId, job_description: BACKEND_JD },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('a generation that fails mid-way', () => {
  it('ends the stream with an error event and marks the step', async () => {
    // The compiler gives up on the resume as pdflatex does at its time limit (the limit itself is
    // tested on the real compiler in tests/server/domain/latex/compile.test.ts).
    const fakes = fakeAdapters()
    const timingOut: LatexCompilerFactory = (settings) => ({
      ...fakes.latex(settings),
      compile: async () => {
        throw new CompileError('LaTeX compile timed out after 20 s and was stopped.')
      },
    })
    const t = await createTestApp({}, { adapters: { ...fakes, latex: timingOut } })
    try {
      const user = await signUp(t.app)
      const { resume_id } = await uploadAs(t, user.token, engineer)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/generate',
        headers: bearer(user.token),
        payload: { resume_id, job_description: BACKEND_JD },
      })
      const events = parseSse(response.body)
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { error_type: 'compile_error', message: expect.stringMatching(/timed out/) },
      })
      expect(events.filter((e) => e.event === 'result')).toEqual([])
      expect(events.find((e) => e.data.id === 'compile' && e.data.status === 'error')).toBeTruthy()
      // Nothing half-made was stored.
      const history = await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(user.token) })
      expect(history.json().documents).toEqual([])
    } finally {
      await t.close()
    }
  })
})

describe('a client that disconnects', () => {
  it('cancels the run: it stops, nothing is stored, no compile is left running or queued', async () => {
    // pdflatex itself: a run slow enough to be cut mid-way, and a pool that shows what is left.
    const t = await createTestApp({}, { adapters: 'real' })
    try {
      const user = await signUp(t.app)
      const { resume_id } = await uploadAs(t, user.token, engineer)
      // Let the background build of template formats finish, so that any compile left is the run's.
      await prepareTemplateFormats(t.app.latex)
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
      const controller = new AbortController()
      const response = await fetch(`${address}/api/v1/generate`, {
        method: 'POST',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        body: JSON.stringify({ resume_id, job_description: BACKEND_JD }),
        signal: controller.signal,
      })
      const reader = response.body!.getReader()
      await reader.read() // the first bytes are there: the run has started
      controller.abort()
      const cancelled = () => t.logs.some((line) => line.msg === 'generation cancelled: the client disconnected')
      for (let waited = 0; !cancelled() && waited < 15_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(cancelled()).toBe(true)
      const history = await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(user.token) })
      expect(history.json().documents).toEqual([])
      expect(t.app.latex.stats()).toMatchObject({ running: 0, queued: 0 })
    } finally {
      await t.close()
    }
  })
})

describe('the separate calls, documents and regeneration', () => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof signUp>>
  let resumeText: string
  beforeAll(async () => {
    t = await createTestApp()
    user = await signUp(t.app)
    resumeText = (await uploadAs(t, user.token, accountant)).resume_text
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown, token = user.token) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object })

  it('generate/resume and generate/cover-letter answer in the spec’s shape', async () => {
    for (const [url, template] of [
      ['/api/v1/generate/resume', 'classic'],
      ['/api/v1/generate/cover-letter', 'standard'],
    ] as const) {
      const response = await post(url, { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD }, template, provider: 'local' })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ success: true, error_type: null, logs: expect.any(Array) })
      expect(body.data.latex_content).toMatch(/\\documentclass/)
      expect(body.data.filename).toMatch(/^(resume|cover-letter)-[0-9a-f]{12}\.tex$/)
      expect(body.data.pdf_url).toBe(`/api/v1/documents/${body.data.filename.replace('.tex', '.pdf')}`)
    }
  })

  it('skills/extract lists resume skills first, then the job’s', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skills/extract',
      payload: { resume_text: resumeText, job_description: ACCOUNTANT_JD },
    })
    expect(response.statusCode).toBe(200)
    const skills = response.json().skills as Array<{ name: string; in_resume: boolean; in_jd: boolean }>
    expect(skills.length).toBeGreaterThan(3)
    const firstJdOnly = skills.findIndex((s) => !s.in_resume)
    if (firstJdOnly >= 0) expect(skills.slice(firstJdOnly).every((s) => !s.in_resume && s.in_jd)).toBe(true)
  })

  it('previews, downloads and gives back the LaTeX; other names are 404', async () => {
    const made = (await post('/api/v1/generate/resume', { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD } })).json()
    const name = made.data.filename as string

    const preview = await post('/api/v1/documents/preview', { latex_filename: name })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toBe('application/pdf')
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const download = await post('/api/v1/documents/compile-and-download', { latex_filename: name })
    expect(download.statusCode).toBe(200)
    // Named for the person who saves it, with an ASCII stand-in for clients that cannot read UTF-8 names.
    const saved = parseDisposition(String(download.headers['content-disposition']))
    expect(saved.type).toBe('attachment')
    expect(saved.parameters.filename).toBe('Priya Raman – Senior Accountant – Northwind Traders.pdf')
    expect(download.headers['content-disposition']).toContain('filename="Priya Raman - Senior Accountant - Northwind Traders.pdf"')
    expect(made.data.download_name).toBe('Priya Raman – Senior Accountant – Northwind Traders')

    const tex = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${name}`, headers: bearer(user.token) })
    expect(tex.statusCode).toBe(200)
    expect(tex.body).toBe(made.data.latex_content)
    // The .tex opens with the document, not with notes about T10's template files.
    expect(tex.body.startsWith('\\documentclass')).toBe(true)
    expect(tex.body).not.toMatch(/server\/|templates\/|%%T10/)
    expect(parseDisposition(String(tex.headers['content-disposition'])).parameters.filename).toBe(
      'Priya Raman – Senior Accountant – Northwind Traders.tex',
    )

    const stranger = await signUp(t.app)
    expect((await post('/api/v1/documents/preview', { latex_filename: name }, stranger.token)).statusCode).toBe(404)
    for (const bad of ['../../etc/passwd', '/etc/passwd', `${name}\u0000.pdf`, 'resume-zzzzzzzzzzzz.tex', '']) {
      const response = await post('/api/v1/documents/compile-and-download', { latex_filename: bad })
      expect([400, 404], bad).toContain(response.statusCode)
    }
    const traversal = await t.app.inject({ method: 'GET', url: '/api/v1/documents/..%2F..%2Fetc%2Fpasswd', headers: bearer(user.token) })
    expect(traversal.statusCode).toBe(404)
  })

  it('regenerates with selected skills and with instructions, keeping history', async () => {
    const made = (await post('/api/v1/generate/resume', { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD } })).json()
    const name = made.data.filename as string
    const base = {
      document_type: 'resume',
      original_filename: name,
      encoded_existing_latex: Buffer.from(made.data.latex_content, 'utf8').toString('base64'),
      job_description: ACCOUNTANT_JD,
    }

    const blank = await post('/api/v1/documents/regenerate-with-instructions', { ...base, user_instructions: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Please provide feedback before regenerating')

    const withSkills = await post('/api/v1/documents/regenerate-with-instructions', {
      ...base,
      user_instructions: SKILLS_INSTRUCTION,
      skills: ['Forecasting'],
    })
    expect(withSkills.statusCode).toBe(200)
    const skillsBody = withSkills.json()
    expect(skillsBody).toMatchObject({ success: true, message: 'Document updated' })
    expect(skillsBody.data.latex_filename).not.toBe(name)
    expect(skillsBody.data.latex_content).toContain('Forecasting')
    expect(skillsBody.logs).toContain('Applied: emphasised the selected skills (Forecasting)')

    const noProjects = await post('/api/v1/documents/regenerate-with-instructions', {
      ...base,
      user_instructions: 'Make it shorter. Remove the certifications. Write it in Klingon.',
    })
    expect(noProjects.statusCode).toBe(200)
    const logs = (noProjects.json().logs as string[]).join('\n')
    expect(logs).toMatch(/Klingon/)

    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(user.token) })).json()
      .documents as Array<{ id: string; filename: string; parent_id: string | null; job_title: string; company: string; download_name: string }>
    const original = history.find((d) => d.filename === name)
    expect(original).toMatchObject({ job_title: 'Senior Accountant', company: 'Northwind Traders' })
    expect(original?.download_name).toBe('Priya Raman – Senior Accountant – Northwind Traders')
    expect(history.filter((d) => d.parent_id === original?.id)).toHaveLength(2)

    const stranger = await signUp(t.app)
    const foreign = await post('/api/v1/delete-document', { id: original?.id }, stranger.token)
    expect(foreign.statusCode).toBe(404)
    const own = await post('/api/v1/delete-document', { id: original?.id })
    expect(own.statusCode).toBe(200)
    const after = await post('/api/v1/documents/preview', { latex_filename: name })
    expect(after.statusCode).toBe(404)
  })

  it('names documents written before names were kept, from their stored posting, once', async () => {
    const made = (await post('/api/v1/generate/resume', { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD } })).json()
    // As a document stored before the migration that added the columns.
    await t.app.db
      .updateTable('documents')
      .set({ job_title: null, company: null, applicant_name: null })
      .where('filename', '=', made.data.filename)
      .execute()
    const list = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(user.token) })).json().documents as Array<{
          filename: string
          job_title: string | null
          download_name: string
        }>
      ).find((d) => d.filename === made.data.filename)
    expect(await list()).toMatchObject({ job_title: 'Senior Accountant', download_name: 'Priya Raman – Senior Accountant – Northwind Traders' })
    const stored = await t.app.db
      .selectFrom('documents')
      .select(['job_title', 'company', 'applicant_name'])
      .where('filename', '=', made.data.filename)
      .executeTakeFirst()
    expect(stored).toEqual({ job_title: 'Senior Accountant', company: 'Northwind Traders', applicant_name: 'Priya Raman' })
  })

  it('prints hostile input literally and still compiles', async () => {
    const hostile = `${resumeText}\n\nSkills: \\input{/etc/passwd} \\write18{touch /tmp/t10-pwned} ^^5cinput \\def\\x{\\x}\\x`
    const response = await post('/api/v1/generate/resume', { resume_text: hostile, job_data: { description: ACCOUNTANT_JD } })
    expect(response.statusCode).toBe(200)
    const pdf = await t.app.inject({ method: 'GET', url: response.json().data.pdf_url, headers: bearer(user.token) })
    expect(pdf.statusCode).toBe(200)
    expect(pdfText(pdf.rawPayload)).not.toMatch(/root:x:0:0/)
  })

  it('lists the templates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/templates' })
    const templates = response.json().templates as Array<{ id: string; document_type: string; default: boolean }>
    expect(
      templates
        .filter((x) => x.document_type === 'resume')
        .map((x) => x.id)
        .sort(),
    ).toEqual(['classic', 'compact', 'modern'])
    expect(
      templates
        .filter((x) => x.document_type === 'cover_letter')
        .map((x) => x.id)
        .sort(),
    ).toEqual(['modern', 'standard'])
    expect(
      templates
        .filter((x) => x.default)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['modern', 'standard'])
  })
})
