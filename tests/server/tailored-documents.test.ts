import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUICK_PROMPTS, SKILLS_INSTRUCTION } from '../../shared/quick-prompts.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'
import { getResume } from '../resumes/index.ts'
import { renderSingle } from '../resumes/render/single.ts'

/*
 * The issue's own run, as a user makes it: a long career with no name on the resume (a written
 * operations executive's resume, twelve roles back to 1992, made here as a one-column PDF with the
 * headline on top where the name was, the way the resume came) against a Vice President of
 * Operations posting asking for lean, Six Sigma, supply chain and P&L management, which the resume
 * backs, and SAP, Power BI and IATF 16949, which it does not, through POST /api/v1/generate.
 * Checked on the text of the PDFs the user downloads.
 */

const RESUME = getResume('coo-richard-ashford')

const POSTING = `Vice President of Operations
Company: Northfield Components, Columbus, OH

Northfield Components makes precision parts for the automotive and medical device industries. We are looking for a Vice President of Operations to lead our four plants.

Responsibilities:
- Lead manufacturing, quality and supply chain across four plants
- Drive lean manufacturing and Six Sigma programs
- Own the operations budget and the capital plan
- Build and develop the plant leadership teams

Requirements:
- 15+ years of experience in manufacturing operations
- Lean manufacturing, Six Sigma and supply chain management
- P&L management
- SAP, Power BI and IATF 16949
`

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')
const pages = (text: string) => text.split('\f').filter((p) => p.trim().length > 0).length
const flat = (text: string) => text.replace(/\s+/g, ' ')
/** The bullets of the current role (Chief Operating Officer) in a resume's text. */
const currentRoleBullets = (text: string) =>
  flat(text)
    .split('Chief Operating Officer | ')[1]!
    .split('Senior Vice President | ')[0]!
    .split('•')
    .slice(1)
    .map((b) => b.trim())

describe('tailored documents for a long career with no name against a Vice President of Operations posting', () => {
  let t: TestApp
  let token: string
  let resumeText = ''
  let letterText = ''
  let resumePdf = ''
  let logs: string[] = []
  let resumeFile = ''
  let letterFile = ''
  beforeAll(async () => {
    const pdf = await renderSingle({ ...RESUME, name: RESUME.headline!, headline: undefined })
    t = await createTestApp({}, { adapters: 'real' })
    token = (await signUp(t.app)).token
    const upload = await uploadResumeAs(t.app, token, pdf, 'resume.pdf')
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
    expect(resumeText).toMatch(/Six Sigma/)
    const summary = flat(resumePdf)
      .split(/ Summary /)[1]!
      .split(/ Skills /)[0]!
    // The headline on top is the title the summary opens with; the skills' case in prose aside.
    // Who (the latest title, the years the dates give, those in the posting's field), then the posting's asks as things done.
    expect(summary).toMatch(/^Chief Operating Officer with \d+ years of experience, \d+ of them as Chief Operating Officer/)
    expect(summary).toContain('Built a lean and six sigma program that trained 120 green belts and saved $22M over three years.')
    expect(summary).not.toMatch(/experience in /)
    // Skills come right after the summary, the posting's requirements the resume backs first.
    expect(flat(resumePdf)).toMatch(/ Skills Relevant Skills: Lean, Six Sigma, Supply chain management, P&L management /)
    // Never a requirement the resume does not back.
    for (const unsupported of ['SAP', 'Power BI', 'IATF']) expect(resumePdf).not.toContain(unsupported)
  })

  it('condenses the old roles to a line and keeps to two pages', () => {
    // The early engineering roles of the 1990s keep their line (title, dates) but not their bullets.
    const [trainee, engineer] = [RESUME.experience.at(-1)!, RESUME.experience.at(-3)!]
    expect(resumePdf).toMatch(/Engineer in Training[^\n]*1992 – 1993/)
    expect(resumePdf).toMatch(/Manufacturing Engineer[^\n]*1995 – 1997/)
    expect(resumePdf).not.toContain(trainee.bullets[0])
    expect(resumePdf).not.toContain(engineer.bullets[0])
    // The most relevant roles keep theirs.
    expect(flat(resumePdf)).toContain('Raised EBITDA margin from 11.8% to 16.2% in four years')
    expect(pages(resumePdf)).toBeLessThanOrEqual(2)
    expect(logs.join('\n')).toMatch(/Condensed \d older or unrelated roles to one line/)
  })

  it('writes a letter of 220-380 words naming the role and the company, without frames or repeated openings', () => {
    const text = flat(letterText)
    expect(text).toContain('Dear Northfield Components Hiring Team,')
    expect(text).not.toContain('Columbus, OH')
    expect(text).toContain('the Vice President of Operations role at Northfield Components')
    const body = text.split('Hiring Team,')[1]!.split('Sincerely,')[0]!
    // (The contact line above the letter separates its parts with bars; the letter itself has none.)
    expect(body).not.toMatch(/my work included|in the same role|\|/i)
    const words = body.trim().split(/\s+/).length
    expect(words).toBeGreaterThanOrEqual(220)
    expect(words).toBeLessThanOrEqual(380)
    const openings = body.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
    expect(openings.length - new Set(openings).size).toBe(0)
    // The resume gives no name: no signature line under the sign-off, and the log says how to sign it.
    expect(text).toMatch(/Sincerely,\s*$/)
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
    // A skill the user adds from the skill bank is a claim: in the skills section, with the posting's requirements.
    const withSap = await pdfOf(await regenerate('resume', resumeFile, SKILLS_INSTRUCTION, ['SAP ERP']))
    expect(flat(withSap)).toMatch(/Relevant Skills: Lean, Six Sigma, Supply chain management, P&L management, SAP ERP /)
    expect(flat(withSap).split(' Skills ')[0]).not.toContain('SAP')
    // Concise, one page: one page, and shorter than the first draft.
    const concise = await pdfOf(await regenerate('resume', resumeFile, QUICK_PROMPTS[0]))
    expect(pages(concise)).toBe(1)
    // (A first draft that would have left a few lines on a second page already ends on the first: then shorter at all.)
    expect(concise.split(/\s+/).length).toBeLessThan(resumePdf.split(/\s+/).length * (pages(resumePdf) > 1 ? 0.9 : 1))
    // Achievements: the bullets with a figure lead their role. In a first draft that keeps the plant
    // closures, with none, they come before the safety figures; now every bullet with one comes first.
    const withFigure = (bullet: string) => /\d/.test(bullet)
    const draft = currentRoleBullets(resumePdf)
    const closures = draft.findIndex((b) => !withFigure(b))
    // (A draft tightened to end on its page may keep only the current role's bullets with a figure.)
    if (closures >= 0) expect(closures).toBeLessThan(draft.findLastIndex(withFigure))
    const achievements = currentRoleBullets(await pdfOf(await regenerate('resume', resumeFile, QUICK_PROMPTS[1])))
    expect(achievements.filter(withFigure).length).toBeGreaterThanOrEqual(3)
    expect(achievements.slice(achievements.filter(withFigure).length).some(withFigure)).toBe(false)
    // Leadership: the letter brings a bullet of leading or training people.
    const led = await pdfOf(await regenerate('cover_letter', letterFile, QUICK_PROMPTS[2]))
    expect(flat(led)).toMatch(/I (?:trained|supervised|led|managed)/)
  }, 120_000)
})
