import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, DEV_DATA, fileForm, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'

/*
 * GET /api/v1/documents/<name>.docx: the generated resume and cover letter as Word files, built
 * from the same structured document as the PDF. The bytes are opened with mammoth (a real DOCX
 * reader) and read the way an applicant tracking system would: headings, list items, text.
 */

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

let t: TestApp
let user: Awaited<ReturnType<typeof signUp>>
let resumeText: string
beforeAll(async () => {
  t = await createTestApp()
  user = await signUp(t.app)
  resumeText = (await uploadResumeAs(t.app, user.token, readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt')), 'sample_resume.txt'))
    .resume_text
})
afterAll(() => t.close())

async function generated(kind: 'resume' | 'cover-letter', text = resumeText, posting = BACKEND_JD) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/generate/${kind}`,
    headers: bearer(user.token),
    payload: { resume_text: text, job_data: { description: posting }, provider: 'local' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { filename: string; latex_content: string }
}

/** The LaTeX after the preamble (whose comments name the macros too). */
const body = (latex: string) => latex.slice(latex.indexOf('\\begin{document}'))

const getFile = (name: string, token: string | null = user.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/documents/${name}`, headers: token ? bearer(token) : {} })

async function read(bytes: Buffer) {
  const html = (await mammoth.convertToHtml({ buffer: bytes })).value
  const all = (tag: string) => [...html.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
  const text = (await mammoth.extractRawText({ buffer: bytes })).value
  return { html, h1: all('h1'), h2: all('h2'), li: all('li'), p: all('p'), text }
}

describe('DOCX download of generated documents', () => {
  it('the resume: a Word file with the name, standard headings, each role and its bullets as a real list', async () => {
    const doc = await generated('resume')
    const name = doc.filename.replace('.tex', '.docx')
    const response = await getFile(name)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(DOCX_MIME)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`)
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK')

    const word = await read(response.rawPayload)
    expect(word.p[0]).toBe('John Smith')
    expect(word.text).toContain('john.smith@email.com')
    expect(word.h1).toEqual(expect.arrayContaining(['Experience', 'Skills', 'Education']))
    expect(word.h2.join('\n')).toMatch(/Senior Software Engineer, TechCorp Inc\.\t2020 – Present/)
    // The same bullets as the PDF's LaTeX: one list item per \item, in the same order.
    const items = body(doc.latex_content).match(/\\item /g) ?? []
    expect(word.li.length).toBe(items.length)
    expect(word.li.length).toBeGreaterThan(3)
    expect(word.li).toEqual(expect.arrayContaining([expect.stringMatching(/microservices architecture/)]))
    // Nothing but paragraphs, headings and lists: no tables or text boxes an ATS could skip.
    expect(word.html).not.toMatch(/<table/)
  })

  it('the cover letter: sender, greeting, every paragraph and the signed name', async () => {
    const doc = await generated('cover-letter')
    const response = await getFile(doc.filename.replace('.tex', '.docx'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(DOCX_MIME)
    const word = await read(response.rawPayload)
    expect(word.p[0]).toBe('John Smith')
    const greeting = word.p.findIndex((p) => /^Dear /.test(p))
    expect(greeting).toBeGreaterThan(0)
    const paragraphs = (body(doc.latex_content).match(/\\clparagraph\{/g) ?? []).length
    expect(paragraphs).toBeGreaterThanOrEqual(3)
    // Greeting, the letter's paragraphs, the sign-off, then the name.
    expect(word.p.slice(greeting + 1 + paragraphs)).toEqual([expect.stringMatching(/,$/), 'John Smith'])
  })

  it('a long career: the same section order and the same condensed roles as the PDF', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(readFileSync(join(DEV_DATA, 'resumes-dev', 'FINANCE', '14413148.pdf')), '14413148.pdf'),
    })
    const posting =
      'Senior Data Analyst\nRequirements:\n- Budgeting, forecasting and variance analysis\n- Advanced Microsoft Excel, SQL, Tableau\n- 5+ years of experience'
    const doc = await generated('resume', upload.json().data.resume_text, posting)
    const latex = body(doc.latex_content)
    const word = await read((await getFile(doc.filename.replace('.tex', '.docx'))).rawPayload)
    expect(word.h1).toEqual([...latex.matchAll(/\\cvsection\{([^}]*)\}/g)].map((m) => m[1]))
    expect(word.h2).toHaveLength((latex.match(/\\cventry\{/g) ?? []).length)
    expect(word.li).toHaveLength((latex.match(/\\item /g) ?? []).length)
    // The 1970s roles are one line each, their bullets left out as in the PDF.
    expect(word.h2.join('\n')).toMatch(/Controller[^\n]*\tJanuary 1976/)
    expect(word.text).not.toContain('Reduced accounting/computer staff')
  })

  it("another user's document is not found, and a visitor without a session is refused", async () => {
    const doc = await generated('resume')
    const name = doc.filename.replace('.tex', '.docx')
    const stranger = await signUp(t.app)
    const foreign = await getFile(name, stranger.token)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Document not found')
    expect((await getFile(name, null)).statusCode).toBe(401)
    for (const bad of ['resume-zzzzzzzzzzzz.docx', 'resume-000000000000.docx', `${name}.exe`]) {
      expect((await getFile(bad)).statusCode, bad).toBe(404)
    }
  })
})
