import type { Application } from '../../../shared/schemas/applications.ts'
import { type Db, nowIso } from '../../db/database.ts'
import { updateApplication } from '../../db/repositories/applications.repository.ts'
import { fileDocumentsUnder, ownDocumentFilenames } from '../../db/repositories/documents.repository.ts'
import { AppError } from '../../lib/app-error.ts'
import { DOCUMENT_FILENAME } from '../applying/generation.service.ts'
import { findOwnApplication } from './application-lookup.ts'
import { applicationDetail } from './application-views.ts'

/**
 * Files the caller's documents under their application. A document belongs to one application at
 * most: filing it here takes it from the one it was under. Names are the .tex names the client
 * holds (the .pdf and .docx names of the same document are taken too).
 */
export async function fileDocuments(db: Db, ownerId: string, applicationId: string, filenames: readonly string[]): Promise<Application> {
  return db.transaction().execute(async (trx) => {
    await findOwnApplication(trx, ownerId, applicationId)
    await fileOwnDocuments(trx, ownerId, applicationId, filenames)
    await updateApplication(trx, ownerId, applicationId, { updated_at: nowIso() })
    return applicationDetail(trx, ownerId, await findOwnApplication(trx, ownerId, applicationId))
  })
}

/** Within the caller's transaction: any name that is not one of the caller's documents refuses them all (404). */
export async function fileOwnDocuments(trx: Db, ownerId: string, applicationId: string, filenames: readonly string[]): Promise<void> {
  const names = [...new Set(filenames.map((name) => name.trim().replace(/\.(?:pdf|docx)$/, '.tex')))]
  const own = await ownDocumentFilenames(
    trx,
    ownerId,
    names.filter((name) => DOCUMENT_FILENAME.test(name)),
  )
  const missing = names.find((name) => !own.has(name))
  if (missing !== undefined) throw new AppError(404, 'not_found', `Document not found: ${missing}`)
  await fileDocumentsUnder(trx, ownerId, applicationId, names)
}
