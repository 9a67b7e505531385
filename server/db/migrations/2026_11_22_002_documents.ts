import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull().unique())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('latex_content', 'text', (c) => c.notNull())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('source_json', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.references('files.sha256'))
    .addColumn('ats_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute()
  await db.schema.createIndex('documents_owner_created').on('documents').columns(['owner_id', 'created_at']).execute()
  await db.schema.createIndex('documents_pdf').on('documents').column('pdf_sha256').execute()
  await db.schema.createIndex('documents_expires').on('documents').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').ifExists().execute()
}
