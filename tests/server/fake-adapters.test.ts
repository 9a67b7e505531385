import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { FAKE_PDF_HEADER, fakeAdapters, type FakeAdapters } from '../helpers/fake-adapters.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

// buildApp's adapters replace pdflatex and poppler: a generation over HTTP then needs neither.
describe('a generation with fake adapters', () => {
  let t: TestApp
  let fakes: FakeAdapters
  beforeAll(async () => {
    fakes = fakeAdapters()
    t = await createTestApp({}, { adapters: fakes })
  })
  afterAll(() => t.close())

  it('returns both documents with ATS scores, compiled and read by the fakes, no pdflatex run', async () => {
    const user = await signUp(t.app)
    const engineer = softwareEngineerText()
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(engineer.bytes, engineer.filename),
    })
    expect(upload.statusCode).toBe(201)

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: bearer(user.token),
      payload: { resume_id: upload.json().data.resume_id, job_description: BACKEND_JD },
    })
    const result = parseSse(response.body).find((e) => e.event === 'result')?.data
    expect(result).toBeDefined()
    for (const doc of [result.resume, result.cover_letter]) {
      expect(doc.latex_content).toMatch(/\\begin\{document\}/)
      expect(doc.ats.score).toBeGreaterThan(0)
      expect(doc.ats.score).toBeLessThanOrEqual(100)
      const pdf = await t.app.inject({ method: 'GET', url: doc.pdf_url, headers: bearer(user.token) })
      expect(pdf.rawPayload.subarray(0, FAKE_PDF_HEADER.length).toString('latin1')).toBe(FAKE_PDF_HEADER)
    }
    // The fake read the name back from its own PDF, so the contact part of the score counts it.
    expect(result.resume.ats.breakdown.contact).toBeGreaterThan(0)
    expect(fakes.compilers).toHaveLength(1)
    expect(fakes.compilers[0]!.sources.length).toBeGreaterThanOrEqual(2)
    // The real compiler makes DATA_DIR/latex for its jobs and formats on its first compile.
    expect(existsSync(join(t.dataDir, 'latex'))).toBe(false)
  })
})
