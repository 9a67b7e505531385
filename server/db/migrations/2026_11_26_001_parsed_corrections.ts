import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A person's corrections of what T10 read from a resume, kept beside the reading (which stays as
 * it was): `corrected_json` is the corrected ParsedResume, null until someone corrects it, and
 * `corrected_at` when they last did. Both the job seeker's resumes and a recruiter's pool
 * candidates have them. Forward-only: a correction is data a person typed, and a way down would
 * drop it.
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL runs a migration in one transaction, so its columns are all added or none. SQLite
  // cannot roll DDL back: only the columns still missing are added, and a run cut short part-way
  // finishes on the next start instead of failing on a column it had added.
  const postgres = isPostgres(db)
  for (const table of ['resumes', 'candidates']) {
    const present = postgres ? new Set<string>() : await sqliteColumns(db, table)
    for (const column of ['corrected_json', 'corrected_at']) {
      if (!present.has(column)) await db.schema.alterTable(table).addColumn(column, 'text').execute()
    }
  }
}

async function sqliteColumns(db: Kysely<any>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  return new Set(rows.map((row) => row.name))
}
