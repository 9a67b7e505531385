import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

// Names a spreadsheet would run as formulas if a cell started with them.
const HOSTILE_NAMES = ['=SUM(1+1)*cmd|A0.pdf', '+1+cmd|A0.pdf', '-2+3.pdf', '@SUM(A1).pdf']

describe('export.csv and spreadsheet formulas', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  it('writes a candidate file named like a formula as text, never as a live formula', async () => {
    const form = new FormData()
    // An accountant's resume in three PDF layouts and a bank manager's.
    const resumes = [
      writtenFile('accountant-priya-raman', 'single'),
      writtenFile('accountant-priya-raman', 'sidebar'),
      writtenFile('accountant-priya-raman', 'dates-right'),
      writtenFile('banker-hannah-kowalski', 'single'),
    ]
    HOSTILE_NAMES.forEach((name, i) => form.append('files', new Blob([resumes[i]!.bytes]), name))
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(upload.json().results.map((r: { filename: string }) => r.filename)).toEqual(HOSTILE_NAMES)

    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: ACCOUNTANT_JD } },
    })
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/t10/jobs/${job.json().job_id}/export.csv`, headers: bearer(recruiter.token) })
    expect(csv.statusCode).toBe(200)

    const rows = parse(csv.body) as string[][]
    const names = rows.slice(1).map((row) => row[0])
    expect(names.sort()).toEqual(HOSTILE_NAMES.map((name) => `'${name}`).sort())
    // No cell of the file (names, scores, times) opens a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })
})
