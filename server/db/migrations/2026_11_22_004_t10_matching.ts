import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Candidate resumes of a recruiter's pool: text and the matching features computed at ingest.
  await db.schema
    .createTable('candidates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_sha256', 'text', (c) => c.notNull().references('files.sha256'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('resume_text', 'text', (c) => c.notNull())
    .addColumn('parsed_json', 'text', (c) => c.notNull())
    .addColumn('features_json', 'text', (c) => c.notNull())
    .addColumn('engine_version', 'integer', (c) => c.notNull())
    .addColumn('hidden_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('candidates_owner_created').on('candidates').columns(['owner_id', 'created_at']).execute()
  await db.schema.createIndex('candidates_file').on('candidates').column('file_sha256').execute()

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features_json', 'text', (c) => c.notNull())
    .addColumn('engine_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('jobs_owner_created').on('jobs').columns(['owner_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute()
  await db.schema.dropTable('candidates').ifExists().execute()
}
