import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

/*
 * GET /api/v1/t10/resumes/:id/jobs/:job/analysis checks what it calls missing against the
 * candidate's whole text: a degree the parser read without its field, a skill written another way.
 */

const POSTING = `Role: Senior Accountant
Company: Tidewater Property Group

Requirements
- Bachelor's degree in Accounting or Finance
- 5+ years of accounting experience
- Month-end close, QuickBooks, Microsoft Excel, GAAP
`

const CANDIDATE = [
  'Dana Whitfield',
  'Senior Accountant',
  'dana.whitfield@example.com | (614) 555-0142',
  'Experience',
  'Senior Accountant',
  'Maple Street Foods, Columbus, OH',
  'Jan 2013 - Dec 2018',
  '- Closed the books each month and prepared financial statements under GAAP.',
  '- Reconciled 40 bank and balance sheet accounts in Microsoft Excel.',
  'Education',
  'B.S. Accounting, Ohio State University, 2012',
  'Skills',
  'QuickBooks, Microsoft Excel, GAAP, month end closing',
]

describe('T10 analysis: claims of absence checked against the candidate’s text', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  it('does not say "no degree in it was found" for "B.S. Accounting", nor call "month end closing" missing', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: CANDIDATE.map((line) => new Paragraph(line)) }] }))
    const form = new FormData()
    form.append('files', new Blob([new Uint8Array(docx)]), 'dana-whitfield.docx')
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const resumeId = uploaded.json().results[0].resume_id as string
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: POSTING } },
    })
    expect(job.statusCode).toBe(200)

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/t10/resumes/${resumeId}/jobs/${job.json().job_id}/analysis`,
      headers: bearer(recruiter.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    const a = response.json().analysis
    expect(a.education.analysis).not.toMatch(/no degree in it was found/)
    expect(a.education.analysis).toContain('Field matches the one asked (Accounting or Finance): "B.S. Accounting, Ohio State University, 2012".')
    const said = [a.skills_match.analysis, a.hiring_recommendation, ...a.specific_recommendations].join('\n')
    expect(said).not.toMatch(/Missing: [^.]*Month-end close|missing [^)]*Month-end close|Ask about [^:]*Month-end close/)
    expect(a.skills_match.analysis).toContain('The resume words Month-end close as "month end closing".')
  })
})
