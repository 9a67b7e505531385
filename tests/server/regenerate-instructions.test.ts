import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

/*
 * The issue's sentence, through the regenerate route: each part is applied or reported as not
 * applied with its reason, and the letter the user downloads shows it.
 */

const ISSUE_SENTENCE = 'Open with my infrastructure automation work and keep it under 250 words'

const PLATFORM_JD = `Role: Platform Engineer
Company: Northwind Cloud

We are hiring a platform engineer to run and improve our cloud infrastructure.

Requirements:
- 4+ years running production systems on AWS
- Terraform and Kubernetes
- Python or Go scripting
- CI/CD pipelines and monitoring
`

const resume = (automationBullets: string[]) => `Dana Whitfield
dana.whitfield@example.com | (555) 201-7788 | Portland, OR

Summary
Platform engineer who keeps production systems on AWS reliable.

Work Experience:

Senior Platform Engineer | Harbor Freight Analytics | 2020 - Present
• Migrated 40 services to Kubernetes on AWS, cutting hosting costs by 30%
• Built CI/CD pipelines in GitLab that run 600 deployments a month
${automationBullets.map((b) => `• ${b}`).join('\n')}
• Set up Prometheus monitoring and on-call runbooks for 12 teams

Systems Engineer | Lakeside Bank | 2016 - 2020
• Ran Linux servers and patching for 300 hosts
• Wrote Python scripts that reconciled nightly batch jobs
• Mentored two junior engineers through their first on-call rotations
• Moved 80 nightly reports from cron to Jenkins with alerts on failure

Operations Analyst | Cedar Logistics | 2013 - 2016
• Kept the warehouse scheduling system running across 14 sites
• Trained 30 dispatchers on the new routing software

Skills
AWS, Kubernetes, Terraform, Python, Go, GitLab CI, Prometheus, Linux

Certifications
AWS Certified Solutions Architect – Associate
Certified Kubernetes Administrator

Education
B.S. in Computer Science, Oregon State University, 2013
`

const WITH_AUTOMATION = resume([
  'Led infrastructure automation with Terraform and Ansible, provisioning 200 environments without manual steps',
  'Automated infrastructure provisioning for new teams, cutting setup from two weeks to one day',
])
const WITHOUT_AUTOMATION = resume(['Reviewed incident reports weekly with the reliability group'])

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')

/** The letter's body as printed: after the greeting line, before the sign-off. */
function letterBody(text: string): string {
  const lines = text.split('\n').map((l) => l.trim())
  const start = lines.findIndex((l) => /^(?:Dear|Hello)\b.*[,:]$/.test(l))
  const end = lines.findIndex((l, i) => i > start && /^(?:Sincerely|Respectfully|Warm regards),$/.test(l))
  expect(start).toBeGreaterThanOrEqual(0)
  expect(end).toBeGreaterThan(start)
  return lines.slice(start + 1, end).join('\n')
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('regenerate with the issue sentence', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, { adapters: 'real' })
  })
  afterAll(() => t.close())

  async function regenerateLetter(resumeText: string, instructions = ISSUE_SENTENCE) {
    const user = await signUp(t.app)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload })
    const made = await post('/api/v1/generate/cover-letter', { resume_text: resumeText, job_data: { description: PLATFORM_JD }, provider: 'local' })
    expect(made.statusCode).toBe(200)
    const before = await t.app.inject({ method: 'GET', url: made.json().data.pdf_url, headers: bearer(user.token) })
    const wordsBefore = wordsIn(letterBody(pdfText(before.rawPayload)))
    const response = await post('/api/v1/documents/regenerate-with-instructions', {
      document_type: 'cover_letter',
      original_filename: made.json().data.filename,
      user_instructions: instructions,
      job_description: PLATFORM_JD,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    const pdf = await t.app.inject({ method: 'GET', url: body.data.pdf_url, headers: bearer(user.token) })
    expect(pdf.statusCode).toBe(200)
    return { body, letter: letterBody(pdfText(pdf.rawPayload)), wordsBefore }
  }

  it('applies both parts when the resume shows infrastructure automation', async () => {
    const { body, letter } = await regenerateLetter(WITH_AUTOMATION)
    expect(body.instructions.not_applied).toEqual([])
    // The knowledge base reads "infrastructure automation" as its skill Infrastructure as code, and names it so.
    expect(body.instructions.applied).toEqual(['open with Infrastructure as code', 'at most 250 words'])
    expect(wordsIn(letter)).toBeLessThanOrEqual(250)
    const opening = letter.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ')
    expect(opening).toMatch(/infrastructure automation|infrastructure as code/i)
  })

  it('reports "open with" as not applied, with its reason, when the resume does not mention it', async () => {
    const { body, letter } = await regenerateLetter(WITHOUT_AUTOMATION)
    expect(body.instructions.applied).toEqual(['at most 250 words'])
    expect(body.instructions.not_applied).toEqual([
      { instruction: 'open with Infrastructure as code', reason: 'the resume does not mention Infrastructure as code' },
    ])
    expect(wordsIn(letter)).toBeLessThanOrEqual(250)
    expect(letter).not.toMatch(/infrastructure automation|infrastructure as code/i)
  })

  it('holds the letter under a limit shorter than it was, leaving sentences out rather than adding any', async () => {
    const { body, letter, wordsBefore } = await regenerateLetter(WITH_AUTOMATION, 'No more than 150 words, and make it friendlier')
    expect(wordsBefore).toBeGreaterThan(150)
    expect(body.instructions).toMatchObject({ applied: ['at most 150 words', 'friendlier tone'], not_applied: [], kept: [], unchanged: false })
    expect(wordsIn(letter)).toBeLessThanOrEqual(150)
    expect(letter).toMatch(/\bI['’](?:m|d)\b/)
  })

  it('reports each part of a compound request on its own, the unknown ones as not understood', async () => {
    const { body } = await regenerateLetter(WITH_AUTOMATION, 'Remove Kubernetes, drop COBOL and write it in Klingon')
    expect(body.instructions.applied).toEqual(['remove Kubernetes'])
    expect(body.instructions.not_applied).toEqual([
      { instruction: 'remove COBOL', reason: 'the resume does not mention COBOL as a skill, title or employer' },
      { instruction: 'write it in Klingon', reason: 'not understood' },
    ])
  })

  it('removes a skill and a role from the resume when asked, and says so', async () => {
    const user = await signUp(t.app)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload })
    const made = await post('/api/v1/generate/resume', { resume_text: WITHOUT_AUTOMATION, job_data: { description: PLATFORM_JD }, provider: 'local' })
    expect(made.statusCode).toBe(200)
    expect(made.json().data.latex_content).toMatch(/Terraform/)
    expect(made.json().data.latex_content).toMatch(/Lakeside Bank/)
    const response = await post('/api/v1/documents/regenerate-with-instructions', {
      document_type: 'resume',
      original_filename: made.json().data.filename,
      user_instructions: 'Remove Terraform and drop the Lakeside Bank role',
      job_description: PLATFORM_JD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().instructions).toMatchObject({
      applied: ['remove Terraform', 'remove Lakeside Bank'],
      not_applied: [],
      kept: [],
      unchanged: false,
    })
    const pdf = await t.app.inject({ method: 'GET', url: response.json().data.pdf_url, headers: bearer(user.token) })
    const text = pdfText(pdf.rawPayload)
    expect(text).not.toMatch(/Terraform/)
    expect(text).not.toMatch(/Lakeside Bank/)
    expect(text).toMatch(/Harbor Freight Analytics/)
  })
})

/*
 * Instructions a person can trust: the report beside the box says what was done, what was not and
 * why, and when nothing visible changed; a second regeneration keeps the first's effect; contact
 * edits reach the header; "one page" on a one-page resume says so and changes nothing.
 */

// Two e-mail addresses (work first, then Gmail), a phone, a project; under five years: one page.
const TWO_EMAILS = readFileSync(new URL('../fixtures/two-emails-resume.txt', import.meta.url), 'utf8')

const DATA_JD = `Role: Data Engineer
Company: Bluebird Analytics

We are hiring a data engineer to build and run our data platform.

Requirements:
- 3+ years building data pipelines in Python and SQL
- AWS and Airflow
- dbt or a similar transformation tool
`

describe('the instruction report, stacking and contact edits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, { adapters: 'real' })
  })
  afterAll(() => t.close())

  async function session(documentType: 'resume' | 'cover_letter') {
    const user = await signUp(t.app)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload })
    const kind = documentType === 'resume' ? 'resume' : 'cover-letter'
    const made = await post(`/api/v1/generate/${kind}`, { resume_text: TWO_EMAILS, job_data: { description: DATA_JD }, provider: 'local' })
    expect(made.statusCode).toBe(200)
    const text = async (pdfUrl: string) => pdfText((await t.app.inject({ method: 'GET', url: pdfUrl, headers: bearer(user.token) })).rawPayload)
    let filename: string = made.json().data.filename
    return {
      first: { latex: made.json().data.latex_content as string, text: await text(made.json().data.pdf_url) },
      /** Regenerates the latest version; the next call regenerates the one this returns. */
      async regenerate(instructions: string) {
        const response = await post('/api/v1/documents/regenerate-with-instructions', {
          document_type: documentType,
          original_filename: filename,
          user_instructions: instructions,
          job_description: DATA_JD,
        })
        expect(response.statusCode).toBe(200)
        const body = response.json()
        filename = body.data.latex_filename
        return {
          report: body.instructions,
          latex: body.data.latex_content as string,
          text: await text(body.data.pdf_url),
          logs: body.logs as string[],
        }
      },
    }
  }

  it("keeps the first regeneration's effect in the second: projects stay out when the next asks for a focus", async () => {
    const s = await session('resume')
    expect(s.first.text).toMatch(/Trail Finder/)
    const dropped = await s.regenerate('Remove projects')
    expect(dropped.report).toMatchObject({ applied: ['remove the projects section'], not_applied: [], kept: [], unchanged: false })
    expect(dropped.text).not.toMatch(/Trail Finder/)
    const focused = await s.regenerate('Focus on Python')
    // The report speaks of the new instruction; the earlier one is listed as kept.
    expect(focused.report).toMatchObject({ applied: ['focus on Python'], not_applied: [], kept: ['remove the projects section'] })
    expect(focused.text).not.toMatch(/Trail Finder/)
    expect(focused.text).not.toMatch(/\bProjects\b/)
    // A later request takes back an earlier one.
    const back = await s.regenerate('Add the projects back')
    expect(back.report.applied).toEqual(['keep the projects section (takes back: remove the projects section)'])
    expect(back.report.kept).toEqual(['focus on Python'])
    expect(back.text).toMatch(/Trail Finder/)
  })

  it('leaves the phone number out of the resume header when asked', async () => {
    const s = await session('resume')
    expect(s.first.text).toMatch(/318-4420/)
    const { report, latex, text } = await s.regenerate('Remove my phone number')
    expect(report).toMatchObject({ applied: ['remove the phone number'], not_applied: [], unchanged: false })
    expect(text).not.toMatch(/318-4420/)
    expect(latex).not.toMatch(/318-4420/)
    expect(text).toMatch(/priya\.raman@northwindlabs\.com/)
  })

  it('shows the personal (Gmail) address instead of the work one, in the resume and the letter', async () => {
    for (const type of ['resume', 'cover_letter'] as const) {
      const s = await session(type)
      expect(s.first.text).toMatch(/priya\.raman@northwindlabs\.com/)
      const { report, text } = await s.regenerate('Use my personal e-mail')
      expect(report).toMatchObject({ applied: ['use the personal e-mail address'], not_applied: [] })
      expect(text).toMatch(/priya\.raman@gmail\.com/)
      expect(text).not.toMatch(/northwindlabs/)
    }
  })

  it('says an address that is not in the resume is not applied, with the reason, and changes nothing', async () => {
    const s = await session('resume')
    const { report, text } = await s.regenerate('Use my e-mail priya@bluebird.example.org')
    expect(report).toEqual({
      applied: [],
      not_applied: [{ instruction: 'use the e-mail address priya@bluebird.example.org', reason: 'that address is not in your resume' }],
      kept: [],
      unchanged: true,
    })
    expect(text).toMatch(/priya\.raman@northwindlabs\.com/)
    expect(text).not.toMatch(/bluebird\.example/)
  })

  it('answers "already one page" for a one-page resume asked to be one page, and changes nothing', async () => {
    const s = await session('resume')
    expect(s.first.text).not.toMatch(/\f\s*\S/) // one page: no text after a page break
    const { report, latex, logs } = await s.regenerate('Make it one page')
    expect(report).toEqual({ applied: [], not_applied: [{ instruction: 'Make it one page', reason: 'already one page' }], kept: [], unchanged: true })
    expect(latex).toBe(s.first.latex)
    expect(logs).toContain('No visible change: the new resume reads the same as the one it was regenerated from.')
    // Not carried forward: the next regeneration does not keep it.
    const next = await s.regenerate('Focus on Python')
    expect(next.report.kept).toEqual([])
    // Asked to be more concise as well, it is: the shorter request covers the page.
    const concise = await s.regenerate('Make it more concise and keep it to one page')
    expect(concise.report).toMatchObject({ applied: ['shorter / one page'], not_applied: [], unchanged: false })
  })

  it('flags an instruction that changed nothing visible', async () => {
    const s = await session('cover_letter')
    const { report } = await s.regenerate('Write it in Klingon')
    expect(report).toEqual({
      applied: [],
      not_applied: [{ instruction: 'Write it in Klingon', reason: 'not understood' }],
      kept: [],
      unchanged: true,
    })
  })
})
