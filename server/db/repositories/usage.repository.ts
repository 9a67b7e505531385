import type { Db } from '../database.ts'
import type { NewUsageEvent, UsageKind } from '../tables/usage-events.ts'

export async function insertUsage(db: Db, event: NewUsageEvent): Promise<void> {
  await db.insertInto('usage_events').values(event).execute()
}

/** Uses of a kind since a moment, by this user or from this client address. */
export async function countUsage(
  db: Db,
  who: { userId: string | null; clientKey: string | null },
  kind: UsageKind,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('usage_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .where((eb) =>
      eb.or([
        ...(who.userId ? [eb('user_id', '=', who.userId)] : []),
        ...(who.clientKey ? [eb('client_key', '=', who.clientKey)] : []),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function deleteUsage(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db.deleteFrom('usage_events').where('id', 'in', [...ids]).execute()
}

export async function deleteUsageBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('usage_events').where('created_at', '<', before).execute()
}
