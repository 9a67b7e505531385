import type { Kysely } from 'kysely'
import { bytesColumnType } from '../dialect.ts'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A file of a pool upload handed to the work queue (PostgreSQL): its bytes, for the worker that
 * ingests it, then its outcome, for the request that waits for it. Removed once the request has
 * its answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('queued_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('bytes', bytesColumnType(db), (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('worker_instance', 'text')
    .addColumn('queue_worker_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('queued_files_upload').on('queued_files').column('upload_id').execute()
  await db.schema.createIndex('queued_files_worker').on('queued_files').column('worker_instance').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('queued_files').ifExists().execute()
}
