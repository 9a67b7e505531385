import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * Who a document is for and by, so its downloads are named for a person ("Jane Doe – Staff
 * Accountant – Acme.pdf") and the profile's list shows the job and company of each document
 * without reading the stored posting again. `job_title` and `company` hold '' when the posting
 * names none, and null on documents written before this migration: those are read from the
 * stored posting the first time the list is asked for (documents.service.ts).
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite cannot roll DDL back: only the columns still missing are added, so a run cut short
  // part-way finishes on the next start instead of failing on a column it had added.
  const present = isPostgres(db) ? new Set<string>() : await sqliteColumns(db, 'documents')
  for (const column of ['job_title', 'company', 'applicant_name']) {
    if (!present.has(column)) await db.schema.alterTable('documents').addColumn(column, 'text').execute()
  }
}

async function sqliteColumns(db: Kysely<any>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  return new Set(rows.map((row) => row.name))
}
