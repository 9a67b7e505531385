import { stringify } from 'csv-stringify/sync'
import { APPLICATION_STATUS_LABELS, CLOSED_REASON_LABELS } from '../../../shared/schemas/applications.ts'
import type { Db } from '../../db/database.ts'
import { listStatusChanges } from '../../db/repositories/applications.repository.ts'
import { listApplicationDocuments } from '../../db/repositories/documents.repository.ts'
import { listApplications } from './list-applications.ts'

export const APPLICATION_CSV_COLUMNS = [
  'Title',
  'Company',
  'Location',
  'Status',
  'Closed reason',
  'Next step',
  'Next step date',
  'Applied on',
  'Last change',
  'Link',
  'Notes',
  'Documents',
]

/** The day of a timestamp (UTC), as a spreadsheet sorts it: "2026-11-28". */
const dayOf = (iso: string) => iso.slice(0, 10)

/**
 * Every application of the caller's as CSV, in the list's default order. "Applied on" is the day
 * of its first change to applied ('' when it never was); documents are their file names, joined
 * with semicolons. Postings are other people's text, and a spreadsheet runs a cell that starts with
 * = + - @ as a formula: such cells are written as text (the library's escape_formulas).
 */
export async function exportApplicationsCsv(db: Db, ownerId: string): Promise<string> {
  const applications = await listApplications(db, ownerId)
  const appliedOn = new Map<string, string>()
  for (const change of await listStatusChanges(db, ownerId)) {
    if (change.status === 'applied' && !appliedOn.has(change.application_id)) appliedOn.set(change.application_id, dayOf(change.at))
  }
  const documents = new Map<string, string[]>()
  const ids = applications.filter((a) => a.document_count > 0).map((a) => a.id)
  for (const document of await listApplicationDocuments(db, ownerId, ids)) {
    const id = document.application_id ?? ''
    documents.set(id, [...(documents.get(id) ?? []), document.filename])
  }
  return stringify(
    applications.map((a) => [
      a.title,
      a.company,
      a.location,
      APPLICATION_STATUS_LABELS[a.status],
      a.closed_reason ? CLOSED_REASON_LABELS[a.closed_reason] : '',
      a.next_step,
      a.next_step_date ?? '',
      appliedOn.get(a.id) ?? '',
      dayOf(a.updated_at),
      a.link ?? '',
      a.notes,
      (documents.get(a.id) ?? []).join('; '),
    ]),
    { header: true, columns: APPLICATION_CSV_COLUMNS, escape_formulas: true },
  )
}
