import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUICK_PROMPTS, SKILLS_INSTRUCTION } from '../../shared/quick-prompts.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, DEV_DATA, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'

/*
 * The issue's own run, as a user makes it: a FINANCE resume of the dev set (no name in it; seven
 * roles back to 1976) against a Senior Data Analyst posting asking for budgeting, variance
 * analysis, Excel, SQL and Tableau, through POST /api/v1/generate. Checked on the text of the
 * PDFs the user downloads.
 */

const POSTING = `Senior Data Analyst
Company: Brightline Retail Analytics, Chicago, IL

Brightline Retail Analytics helps regional retailers plan inventory and pricing. We are looking for a Senior Data Analyst to join our finance analytics team.

Responsibilities:
- Own the monthly budgeting cycle and variance analysis for store operations
- Build financial models and forecasts in Excel
- Write SQL queries against the sales warehouse and publish Tableau dashboards
- Present findings to finance leadership and store managers

Requirements:
- 5+ years of experience in financial or data analysis
- Budgeting, forecasting and variance analysis
- Advanced Microsoft Excel, SQL, Tableau
- Bachelor's degree in Finance, Accounting, Economics or a related field
`

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')
const pages = (text: string) => text.split('\f').filter((p) => p.trim().length > 0).length
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('tailored documents for the FINANCE resume against a Senior Data Analyst posting', () => {
  let t: TestApp
  let token: string
  let resumeText = ''
  let letterText = ''
  let resumePdf = ''
  let logs: string[] = []
  let resumeFile = ''
  let letterFile = ''
  beforeAll(async () => {
    t = await createTestApp()
    token = (await signUp(t.app)).token
    const upload = await uploadResumeAs(t.app, token, readFileSync(join(DEV_DATA, 'resumes-dev', 'FINANCE', '14413148.pdf')), '14413148.pdf')
    resumeText = upload.resume_text
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: bearer(token),
      payload: { resume_id: upload.resume_id, job_description: POSTING },
    })
    const result = parseSse(response.body).at(-1)
    expect(result?.event).toBe('result')
    logs = result!.data.logs
    resumeFile = result!.data.resume.filename
    letterFile = result!.data.cover_letter.filename
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).rawPayload
    resumePdf = pdfText(await get(result!.data.resume.pdf_url))
    letterText = pdfText(await get(result!.data.cover_letter.pdf_url))
  }, 120_000)
  afterAll(() => t.close())

  it('brings the supported requirements into the summary and leads the skills with them', () => {
    expect(resumeText).toMatch(/Budgeting/)
    const summary = flat(resumePdf)
      .split(/ Summary /)[1]!
      .split(/ Skills /)[0]!
    expect(summary).toMatch(/^Finance Manager with \d+ years of experience in Microsoft Excel, budgeting and accounting\./)
    expect(summary).toContain('the Senior Data Analyst role at Brightline Retail Analytics.')
    // Skills come right after the summary, the posting's requirements the resume backs first.
    expect(flat(resumePdf)).toMatch(/ Skills Relevant Skills: Microsoft Excel, Budgeting, Accounting/)
    // Never a requirement the resume does not back.
    for (const unsupported of ['SQL', 'Tableau', 'Variance analysis', 'Forecasting']) expect(resumePdf).not.toContain(unsupported)
  })

  it('condenses the old roles to a line and keeps to two pages', () => {
    // The two 1970s Controller roles keep their line (title, dates) but not their bullets.
    expect(resumePdf).toMatch(/Controller[^\n]*January 1976/)
    expect(resumePdf).not.toContain('Reduced accounting/computer staff')
    expect(resumePdf).not.toContain('Approved by two CPA firms')
    // The most relevant roles keep theirs.
    expect(flat(resumePdf)).toContain('Resolved $8 million of accounts receivable issues')
    expect(pages(resumePdf)).toBeLessThanOrEqual(2)
    expect(logs.join('\n')).toMatch(/Condensed \d older or unrelated roles to one line/)
  })

  it('writes a signed letter of 220-380 words naming the role and the company, without frames or repeated openings', () => {
    const text = flat(letterText)
    expect(text).toContain('Dear Brightline Retail Analytics Hiring Team,')
    expect(text).not.toContain('Chicago, IL')
    expect(text).toContain('the Senior Data Analyst role at Brightline Retail Analytics')
    expect(text).not.toMatch(/my work included|in the same role|\|/i)
    const body = text.split('Hiring Team,')[1]!.split('Sincerely,')[0]!
    const words = body.trim().split(/\s+/).length
    expect(words).toBeGreaterThanOrEqual(220)
    expect(words).toBeLessThanOrEqual(380)
    const openings = body.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
    expect(openings.length - new Set(openings).size).toBe(0)
    // The resume gives no name: signed cleanly, and the log says how to sign it.
    expect(text).toMatch(/Sincerely, Applicant for the Senior Data Analyst role\s*$/)
    expect(logs.join('\n')).toMatch(/No name was found in the resume/)
  })

  it('keeps the structure through the regenerations: skill bank claims and the quick prompts', async () => {
    const regenerate = (document_type: string, original_filename: string, user_instructions: string, skills?: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/documents/regenerate-with-instructions',
        headers: bearer(token),
        payload: {
          document_type,
          original_filename,
          encoded_existing_latex: '',
          user_instructions,
          job_description: POSTING,
          ...(skills ? { skills } : {}),
        },
      })
    const pdfOf = async (response: Awaited<ReturnType<typeof regenerate>>) => {
      expect(response.statusCode).toBe(200)
      const pdf = await t.app.inject({ method: 'GET', url: response.json().data.pdf_url, headers: bearer(token) })
      return pdfText(pdf.rawPayload)
    }
    // A skill the user adds is a claim: in the skills section, with the posting's requirements.
    const withTableau = await pdfOf(await regenerate('resume', resumeFile, SKILLS_INSTRUCTION, ['Tableau']))
    expect(flat(withTableau)).toMatch(/Relevant Skills: Microsoft Excel, Tableau, Budgeting, Accounting/)
    expect(flat(withTableau).split(' Skills ')[0]).not.toContain('Tableau')
    // Concise, one page: one page, and shorter than the first draft.
    const concise = await pdfOf(await regenerate('resume', resumeFile, QUICK_PROMPTS[0]))
    expect(pages(concise)).toBe(1)
    expect(concise.split(/\s+/).length).toBeLessThan(resumePdf.split(/\s+/).length * 0.9)
    // Achievements: the bullet with a figure leads its role.
    const achievements = await pdfOf(await regenerate('resume', resumeFile, QUICK_PROMPTS[1]))
    expect(flat(achievements)).toMatch(/Director[^•]*• Resolved \$8 million/)
    // Leadership: the letter brings a bullet of leading or training people.
    const led = await pdfOf(await regenerate('cover_letter', letterFile, QUICK_PROMPTS[2]))
    expect(flat(led)).toMatch(/I (?:trained|supervised|led|managed)/)
  }, 120_000)
})
