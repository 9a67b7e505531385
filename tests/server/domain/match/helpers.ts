import { readFileSync } from 'node:fs'
import type { ExtractedResume } from '../../../../shared/schemas/resume.ts'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { parseResume } from '../../../../server/domain/ingest/index.ts'
import { resumeFeatures, type PoolEntry } from '../../../../server/domain/match/index.ts'
import { listResumes, renderingPath, type Layout, type ResumeSource } from '../../../resumes/index.ts'

/** "Present" in a role ends here, so that years do not drift with the calendar. */
export const AS_OF = new Date(Date.UTC(2019, 0, 1))
/** The same for the written test resumes (tests/resumes), whose roles run to late 2026. */
export const WRITTEN_AS_OF = new Date(Date.UTC(2026, 10, 1))

/**
 * The layouts a test reads a written resume from, the ones today's parser reads best first
 * (npm run bench:reading): the first of these a resume is rendered in is its file.
 */
export const READING_ORDER: readonly Layout[] = [
  'sidebar',
  'word',
  'word97',
  'markdown',
  'plain',
  'tables',
  'single',
  'linkedin',
  'dates-right',
  'quirks',
]

export interface WrittenResume {
  /** The resume's id, or "<id>.<layout>" in a pool of every rendering. */
  id: string
  field: string
  layout: Layout
  source: ResumeSource
  extracted: ExtractedResume
  entry: PoolEntry
}

/** The layout a resume is read from: the first of READING_ORDER it is rendered in. */
export function preferredLayout(resume: ResumeSource): Layout {
  const layout = READING_ORDER.find((l) => resume.renderings.includes(l))
  if (!layout) throw new Error(`test resume "${resume.id}" has no readable rendering`)
  return layout
}

/**
 * The written test resumes read through the upload's ingest, with their features: each from its
 * preferred layout, or (`every`) each of its renderings but the scanned one, as "<id>.<layout>".
 * At most `concurrency` files are read at a time; the order is the resumes' (then READING_ORDER).
 */
export async function loadWrittenPool(options: { every?: boolean; concurrency?: number } = {}): Promise<WrittenResume[]> {
  const files = listResumes().flatMap((source) =>
    (options.every ? READING_ORDER.filter((l) => source.renderings.includes(l)) : [preferredLayout(source)]).map((layout) => ({
      source,
      layout,
      id: options.every ? `${source.id}.${layout}` : source.id,
    })),
  )
  const out: WrittenResume[] = new Array(files.length)
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const i = next++
      const { source, layout, id } = files[i]!
      const extracted = await readResumeFile(new Uint8Array(readFileSync(renderingPath(source.id, layout))))
      out[i] = { id, field: source.field, layout, source, extracted, entry: { id, features: resumeFeatures(extracted, { asOf: WRITTEN_AS_OF }) } }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  return out
}

/** A resume written as text, read the way ingest reads an uploaded file's text. */
export function fromText(text: string): ExtractedResume {
  const resumeText = text.replace(/^\n+/, '')
  return { resume_text: resumeText, raw_resume_text: resumeText, parsed: parseResume(resumeText) }
}

export const ACCOUNTANT_JD = `Role: Senior Accountant
Company: Northwind Logistics

About the role
We are looking for a Senior Accountant to own the month-end close, reconcile accounts and prepare financial statements under GAAP.

Responsibilities:
- Prepare monthly financial statements and account reconciliations.
- Maintain the general ledger and support the annual audit.
- Prepare tax filings with our external CPA firm.

Requirements:
- 5+ years of accounting experience
- Bachelor's degree in Accounting or Finance
- QuickBooks, Microsoft Excel, GAAP, account reconciliation

Nice to have:
- CPA
- SAP
`

/** An honest accountant: dated roles, skills in context. */
export const HONEST_ACCOUNTANT = `
Maria Lopez
Senior Accountant
maria.lopez@example.com | (312) 555-0188 | Chicago, IL

Summary
Accountant with seven years of experience in month-end close, reconciliations and audits.

Experience
Senior Accountant
Lakeside Foods, Chicago, IL
Jan 2015 - Dec 2018
- Closed the books monthly in QuickBooks and prepared financial statements under GAAP.
- Led account reconciliation for 40 bank and balance sheet accounts in Microsoft Excel.
- Supported the annual audit with the external CPA firm.

Staff Accountant
Harbor Bank, Chicago, IL
Jun 2012 - Dec 2014
- Maintained the general ledger and prepared journal entries.
- Reconciled accounts payable and accounts receivable.

Education
Bachelor of Science in Accounting, University of Illinois, 2012

Skills
QuickBooks, Microsoft Excel, GAAP, Account reconciliation, General Ledger
`
