import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * The recruiter's side gets one name, `recruiting`, in its tables too: `jobs` was easily taken for
 * job search's `job_listings` or for the work queue's jobs, and `candidates` and
 * `candidate_pool_versions` named the same pool two ways. A rename keeps every row, column, key
 * and foreign key (no other table points at these; SQLite since 3.26 and PostgreSQL rewrite any
 * that did). Index names are global to the database, so each index is made again under the new
 * table's name (SQLite cannot rename an index), leaving the old names free.
 */
const TABLES = [
  ['jobs', 'recruiting_jobs'],
  ['candidates', 'recruiting_candidates'],
  ['candidate_pool_versions', 'recruiting_pool_versions'],
] as const

/** Each index as the earlier migrations made it, and its name after this one. */
const INDEXES = [
  { from: 'candidates_owner_created', to: 'recruiting_candidates_owner_created', table: 'candidates', columns: ['owner_id', 'created_at'] },
  { from: 'candidates_file', to: 'recruiting_candidates_file', table: 'candidates', columns: ['file_sha256'] },
  { from: 'jobs_owner_created', to: 'recruiting_jobs_owner_created', table: 'jobs', columns: ['owner_id', 'created_at'] },
  { from: 'jobs_published', to: 'recruiting_jobs_published', table: 'jobs', columns: ['published_at'] },
] as const

const renamed = (table: string) => TABLES.find(([from]) => from === table)![1]

export async function up(db: Kysely<any>): Promise<void> {
  for (const { from } of INDEXES) await db.schema.dropIndex(from).execute()
  for (const [from, to] of TABLES) await db.schema.alterTable(from).renameTo(to).execute()
  for (const { to, table, columns } of INDEXES)
    await db.schema
      .createIndex(to)
      .on(renamed(table))
      .columns([...columns])
      .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { to } of INDEXES) await db.schema.dropIndex(to).execute()
  for (const [from, to] of TABLES) await db.schema.alterTable(to).renameTo(from).execute()
  for (const { from, table, columns } of INDEXES)
    await db.schema
      .createIndex(from)
      .on(table)
      .columns([...columns])
      .execute()
}
