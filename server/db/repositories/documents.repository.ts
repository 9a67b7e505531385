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
