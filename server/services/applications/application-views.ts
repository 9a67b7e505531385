import type { Application, ApplicationDocument, ApplicationSummary, StatusChange } from '../../../shared/schemas/applications.ts'
import type { AtsScore } from '../../../shared/schemas/documents.ts'
import type { Db } from '../../db/database.ts'
import { type ApplicationListRow, listStatusChanges } from '../../db/repositories/applications.repository.ts'
import { type ApplicationDocumentRow, listApplicationDocuments } from '../../db/repositories/documents.repository.ts'
import type { ApplicationRow } from '../../db/tables/applications.ts'
import { findOwnApplication } from './application-lookup.ts'

/** The row as the board and the list show it. */
export function toSummary(row: ApplicationListRow): ApplicationSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    link: row.link,
    status: row.status,
    closed_reason: row.closed_reason,
    notes: row.notes,
    next_step: row.next_step,
    next_step_date: row.next_step_date,
    source: row.source,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status_changed_at: row.status_changed_at,
    document_count: row.document_count,
  }
}

export function toApplicationDocument(row: ApplicationDocumentRow): ApplicationDocument {
  return {
    filename: row.filename,
    document_type: row.document_type,
    created_at: row.created_at,
    parent_filename: row.parent_filename,
    ats_score: row.ats_json ? (JSON.parse(row.ats_json) as AtsScore).score : null,
  }
}

/** One application whole: its history (oldest first) and its documents (newest first). */
export async function applicationDetail(db: Db, ownerId: string, row: ApplicationRow): Promise<Application> {
  const history: StatusChange[] = (await listStatusChanges(db, ownerId, [row.id])).map(({ status, closed_reason, at }) => ({
    status,
    closed_reason,
    at,
  }))
  const documents = (await listApplicationDocuments(db, ownerId, [row.id])).map(toApplicationDocument)
  return { ...toSummary({ ...row, document_count: documents.length }), posting_text: row.posting_text, history, documents }
}

/** The caller's application by id, whole (404 for any other id). */
export async function getApplication(db: Db, ownerId: string, id: string): Promise<Application> {
  return applicationDetail(db, ownerId, await findOwnApplication(db, ownerId, id))
}
