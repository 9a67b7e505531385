import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * AI grades of candidates, cached by what they were made from, and the tokens each account's
 * matches asked of models by month (its budget). Forward-only: the grades were paid for.
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_grades')
    .ifNotExists()
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cache_key', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('rubric_version', 'text', (c) => c.notNull())
    .addColumn('grade_json', 'text', (c) => c.notNull())
    .addColumn('input_tokens', 'integer', (c) => c.notNull())
    .addColumn('output_tokens', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_grades_pk', ['owner_id', 'cache_key'])
    .execute()
  await db.schema
    .createTable('ai_token_usage')
    .ifNotExists()
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_token_usage_pk', ['owner_id', 'month'])
    .execute()
}
