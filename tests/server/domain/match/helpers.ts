import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtractedResume } from '../../../../shared/schemas/resume.ts'
import { extractResume, parseResume } from '../../../../server/domain/ingest/index.ts'
import { resumeFeatures, type PoolEntry } from '../../../../server/domain/match/index.ts'

export const DATA_DIR = path.resolve(import.meta.dirname, '../../../data')
export const RESUMES_DIR = path.join(DATA_DIR, 'resumes-dev')
/** "Present" in a role ends here, so that years do not drift with the calendar. */
export const AS_OF = new Date(Date.UTC(2019, 0, 1))

export interface DevResume {
  id: string
  category: string
  extracted: ExtractedResume
  entry: PoolEntry
}

/** The 144 dev resumes, extracted at most `concurrency` at a time, with their features. */
export async function loadDevPool(concurrency = 4): Promise<DevResume[]> {
  const rows = readFileSync(path.join(RESUMES_DIR, 'manifest.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
  const out: DevResume[] = new Array(rows.length)
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const i = next++
      const [id, category, file] = rows[i]!
      const extracted = await extractResume(new Uint8Array(readFileSync(path.join(RESUMES_DIR, file!))))
      out[i] = { id: id!, category: category!, extracted, entry: { id: id!, features: resumeFeatures(extracted, { asOf: AS_OF }) } }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
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
