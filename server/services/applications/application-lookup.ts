import type { Db } from '../../db/database.ts'
import { findApplication } from '../../db/repositories/applications.repository.ts'
import type { ApplicationRow } from '../../db/tables/applications.ts'
import { AppError } from '../../lib/app-error.ts'

/** The same answer for an id that does not exist and for another user's: neither is the caller's. */
export const applicationNotFound = () => new AppError(404, 'not_found', 'Application not found')

/** The caller's application, or 404 (generation checks it here before any work starts). */
export async function findOwnApplication(db: Db, ownerId: string, id: string): Promise<ApplicationRow> {
  const row = await findApplication(db, ownerId, id)
  if (!row) throw applicationNotFound()
  return row
}
