import type { Db } from '../database.ts'
import type { InstancesTable } from '../tables/instances.ts'

/** Says an instance is alive now: inserts its row, or moves its heartbeat. */
export async function beat(db: Db, instance: InstancesTable): Promise<void> {
  await db
    .insertInto('instances')
    .values(instance)
    .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: instance.heartbeat_at }))
    .execute()
}

export function listInstances(db: Db): Promise<InstancesTable[]> {
  return db.selectFrom('instances').selectAll().execute()
}

export async function deleteInstance(db: Db, id: string): Promise<void> {
  await db.deleteFrom('instances').where('id', '=', id).execute()
}

/**
 * Instances named as holders (of a pending charge or a queued run) that have no row: they ended
 * without settling, or hold from before instances existed ('pid:<n>').
 */
export async function holdersWithoutInstance(db: Db): Promise<string[]> {
  const charges = await db
    .selectFrom('usage_events')
    .select('pending_instance as id')
    .distinct()
    .where('pending_instance', 'is not', null)
    .where('pending_instance', 'not in', db.selectFrom('instances').select('id'))
    .execute()
  const runs = await db
    .selectFrom('generation_runs')
    .select('holder_instance as id')
    .distinct()
    .where('holder_instance', 'is not', null)
    .where('state', 'in', ['queued', 'running'])
    .where('holder_instance', 'not in', db.selectFrom('instances').select('id'))
    .execute()
  return [...new Set([...charges, ...runs].map((r) => r.id).filter((id): id is string => id !== null))]
}
