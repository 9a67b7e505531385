import { type Kysely, sql } from 'kysely'

// Migrations are frozen, so what they import from here must keep giving the same answers.

/**
 * Whether `db` speaks to PostgreSQL rather than SQLite. Read off kysely's public compiler:
 * PostgreSQL numbers its query parameters ($1), SQLite marks them with `?`.
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return sql`${0}`.compile(db).sql === '$1'
}

/** The column type for stored bytes: SQLite's blob, PostgreSQL's bytea. */
export function bytesColumnType<DB>(db: Kysely<DB>): 'blob' | 'bytea' {
  return isPostgres(db) ? 'bytea' : 'blob'
}
