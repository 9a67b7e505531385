import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A job seeker's applications (issue 26): the posting they follow, where it stands, its notes and
 * next step, and each change of its status, dated. Documents gain the application they were filed
 * under (null: none); removing an application removes its documents with it. Forward-only: the
 * history is what people wrote down.
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applications')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('posting_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_reason', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('next_step', 'text', (c) => c.notNull())
    .addColumn('next_step_date', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('applications_owner_updated').ifNotExists().on('applications').columns(['owner_id', 'updated_at']).execute()

  // `seq` numbers an application's changes: two within one millisecond still read in order.
  await db.schema
    .createTable('application_status_changes')
    .ifNotExists()
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_reason', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_status_changes_pk', ['application_id', 'seq'])
    .execute()

  // SQLite cannot roll DDL back: the column is added only while missing, so a run cut short
  // part-way finishes on the next start instead of failing on a column it had added.
  const present = isPostgres(db) ? new Set<string>() : await sqliteColumns(db, 'documents')
  if (!present.has('application_id')) {
    await db.schema
      .alterTable('documents')
      .addColumn('application_id', 'text', (c) => c.references('applications.id').onDelete('cascade'))
      .execute()
  }
  await db.schema.createIndex('documents_application').ifNotExists().on('documents').column('application_id').execute()
}

async function sqliteColumns(db: Kysely<any>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  return new Set(rows.map((row) => row.name))
}
