import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * Keyword stuffing through the matching API. One bookkeeper's resume, built here with pdflatex,
 * three times: as written; with the job description's keywords added in white; and with the same
 * keywords added in plain sight (which shows that those keywords do raise a score when seen).
 */

const run = promisify(execFile)

const KEYWORDS =
  'Senior Accountant CPA GAAP general ledger account reconciliation SAP journal entries financial statements ' +
  'annual audit budgeting month-end close Bachelor of Science in Accounting and Finance, 8 years of accounting experience'

const resume = (extra: string) => String.raw`\documentclass[11pt]{article}
\usepackage[margin=1in]{geometry}
\usepackage{lmodern}
\usepackage[T1]{fontenc}
\usepackage{xcolor}
\pagestyle{empty}
\begin{document}
\noindent{\Large\bfseries Jordan Avery}\\
jordan.avery@example.com \quad (555) 010-2020

\section*{Summary}
Bookkeeper with three years of experience in small-business payroll and data entry.
${extra}
\section*{Experience}
\textbf{Bookkeeper}, Greenfield Bakery \hfill Jan 2022 -- Present
\begin{itemize}
\item Entered invoices and ran biweekly payroll for 25 staff.
\end{itemize}

\section*{Education}
High School Diploma, Lakeside High School, 2019

\section*{Skills}
Microsoft Excel, QuickBooks, data entry
\end{document}
`

const FILES = {
  'jordan-avery.pdf': resume(''),
  'jordan-avery-final.pdf': resume(String.raw`{\color{white}${KEYWORDS}}`),
  'jordan-avery-keywords.pdf': resume(KEYWORDS),
}

interface Match {
  resume_id: string
  filename: string
  match_percentage: number
  hidden_text: boolean
}

describe('T10 matching ignores and flags hidden text', () => {
  let t: TestApp
  let token: string
  let dir: string
  const uploaded = new Map<string, { resume_id: string; hidden_text?: boolean }>()

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 't10-hidden-api-'))
    await Promise.all(
      Object.entries(FILES).map(async ([name, source]) => {
        const base = name.replace(/\.pdf$/, '')
        writeFileSync(join(dir, `${base}.tex`), source)
        await run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', `${base}.tex`], { cwd: dir })
      }),
    )
    t = await createTestApp()
    token = (await signUp(t.app)).token
  })

  afterAll(async () => {
    await t?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

  it('flags the stuffed file at upload, and only it', async () => {
    const form = new FormData()
    for (const name of Object.keys(FILES)) form.append('files', new Blob([readFileSync(join(dir, name))]), name)
    // And an accountant's resume in two PDF layouts, nothing hidden in them.
    for (const r of [writtenFile('accountant-priya-raman', 'single'), writtenFile('accountant-priya-raman', 'sidebar')]) {
      form.append('files', new Blob([r.bytes]), r.filename)
    }
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(token), payload: form })
    expect(response.statusCode).toBe(200)
    const results = response.json().results as Array<{ success: boolean; filename: string; resume_id: string; hidden_text?: boolean }>
    expect(results).toHaveLength(5)
    for (const r of results) {
      expect(r.success).toBe(true)
      uploaded.set(r.filename, r)
    }
    expect(uploaded.get('jordan-avery-final.pdf')!.hidden_text).toBe(true)
    const others = results.filter((r) => r.filename !== 'jordan-avery-final.pdf')
    expect(others.map((r) => r.hidden_text)).toEqual([false, false, false, false])

    const list = (await get('/api/v1/t10/resumes')).json().resumes as Array<{ filename: string; hidden_text: boolean }>
    expect(list.filter((r) => r.hidden_text).map((r) => r.filename)).toEqual(['jordan-avery-final.pdf'])
  })

  it('does not rank the stuffed file above the honest one, and says why in the match and the analysis', async () => {
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(token),
      payload: { job_data: { description: ACCOUNTANT_JD } },
    })
    expect(job.statusCode).toBe(200)
    const jobId = job.json().job_id as string
    const matches = (await get(`/api/v1/t10/jobs/${jobId}/matches?limit=10`)).json().matches as Match[]
    expect(matches).toHaveLength(5)
    const byName = new Map(matches.map((m) => [m.filename, m]))
    const honest = byName.get('jordan-avery.pdf')!
    const stuffed = byName.get('jordan-avery-final.pdf')!
    const visible = byName.get('jordan-avery-keywords.pdf')!

    // The keywords count when a reader can see them, and not when hidden.
    expect(visible.match_percentage).toBeGreaterThan(honest.match_percentage)
    expect(stuffed.match_percentage).toBeLessThanOrEqual(honest.match_percentage)
    expect(matches.map((m) => m.filename).indexOf(stuffed.filename)).toBeGreaterThan(matches.map((m) => m.filename).indexOf(visible.filename))
    expect(stuffed.hidden_text).toBe(true)
    expect(matches.filter((m) => m.hidden_text).map((m) => m.filename)).toEqual(['jordan-avery-final.pdf'])

    const analysis = (await get(`/api/v1/t10/resumes/${stuffed.resume_id}/jobs/${jobId}/analysis`)).json().analysis
    expect(analysis.hidden_text).toBe(true)
    expect(analysis.specific_recommendations[0]).toMatch(/text a reader cannot see .* left out of this score/)
    expect(analysis.overall_match.summary).toMatch(/hidden text found in the file and ignored/)
    expect(analysis.hiring_recommendation).toMatch(/Hidden text was found in the file/)

    const clean = (await get(`/api/v1/t10/resumes/${honest.resume_id}/jobs/${jobId}/analysis`)).json().analysis
    expect(clean.hidden_text).toBe(false)
    expect(clean.specific_recommendations.join(' ')).not.toMatch(/cannot see/)
  })
})
