import type { Db } from '../database.ts'
import type { ApplicationRow, ApplicationUpdate, NewApplicationRow, StatusChangeRow } from '../tables/applications.ts'
import type { ApplicationStatus } from '../../../shared/schemas/applications.ts'

// As with resumes and documents, every read and write takes the owner: another user's
// application is simply not found.

/** An application with how many documents are filed under it. */
export type ApplicationListRow = ApplicationRow & { document_count: number }

export async function insertApplication(db: Db, row: NewApplicationRow): Promise<void> {
  await db.insertInto('applications').values(row).execute()
}

export async function countApplications(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findApplication(db: Db, ownerId: string, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
}

/** The owner's applications (of one status, when given), each with its document count; unordered. */
export async function listApplications(db: Db, ownerId: string, status?: ApplicationStatus): Promise<ApplicationListRow[]> {
  let query = db
    .selectFrom('applications')
    .selectAll('applications')
    .select((eb) =>
      eb
        .selectFrom('documents')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('documents.application_id', '=', 'applications.id')
        .as('document_count'),
    )
    .where('owner_id', '=', ownerId)
  if (status) query = query.where('status', '=', status)
  const rows = await query.execute()
  return rows.map((row) => ({ ...row, document_count: Number(row.document_count ?? 0) }))
}

/** Resolves false when the owner has no such application. */
export async function updateApplication(db: Db, ownerId: string, id: string, changes: ApplicationUpdate): Promise<boolean> {
  const result = await db.updateTable('applications').set(changes).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Resolves false when the owner has no such application. Its status changes go with it (cascade). */
export async function deleteApplication(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('applications').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Appends a change after the application's last one (the caller holds the application's lock). */
export async function appendStatusChange(db: Db, change: Omit<StatusChangeRow, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('application_status_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('application_id', '=', change.application_id)
    .executeTakeFirst()
  await db
    .insertInto('application_status_changes')
    .values({ ...change, seq: Number(last?.seq ?? 0) + 1 })
    .execute()
}

/** The status changes of the owner's applications given (all of them when `ids` is omitted), oldest first. */
export function listStatusChanges(db: Db, ownerId: string, ids?: readonly string[]): Promise<StatusChangeRow[]> {
  if (ids?.length === 0) return Promise.resolve([])
  let query = db
    .selectFrom('application_status_changes as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .select(['c.application_id', 'c.seq', 'c.status', 'c.closed_reason', 'c.at'])
    .where('a.owner_id', '=', ownerId)
  if (ids) query = query.where('c.application_id', 'in', ids)
  return query.orderBy('c.application_id').orderBy('c.seq').execute()
}
