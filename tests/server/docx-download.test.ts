import { parse as parseDisposition } from 'content-disposition'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'
import { softwareEngineerText, writtenFile } from '../helpers/written-resumes.ts'

/*
 * GET /api/v1/documents/<name>.docx: the generated resume and cover letter as Word files, built
 * from the same structured document as the PDF. The bytes are opened with mammoth (a real DOCX
 * reader) and read the way an applicant tracking system would: headings, list items, text.
 */

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** A software engineer's text resume (for BACKEND_JD) and an operations executive's twelve roles back to 1992 (a PDF). */
const engineer = softwareEngineerText()
const longCareer = writtenFile('coo-richard-ashford', 'single')

let t: TestApp
let user: Awaited<ReturnType<typeof signUp>>
let resumeText: string
beforeAll(async () => {
  t = await createTestApp()
  user = await signUp(t.app)
  resumeText = (await uploadResumeAs(t.app, user.token, engineer.bytes, engineer.filename)).resume_text
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
    expect(parseDisposition(String(response.headers['content-disposition'])).parameters.filename).toBe(
      `${engineer.truth.name} – Senior Backend Engineer – Acme Analytics.docx`,
    )
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK')

    const word = await read(response.rawPayload)
    const { contact, experience } = engineer.truth
    expect(word.p[0]).toBe(engineer.truth.name)
    expect(word.text).toContain(contact.email)
    expect(word.h1).toEqual(expect.arrayContaining(['Experience', 'Skills', 'Education']))
    // The current role, June 2021 to now.
    expect(word.h2).toContain(`${experience[0]!.title}, ${experience[0]!.employer}\tJun 2021 – Present`)
    // The same bullets as the PDF's LaTeX: one list item per \item, in the same order.
    const items = body(doc.latex_content).match(/\\item /g) ?? []
    expect(word.li.length).toBe(items.length)
    expect(word.li.length).toBeGreaterThan(3)
    expect(word.li).toEqual(expect.arrayContaining([expect.stringMatching(/payments ledger/)]))
    // Nothing but paragraphs, headings and lists: no tables or text boxes an ATS could skip.
    expect(word.html).not.toMatch(/<table/)
  })

  it('the cover letter: sender, greeting, every paragraph and the signed name', async () => {
    const doc = await generated('cover-letter')
    const response = await getFile(doc.filename.replace('.tex', '.docx'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(DOCX_MIME)
    const word = await read(response.rawPayload)
    expect(word.p[0]).toBe(engineer.truth.name)
    const greeting = word.p.findIndex((p) => /^Dear /.test(p))
    expect(greeting).toBeGreaterThan(0)
    const paragraphs = (body(doc.latex_content).match(/\\clparagraph\{/g) ?? []).length
    expect(paragraphs).toBeGreaterThanOrEqual(3)
    // Greeting, the letter's paragraphs, the sign-off, then the name.
    expect(word.p.slice(greeting + 1 + paragraphs)).toEqual([expect.stringMatching(/,$/), engineer.truth.name])
  })

  it('a long career: the same section order and the same condensed roles as the PDF', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(longCareer.bytes, longCareer.filename),
    })
    const posting =
      'Vice President of Operations\nRequirements:\n- Lean manufacturing, Six Sigma and supply chain\n- P&L management of a multi-plant business\n- 15+ years of experience'
    const doc = await generated('resume', upload.json().data.resume_text, posting)
    const latex = body(doc.latex_content)
    const word = await read((await getFile(doc.filename.replace('.tex', '.docx'))).rawPayload)
    expect(word.h1).toEqual([...latex.matchAll(/\\cvsection\{([^}]*)\}/g)].map((m) => m[1]))
    expect(word.h2).toHaveLength((latex.match(/\\cventry\{/g) ?? []).length)
    expect(word.li).toHaveLength((latex.match(/\\item /g) ?? []).length)
    // The early engineering roles are one line each, their bullets left out as in the PDF.
    const first = longCareer.truth.experience.at(-1)!
    expect(word.h2).toContain(`${first.title}, ${first.employer}\t1992 – 1993`)
    expect(word.text).not.toContain(first.bullets[0])
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
