import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * Two small stores that several server processes over one database can share:
 * - attempt_counters: fixed-window counts (sign-in attempts per account, reset mails per address);
 * - revoked_sessions: session tokens ended by signing out, kept until they would have expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('attempt_counters_window_ends').on('attempt_counters').column('window_ends_at').execute()

  await db.schema
    .createTable('revoked_sessions')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('revoked_sessions_expires').on('revoked_sessions').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').ifExists().execute()
  await db.schema.dropTable('attempt_counters').ifExists().execute()
}
