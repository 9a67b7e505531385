import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * The version of each recruiter's candidate pool, replaced in the same transaction as every
 * upload to and delete from it, so that every process over the database (several app servers,
 * workers, CLI runs) learns of a change with one primary-key read. The version was derived from
 * the rows before (count, newest upload time, highest id), which a server whose clock runs
 * behind could leave unchanged by one delete and one upload, and which read every row of a pool
 * for its highest id. Owners with stored resumes get a first version here; an owner without a
 * row has never stored one, or has lost them all with their account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('candidate_pool_versions')
    .addColumn('owner_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .execute()

  const owners = (await db.selectFrom('candidates').select('owner_id').distinct().execute()) as Array<{ owner_id: string }>
  // Two parameters a row: far below the parameter limits of SQLite and PostgreSQL.
  const BATCH = 500
  for (let start = 0; start < owners.length; start += BATCH) {
    const rows = owners.slice(start, start + BATCH).map(({ owner_id }) => ({ owner_id, version: randomUUID() }))
    await db.insertInto('candidate_pool_versions').values(rows).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candidate_pool_versions').ifExists().execute()
}
