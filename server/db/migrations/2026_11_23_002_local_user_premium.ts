import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * Plan limits came after the CLI's local operator account: one created before them is still on
 * the free plan, and `t10 generate` would stop after a month's free allowance. The operator of a
 * data directory is not a customer; new local accounts are created on premium (ensureLocalUser).
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('users').set({ plan: 'premium' }).where('email', '=', 'local@t10.localhost').execute()
}

export async function down(): Promise<void> {
  // Nothing to undo safely: the earlier plan of the account is not known.
}
