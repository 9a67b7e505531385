import { beforeAll, describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { CoverLetterDocumentSchema, ResumeDocumentSchema } from '../../../../shared/schemas/documents.ts'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'
import { ACCOUNTING_JD, SALES_JD, SOFTWARE_JD, TEACHER_JD } from '../jd/job-descriptions.ts'
import { extractAll, truthViolations, writtenFiles, type SourceResume } from './helpers.ts'

/*
 * The truthfulness rule over every file of the written test resumes (tests/resumes: 44 resumes in
 * 39 fields, each read from each of its renderings but the scan, so from well-read files and from
 * files the parser misreads alike), each tailored for four jobs far from most of them (accountant,
 * software engineer, teacher, sales): nothing in either document may come from anywhere but the
 * resume, the job's own name, the letter's date, or the user's Skill Bank claims (and those only
 * in the skills section).
 */

const JOBS = { accountant: ACCOUNTING_JD, software: SOFTWARE_JD, teacher: TEACHER_JD, sales: SALES_JD }
const TODAY = new Date(Date.UTC(2025, 2, 3))
/** Claims the user added in the Skill Bank; few of these resumes mention them. */
const EMPHASIZE = ['Kubernetes', 'Tableau']

let resumes: SourceResume[] = []

beforeAll(async () => {
  resumes = await extractAll(writtenFiles(), 4)
}, 120_000)

describe('truthful tailoring over every file of the written resumes', () => {
  it('extracted every file', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(160)
    expect(resumes.filter((f) => f.parsed.contact.name).length).toBeGreaterThan(130)
  })

  for (const [name, text] of Object.entries(JOBS)) {
    it(`invents nothing for the ${name} job, in the resume or the cover letter`, () => {
      const job = parseJobDescription(text)
      const violations: string[] = []
      let tailorMs = 0
      for (const source of resumes) {
        const started = performance.now()
        const { document: resume } = tailorResume({ resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY })
        tailorMs += performance.now() - started
        const { document: letter } = writeCoverLetter({ resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY })
        expect(Value.Check(ResumeDocumentSchema, resume)).toBe(true)
        expect(Value.Check(CoverLetterDocumentSchema, letter)).toBe(true)
        for (const v of truthViolations({ source, job, emphasize: EMPHASIZE, resume, letter, today: TODAY })) {
          violations.push(`${source.category}/${source.id}: ${v}`)
        }
      }
      expect(violations).toEqual([])
      // Budget, generous for a loaded CI machine: about 10 ms a resume here.
      expect(tailorMs / resumes.length).toBeLessThan(100)
    })
  }

  it('gives the same documents for the same input (a second run, deep-equal)', () => {
    const job = parseJobDescription(ACCOUNTING_JD)
    // Every third resume: determinism does not need all of them, and each check runs both engines twice.
    for (const source of resumes.filter((_, i) => i % 3 === 0)) {
      const input = { resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY }
      expect(tailorResume(structuredClone(input))).toEqual(tailorResume(structuredClone(input)))
      expect(writeCoverLetter(structuredClone(input))).toEqual(writeCoverLetter(structuredClone(input)))
    }
  })

  it('writes documents templates can print: no blank bullets, items or paragraphs; a one-page letter', () => {
    const job = parseJobDescription(SOFTWARE_JD)
    for (const source of resumes) {
      const { document: resume } = tailorResume({ resume: source.parsed, job, today: TODAY })
      const { document: letter } = writeCoverLetter({ resume: source.parsed, job, today: TODAY })
      const texts = [
        ...resume.experience.flatMap((e) => e.bullets),
        ...resume.skills.flatMap((g) => g.items),
        ...resume.certifications,
        ...letter.paragraphs,
      ]
      expect(texts.filter((t) => t.trim().length === 0 || t !== t.trim())).toEqual([])
      expect(resume.skills.every((g) => g.items.length > 0)).toBe(true)
      const words = letter.paragraphs.join(' ').split(/\s+/).length
      expect(words).toBeLessThanOrEqual(400)
      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3)
    }
  })
})
