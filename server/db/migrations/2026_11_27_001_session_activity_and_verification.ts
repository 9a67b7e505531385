import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * - session_activity: when each session token was last used, so an idle session is refused on
 *   every server over the database (a token alone can't say it has been idle);
 * - users.email_verified: 0 for an account whose address has not been confirmed by mail yet (only
 *   when SMTP is configured); accounts made before this migration count as confirmed;
 * - email_verifications: the single-use tokens of the confirmation links, hashed like reset tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_activity')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('session_activity_last_seen').on('session_activity').column('last_seen_at').execute()

  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('email_verifications_user').on('email_verifications').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verifications').ifExists().execute()
  await db.schema.alterTable('users').dropColumn('email_verified').execute()
  await db.schema.dropTable('session_activity').ifExists().execute()
}
