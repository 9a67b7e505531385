import type { Application, UpdateApplicationBody } from '../../../shared/schemas/applications.ts'
import { type Db, nowIso } from '../../db/database.ts'
import { lockKeys } from '../../db/locks.ts'
import { appendStatusChange, updateApplication as updateApplicationRow } from '../../db/repositories/applications.repository.ts'
import { closedReasonFor, editedFields } from './application-fields.ts'
import { findOwnApplication } from './application-lookup.ts'
import { applicationDetail } from './application-views.ts'

/**
 * Changes the fields given. A change of status (or of why it closed) is dated: a row in the
 * history, and status_changed_at. Leaving closed clears the reason; closing needs one.
 */
export async function updateApplication(db: Db, ownerId: string, id: string, body: UpdateApplicationBody): Promise<Application> {
  return db.transaction().execute(async (trx) => {
    // Two edits at once each append after the last change, one after the other.
    await lockKeys(trx, [`application:${id}`])
    const row = await findOwnApplication(trx, ownerId, id)
    const fields = editedFields(body)
    const status = body.status ?? row.status
    const closedReason = closedReasonFor(status, body.closed_reason, status === row.status ? row.closed_reason : null)
    const now = nowIso()
    const statusChanged = status !== row.status || closedReason !== row.closed_reason
    await updateApplicationRow(trx, ownerId, id, {
      ...fields,
      status,
      closed_reason: closedReason,
      updated_at: now,
      ...(statusChanged ? { status_changed_at: now } : {}),
    })
    if (statusChanged) await appendStatusChange(trx, { application_id: id, status, closed_reason: closedReason, at: now })
    return applicationDetail(trx, ownerId, await findOwnApplication(trx, ownerId, id))
  })
}
