import type { Db } from '../database.ts'
import type { DocumentRow, NewDocumentRow } from '../tables/documents.ts'

// As with resumes, every read and delete takes the owner.

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<void> {
  await db.insertInto('documents').values(row).execute()
}

export function findDocumentByFilename(db: Db, ownerId: string, filename: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('filename', '=', filename).where('owner_id', '=', ownerId).executeTakeFirst()
}

export type DocumentHistoryRow = Pick<
  DocumentRow,
  'id' | 'parent_id' | 'document_type' | 'filename' | 'template' | 'provider' | 'ats_json' | 'created_at' | 'job_title' | 'company' | 'applicant_name'
>

export function listDocuments(db: Db, ownerId: string): Promise<DocumentHistoryRow[]> {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'parent_id',
      'document_type',
      'filename',
      'template',
      'provider',
      'ats_json',
      'created_at',
      'job_title',
      'company',
      'applicant_name',
    ])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** What the given documents were written from (their stored resume parse and posting). */
export function documentSources(db: Db, ownerId: string, ids: readonly string[]): Promise<Pick<DocumentRow, 'id' | 'source_json'>[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('documents').select(['id', 'source_json']).where('owner_id', '=', ownerId).where('id', 'in', ids).execute()
}

export async function setDocumentNaming(
  db: Db,
  ownerId: string,
  id: string,
  naming: Pick<DocumentRow, 'job_title' | 'company' | 'applicant_name'>,
): Promise<void> {
  await db.updateTable('documents').set(naming).where('id', '=', id).where('owner_id', '=', ownerId).execute()
}

export async function deleteDocument(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteExpiredDocuments(db: Db, now: string): Promise<void> {
  await db.deleteFrom('documents').where('expires_at', '<', now).execute()
}

/** A document filed under an application, with the name of the document it was regenerated from. */
export type ApplicationDocumentRow = Pick<DocumentRow, 'filename' | 'document_type' | 'created_at' | 'ats_json' | 'application_id'> & {
  parent_filename: string | null
}

/** The documents filed under the owner's applications given, newest first. */
export function listApplicationDocuments(db: Db, ownerId: string, applicationIds: readonly string[]): Promise<ApplicationDocumentRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('documents as d')
    .leftJoin('documents as p', 'p.id', 'd.parent_id')
    .select(['d.filename', 'd.document_type', 'd.created_at', 'd.ats_json', 'd.application_id', 'p.filename as parent_filename'])
    .where('d.owner_id', '=', ownerId)
    .where('d.application_id', 'in', applicationIds)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .execute()
}

/** Which of the given names are documents of the owner's. */
export async function ownDocumentFilenames(db: Db, ownerId: string, filenames: readonly string[]): Promise<Set<string>> {
  if (filenames.length === 0) return new Set()
  const rows = await db.selectFrom('documents').select('filename').where('owner_id', '=', ownerId).where('filename', 'in', filenames).execute()
  return new Set(rows.map((row) => row.filename))
}

/** Files the owner's documents under the application, taking them from any other they were under. */
export async function fileDocumentsUnder(db: Db, ownerId: string, applicationId: string, filenames: readonly string[]): Promise<void> {
  if (filenames.length === 0) return
  await db
    .updateTable('documents')
    .set({ application_id: applicationId })
    .where('owner_id', '=', ownerId)
    .where('filename', 'in', filenames)
    .execute()
}

/** Deletes the documents filed under the owner's application; resolves the stored PDFs they pointed at. */
export async function deleteApplicationDocuments(db: Db, ownerId: string, applicationId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('documents')
    .where('owner_id', '=', ownerId)
    .where('application_id', '=', applicationId)
    .returning('pdf_sha256')
    .execute()
  return rows.flatMap((row) => (row.pdf_sha256 ? [row.pdf_sha256] : []))
}
