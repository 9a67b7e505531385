import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A recruiter's job is private until the recruiter publishes it to job search: `published_at`
 * is when it was published, null while private. Jobs created before this are left private,
 * since their owners never chose to show them to job seekers.
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('published_at', 'text').execute()
  await db.schema.createIndex('jobs_published').on('jobs').columns(['published_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_published').ifExists().execute()
  await db.schema.alterTable('jobs').dropColumn('published_at').execute()
}
