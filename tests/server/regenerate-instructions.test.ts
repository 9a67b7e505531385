import { execFileSync } from 'node:child_process'
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
    expect(body.instructions).toEqual({ applied: ['at most 150 words', 'friendlier tone'], not_applied: [] })
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
    expect(response.json().instructions).toEqual({ applied: ['remove Terraform', 'remove Lakeside Bank'], not_applied: [] })
    const pdf = await t.app.inject({ method: 'GET', url: response.json().data.pdf_url, headers: bearer(user.token) })
    const text = pdfText(pdf.rawPayload)
    expect(text).not.toMatch(/Terraform/)
    expect(text).not.toMatch(/Lakeside Bank/)
    expect(text).toMatch(/Harbor Freight Analytics/)
  })
})
