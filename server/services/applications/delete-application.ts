import type { Db } from '../../db/database.ts'
import { deleteApplication as deleteApplicationRow } from '../../db/repositories/applications.repository.ts'
import { deleteApplicationDocuments } from '../../db/repositories/documents.repository.ts'
import { deleteUnreferencedFiles } from '../../db/repositories/files.repository.ts'
import { applicationNotFound } from './application-lookup.ts'

/**
 * Deletes the caller's application with its history and its documents, in one transaction: the
 * documents' stored PDFs go too, unless another record still points at the same bytes.
 */
export async function deleteApplication(db: Db, ownerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pdfs = await deleteApplicationDocuments(trx, ownerId, id)
    if (!(await deleteApplicationRow(trx, ownerId, id))) throw applicationNotFound()
    await deleteUnreferencedFiles(trx, pdfs)
  })
}
