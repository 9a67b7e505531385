import { type Kysely, sql } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * The recruiter's shortlist: each candidate a match of a job showed, with the stage, rating and
 * notes the recruiter gave it for that job. Forward-only: the reviews are the recruiter's work.
 * The stage is not checked here (the API's schema does): a stage added later needs no rebuild of
 * the table, which SQLite would need to change a check.
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_candidates')
    .ifNotExists()
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_id', 'text', (c) => c.notNull().references('recruiting_jobs.id').onDelete('cascade'))
    .addColumn('resume_id', 'text', (c) => c.notNull().references('recruiting_candidates.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('rating', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'text')
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('match_percentage', 'integer')
    .addPrimaryKeyConstraint('job_candidates_pk', ['job_id', 'resume_id'])
    .addCheckConstraint('job_candidates_rating', sql`rating is null or (rating >= 1 and rating <= 5)`)
    .execute()
  // The jobs list counts each job's candidates by owner; a resume removed from the pool takes its
  // reviews along (PostgreSQL indexes no foreign key by itself, and would read the whole table).
  await db.schema.createIndex('job_candidates_owner_job').ifNotExists().on('job_candidates').columns(['owner_id', 'job_id']).execute()
  await db.schema.createIndex('job_candidates_resume').ifNotExists().on('job_candidates').column('resume_id').execute()
}
