import type { Db } from '../database.ts'
import type { NewUsageEvent, UsageKind } from '../tables/usage-events.ts'

export async function insertUsage(db: Db, event: NewUsageEvent): Promise<void> {
  await db.insertInto('usage_events').values(event).execute()
}

/** Uses of a kind since a moment, by this user or from this client address. */
export async function countUsage(db: Db, who: { userId: string | null; clientKey: string | null }, kind: UsageKind, since: string): Promise<number> {
  const row = await db
    .selectFrom('usage_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .where((eb) => eb.or([...(who.userId ? [eb('user_id', '=', who.userId)] : []), ...(who.clientKey ? [eb('client_key', '=', who.clientKey)] : [])]))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The first and last use of a kind by this user since a moment; nulls when there is none. */
export async function usageSpan(db: Db, userId: string, kind: UsageKind, since: string): Promise<{ first: string | null; last: string | null }> {
  const row = await db
    .selectFrom('usage_events')
    .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return { first: row.first ?? null, last: row.last ?? null }
}

export async function deleteUsage(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .deleteFrom('usage_events')
    .where('id', 'in', [...ids])
    .execute()
}

/** Marks counted uses as delivered: their work finished, they are no longer pending. */
export async function settleUsage(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .updateTable('usage_events')
    .set({ pending_pid: null, pending_instance: null })
    .where('id', 'in', [...ids])
    .execute()
}

/**
 * Moves pending uses to another holder (a worker taking the work over). Resolves how many were
 * still pending: fewer than asked when some were handed back meanwhile.
 */
export async function holdPendingUsage(db: Db, ids: readonly string[], instanceId: string): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .updateTable('usage_events')
    .set({ pending_instance: instanceId })
    .where('id', 'in', [...ids])
    .where('pending_instance', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Deletes the pending uses an instance holds. */
export async function deletePendingUsage(db: Db, instanceId: string): Promise<number> {
  const result = await db.deleteFrom('usage_events').where('pending_instance', '=', instanceId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function deleteUsageBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('usage_events').where('created_at', '<', before).execute()
}
