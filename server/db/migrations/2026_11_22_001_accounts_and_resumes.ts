import type { Kysely } from 'kysely'
import { bytesColumnType } from '../dialect.ts'

// Frozen: never edit a migration that has shipped; add a new file instead. (The bytes column's
// type was made dialect-aware for PostgreSQL; SQLite still gets exactly the `blob` it always had.)

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('education', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('files')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('bytes', bytesColumnType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_sha256', 'text', (c) => c.notNull().references('files.sha256'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('resume_text', 'text', (c) => c.notNull())
    .addColumn('raw_resume_text', 'text', (c) => c.notNull())
    .addColumn('parsed_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute()

  await db.schema.createIndex('resumes_owner_created').on('resumes').columns(['owner_id', 'created_at']).execute()
  await db.schema.createIndex('resumes_file').on('resumes').column('file_sha256').execute()
  await db.schema.createIndex('resumes_expires').on('resumes').column('expires_at').execute()
  await db.schema.createIndex('users_expires').on('users').column('expires_at').execute()
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['resumes', 'files', 'profiles', 'password_resets', 'users']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
