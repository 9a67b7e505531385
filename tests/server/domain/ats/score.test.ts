import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { AtsScoreSchema, type ResumeDocument } from '../../../../shared/schemas/documents.ts'
import { measureAts } from '../../../../server/adapters/measure-ats.ts'
import { ATS_WEIGHTS, scoreAts, type AtsJob } from '../../../../server/domain/ats/index.ts'
import { renderCoverLetter, renderResume } from '../../../../server/domain/latex/render.ts'
import { fullCoverLetter, fullResume, minimalResume } from '../latex/fixtures.ts'
import { testCompiler } from '../latex/helpers.ts'

const job: AtsJob = {
  requiredSkills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes'],
  keywords: ['CI/CD', 'REST APIs', 'observability', 'mentoring', 'Terraform'],
  niceToHave: ['Kafka', 'GraphQL', 'Rust'],
}

const compiler = testCompiler()
afterAll(() => compiler.close())

async function resumeText(doc: ResumeDocument, template?: string) {
  const { pdf } = await compiler.compile(renderResume(doc, { template }).source)
  return (await measureAts(pdf, 'resume', job)).text
}

/** The same candidate without the job's words: reworded, not lying. */
function untailored(): ResumeDocument {
  const doc = structuredClone(fullResume)
  const drop = /TypeScript|Node\.js|PostgreSQL|Kubernetes|Terraform|CI\/CD|REST|GraphQL|Kafka|observability|Mentored/gi
  doc.summary = doc.summary!.replace(drop, 'software')
  for (const e of doc.experience) e.bullets = e.bullets.map((b) => b.replace(drop, 'software'))
  doc.skills = [{ label: 'Languages', items: ['Go', 'SQL', 'Python'] }]
  doc.certifications = ['AWS Certified Solutions Architect – Associate (2022)']
  doc.projects = []
  return doc
}

let tailoredText = ''
let untailoredText = ''
beforeAll(async () => {
  ;[tailoredText, untailoredText] = await Promise.all([resumeText(fullResume), resumeText(untailored())])
}, 60_000)

describe('scoreAts on compiled resumes', () => {
  it('returns a valid AtsScore whose total is the weighted sum of the sub-scores', () => {
    const result = scoreAts({ pdfText: tailoredText, documentType: 'resume', job })
    expect(Value.Check(AtsScoreSchema, result)).toBe(true)
    const w = result.weights
    const b = result.breakdown
    const weighted = w.keywords * b.keywords + w.sections * b.sections + w.contact * b.contact + w.length * b.length + w.readability * b.readability
    expect(Math.abs(result.score - weighted)).toBeLessThanOrEqual(0.5)
    expect(w).toEqual(ATS_WEIGHTS.resume)
  })

  it('scores the resume with the job keywords higher, and lists what the other one misses', () => {
    const tailored = scoreAts({ pdfText: tailoredText, documentType: 'resume', job })
    const plain = scoreAts({ pdfText: untailoredText, documentType: 'resume', job })
    expect(tailored.score).toBeGreaterThan(plain.score)
    expect(tailored.breakdown.keywords).toBeGreaterThan(plain.breakdown.keywords)
    expect(tailored.missing_keywords).toEqual(['Rust'])
    expect(tailored.matched_keywords).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'CI/CD', 'REST APIs', 'mentoring']))
    expect(plain.missing_keywords).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Terraform']))
    expect(plain.notes.join('\n')).toMatch(/Required skills not found: TypeScript, Node\.js, PostgreSQL, Kubernetes/)
  })

  it('finds all standard sections and contact details in every template', async () => {
    for (const template of ['modern', 'classic', 'compact']) {
      const text = template === 'modern' ? tailoredText : await resumeText(fullResume, template)
      const result = scoreAts({ pdfText: text, documentType: 'resume', job })
      expect(result.breakdown.sections, template).toBe(100)
      expect(result.breakdown.contact, template).toBe(100)
      expect(result.breakdown.readability, template).toBeGreaterThan(80)
    }
  }, 60_000)

  it('takes contact points away when the email is missing', async () => {
    const noEmail = structuredClone(fullResume)
    noEmail.contact.email = null
    const without = scoreAts({ pdfText: await resumeText(noEmail), documentType: 'resume', job })
    const withEmail = scoreAts({ pdfText: tailoredText, documentType: 'resume', job })
    expect(without.breakdown.contact).toBeLessThan(withEmail.breakdown.contact)
    expect(without.score).toBeLessThan(withEmail.score)
    expect(without.notes).toContain('No email address found')
  }, 60_000)

  it('scores a name-only resume low on everything but contact name', async () => {
    const result = scoreAts({ pdfText: await resumeText(minimalResume), documentType: 'resume', job })
    expect(result.score).toBeLessThan(30)
    expect(result.breakdown.sections).toBe(0)
    expect(result.missing_keywords).toHaveLength(12)
  }, 60_000)

  it('is deterministic', () => {
    const a = scoreAts({ pdfText: tailoredText, documentType: 'resume', job })
    const b = scoreAts({ pdfText: tailoredText, documentType: 'resume', job: structuredClone(job) })
    expect(b).toEqual(a)
  })
})

describe('scoreAts on compiled cover letters', () => {
  it('finds greeting, body paragraphs and sign-off', async () => {
    for (const template of ['standard', 'modern']) {
      const { pdf } = await compiler.compile(renderCoverLetter(fullCoverLetter, { template }).source)
      const { score } = await measureAts(pdf, 'cover_letter', job)
      expect(score.breakdown.sections, template).toBe(100)
      expect(score.breakdown.contact, template).toBe(100)
      expect(score.breakdown.length, template).toBeGreaterThan(80)
      expect(score.weights).toEqual(ATS_WEIGHTS.cover_letter)
    }
  }, 60_000)

  it('loses section points without greeting and sign-off', () => {
    const text = [
      'Jordan Alvarez',
      'jordan@example.com | +1 415 555 0142',
      '',
      'I am writing to apply for the role of engineer at Northwind, where I would like to help.',
    ].join('\n')
    const result = scoreAts({ pdfText: text, documentType: 'cover_letter', job })
    expect(result.breakdown.sections).toBeLessThan(30)
    expect(result.notes).toEqual(expect.arrayContaining(['No greeting found (e.g. "Dear Hiring Manager,")', 'No sign-off found (e.g. "Sincerely,")']))
  })
})

describe('scoreAts details', () => {
  it('reads a name on top of the contact details, never a job title in its place', () => {
    const contact = (pdfText: string) => scoreAts({ pdfText, documentType: 'resume', job })
    const named = contact('JORDAN ALVAREZ\njordan@example.com | +1 415 555 0142\n\nSummary\nBuilt services.')
    expect(named.breakdown.contact).toBe(100)
    // Anonymised resumes put the title where the name was: a title is no name, in capitals or not.
    for (const top of ['SALES COORDINATOR', 'Staff Accountant', 'PhD Candidate', 'INFORMATION TECHNOLOGY AUDITOR']) {
      const result = contact(`${top}\njordan@example.com | +1 415 555 0142\n\nSummary\nBuilt services.`)
      expect(result.breakdown.contact, top).toBe(70)
      expect(result.notes, top).toContain('The first line does not read as a name')
    }
    // A capitalised phrase with no contact details under it is a headline ("Information Technology").
    expect(contact('Information Technology\nSummary\nBuilt services.').notes).toContain('The first line does not read as a name')
  })

  it('leaves keywords out of the total when the job lists none', () => {
    const result = scoreAts({ pdfText: tailoredText, documentType: 'resume', job: { keywords: [], requiredSkills: [] } })
    expect(result.weights.keywords).toBe(0)
    expect(result.weights.sections + result.weights.contact + result.weights.length + result.weights.readability).toBeCloseTo(1, 3)
    expect(result.missing_keywords).toEqual([])
  })

  it('counts a term listed twice once, at its required weight', () => {
    const result = scoreAts({
      pdfText: 'Jordan Alvarez\nTypeScript',
      documentType: 'resume',
      job: { requiredSkills: ['Kubernetes'], keywords: ['kubernetes', 'TypeScript'] },
    })
    expect(result.missing_keywords).toEqual(['Kubernetes'])
    expect(result.breakdown.keywords).toBe(33) // 1 of 3 weight points
  })

  it('penalises garbled text and extra pages', () => {
    const clean = scoreAts({ pdfText: tailoredText, documentType: 'resume', job })
    const garbled = scoreAts({ pdfText: tailoredText.replace(/e/g, '\ufffd'), documentType: 'resume', job })
    expect(garbled.breakdown.readability).toBeLessThan(clean.breakdown.readability - 30)
    const long = scoreAts({ pdfText: `${tailoredText}\f${tailoredText}\f${tailoredText}\f`, documentType: 'resume', job })
    expect(long.breakdown.length).toBeLessThan(clean.breakdown.length)
    expect(long.notes.join('\n')).toMatch(/3 pages/)
  })

  it('does not take a year range for a phone number', () => {
    const text = 'Jordan Alvarez\njordan@example.com\nEngineer 2016 - 2018'
    expect(scoreAts({ pdfText: text, documentType: 'resume', job }).notes).toContain('No phone number found')
  })

  it("does not take a citation's year and pages for a phone number, and still finds a phone in parentheses", () => {
    const cited = 'Jordan Alvarez\njordan@example.com\nAlvarez, J. Sensor drift. Journal of Metrology 12 (2005) 570-574.'
    expect(scoreAts({ pdfText: cited, documentType: 'resume', job }).notes).toContain('No phone number found')
    for (const phone of ['(415) 555-0134', '(0161) 496 0754', '+44 (20) 7946 0958']) {
      const text = `Jordan Alvarez\njordan@example.com · ${phone}`
      expect(scoreAts({ pdfText: text, documentType: 'resume', job }).notes).not.toContain('No phone number found')
    }
  })
})
