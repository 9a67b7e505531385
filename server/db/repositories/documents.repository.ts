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
  'id' | 'parent_id' | 'document_type' | 'filename' | 'template' | 'provider' | 'ats_json' | 'created_at'
>

export function listDocuments(db: Db, ownerId: string): Promise<DocumentHistoryRow[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'parent_id', 'document_type', 'filename', 'template', 'provider', 'ats_json', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

export async function deleteDocument(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteExpiredDocuments(db: Db, now: string): Promise<void> {
  await db.deleteFrom('documents').where('expires_at', '<', now).execute()
}
