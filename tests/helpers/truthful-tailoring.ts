import { Value } from 'typebox/value'
import { CoverLetterDocumentSchema, ResumeDocumentSchema } from '../../shared/schemas/documents.ts'
import { parseJobDescription } from '../../server/domain/jd/index.ts'
import { tailorResume, writeCoverLetter } from '../../server/domain/tailor/index.ts'
import { ACCOUNTING_JD, SALES_JD, SOFTWARE_JD, TEACHER_JD } from '../server/domain/jd/job-descriptions.ts'
import { truthViolations, type SourceResume } from '../server/domain/tailor/helpers.ts'

/*
 * The truthfulness rule's checks, shared by the behaviour test (tests/server/domain/tailor/
 * truthfulness.test.ts: one file of each written resume) and the quality sweep
 * (tests/quality/truthfulness.test.ts: every file of every written resume). Each resume is
 * tailored for four jobs far from most of them (accountant, software engineer, teacher, sales):
 * nothing in either document may come from anywhere but the resume, the job's own name, the
 * letter's date, or the user's Skill Bank claims (and those only in the skills section).
 */

export const TRUTH_JOBS = { accountant: ACCOUNTING_JD, software: SOFTWARE_JD, teacher: TEACHER_JD, sales: SALES_JD }
export const TODAY = new Date(Date.UTC(2025, 2, 3))
/** Claims the user added in the Skill Bank; few of these resumes mention them. */
export const EMPHASIZE = ['Kubernetes', 'Tableau']

/** One file of each resume, the renderings taken in turn (files' ids are "<resume>.<layout>"). */
export function oneFileEach<T extends { id: string }>(files: readonly T[]): T[] {
  const byResume = new Map<string, T[]>()
  for (const file of files) {
    const id = file.id.split('.')[0]!
    byResume.set(id, [...(byResume.get(id) ?? []), file])
  }
  return [...byResume.values()].map((own, i) => own[i % own.length]!)
}

/** What the two documents written for `jobText` say that their sources do not, per resume; and schema failures. */
export function inventions(resumes: readonly SourceResume[], jobText: string): string[] {
  const job = parseJobDescription(jobText)
  const violations: string[] = []
  for (const source of resumes) {
    const { document: resume } = tailorResume({ resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY })
    const { document: letter } = writeCoverLetter({ resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY })
    if (!Value.Check(ResumeDocumentSchema, resume)) violations.push(`${source.category}/${source.id}: the resume does not match its schema`)
    if (!Value.Check(CoverLetterDocumentSchema, letter)) violations.push(`${source.category}/${source.id}: the letter does not match its schema`)
    for (const v of truthViolations({ source, job, emphasize: EMPHASIZE, resume, letter, today: TODAY })) {
      violations.push(`${source.category}/${source.id}: ${v}`)
    }
  }
  return violations
}

/** Resumes whose documents templates could not print well: blank bullets, items or paragraphs, a letter past a page. */
export function unprintable(resumes: readonly SourceResume[]): string[] {
  const job = parseJobDescription(SOFTWARE_JD)
  const problems: string[] = []
  for (const source of resumes) {
    const { document: resume } = tailorResume({ resume: source.parsed, job, today: TODAY })
    const { document: letter } = writeCoverLetter({ resume: source.parsed, job, today: TODAY })
    const texts = [
      ...resume.experience.flatMap((e) => e.bullets),
      ...resume.skills.flatMap((g) => g.items),
      ...resume.certifications,
      ...letter.paragraphs,
    ]
    const id = `${source.category}/${source.id}`
    if (texts.some((t) => t.trim().length === 0 || t !== t.trim())) problems.push(`${id}: a blank or padded text`)
    if (!resume.skills.every((g) => g.items.length > 0)) problems.push(`${id}: an empty skill group`)
    if (letter.paragraphs.join(' ').split(/\s+/).length > 400) problems.push(`${id}: a letter over 400 words`)
    if (letter.paragraphs.length < 3) problems.push(`${id}: a letter of fewer than 3 paragraphs`)
  }
  return problems
}
