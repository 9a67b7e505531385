import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per counted use (a trial generation, a plan's generation), for limits over time windows.
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_key', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('usage_events_user').on('usage_events').columns(['user_id', 'kind', 'created_at']).execute()
  await db.schema.createIndex('usage_events_client').on('usage_events').columns(['client_key', 'kind', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_events').ifExists().execute()
}
