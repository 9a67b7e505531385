import { type Kysely, sql } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * Several processes over one database (app servers, workers, CLI runs):
 * - instances: each running process, with the moment it last said it is alive (its heartbeat),
 *   so any live one can tell that another died and hand back what it held;
 * - usage_events.pending_instance: the process holding a charged generation while it runs,
 *   replacing pending_pid, which means nothing on another host or in another container (charges
 *   a process id still held become orphans, handed back by the first sweep);
 * - generation_runs and generation_events: a generation queued for a worker, and what it
 *   reported, in order, so the stream on any server can replay it from the start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('usage_events').addColumn('pending_instance', 'text').execute()
  await db
    .updateTable('usage_events')
    .set({ pending_instance: sql`'pid:' || pending_pid` })
    .where('pending_pid', 'is not', null)
    .execute()
  await db.schema.createIndex('usage_events_pending_instance').on('usage_events').column('pending_instance').execute()

  await db.schema
    .createTable('generation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('charge_ids', 'text', (c) => c.notNull())
    .addColumn('holder_instance', 'text')
    .addColumn('worker_instance', 'text')
    .addColumn('queue_job_id', 'text')
    .addColumn('queue_worker_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('generation_runs_holder').on('generation_runs').column('holder_instance').execute()
  await db.schema.createIndex('generation_runs_created').on('generation_runs').column('created_at').execute()

  await db.schema
    .createTable('generation_events')
    .addColumn('run_id', 'text', (c) => c.notNull().references('generation_runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('generation_events_pk', ['run_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('generation_events').ifExists().execute()
  await db.schema.dropTable('generation_runs').ifExists().execute()
  await db.schema.dropIndex('usage_events_pending_instance').ifExists().execute()
  await db.schema.alterTable('usage_events').dropColumn('pending_instance').execute()
  await db.schema.dropTable('instances').ifExists().execute()
}
