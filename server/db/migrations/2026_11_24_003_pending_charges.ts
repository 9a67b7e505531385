import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A plan's generation is counted when it starts and handed back if it fails; a server killed
 * mid-generation did neither. `pending_pid` marks a charge whose work is still running, with the
 * process running it, so a server starting over the data can hand back what a dead one left.
 * Null: the work finished (or the row is older than this column: settled).
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usage_events').addColumn('pending_pid', 'integer').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usage_events').dropColumn('pending_pid').execute()
}
