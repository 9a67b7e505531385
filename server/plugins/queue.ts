import { sql } from 'kysely'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.ts'
import type { QueueConnection } from '../queue/work-queue.ts'
import { ACCOUNT_MAIL_TASK, accountMailTask } from '../queue/account-mail.ts'
import type { EnqueueGeneration } from '../pipeline/enqueue.ts'
import { enqueueInto } from '../queue/enqueue-generation.ts'
import { GENERATION_TASK, generationTask } from '../queue/generation-job.ts'
import { INGEST_TASK, ingestTask } from '../queue/ingest-job.ts'
import { listenForRuns } from '../queue/notifications.ts'
import { openWorkQueue } from '../queue/work-queue.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The work queue generations go through (PostgreSQL); null: they run in this process (SQLite). */
    workQueue: QueueConnection | null
    /** Hands a checked and charged generation to the queue (the pipeline's port); null with SQLite. */
    enqueueGeneration: EnqueueGeneration | null
  }
}

/**
 * With PostgreSQL (DATABASE_URL), the work queue: jobs added here are taken by the workers of any
 * process over the database, `workers` of them in this one (0: none, it only adds jobs), and the
 * notifications the streams of queued runs follow. With SQLite, nothing: work runs in-process.
 */
export default fp<{ databaseUrl: string | null; workers: number; publicUrl: string }>(
  async (app, { databaseUrl, workers, publicUrl }) => {
    if (!databaseUrl) {
      app.decorate('workQueue', null)
      app.decorate('enqueueGeneration', null)
      return
    }
    const notifications = await listenForRuns(databaseUrl, (err) => app.log.warn({ err }, 'the queue notification connection failed; reconnecting'))
    const tasks = {
      [GENERATION_TASK]: generationTask({
        db: app.db,
        latex: app.latex,
        pdfText: app.pdfText,
        providers: app.providers,
        notifications,
        log: app.log,
        untrusted: app.untrusted,
        turns: app.generationTurns,
      }),
      [INGEST_TASK]: ingestTask({ db: app.db, scratchDir: app.scratchDir, log: app.log, work: app.untrusted }),
      [ACCOUNT_MAIL_TASK]: accountMailTask({ db: app.db, mailer: app.mailer, publicUrl, log: app.log }),
    }
    const queue = await openWorkQueue({ connectionString: databaseUrl, schema: await queueSchemaOf(app.db), workers, tasks, log: app.log }).catch(
      async (error: unknown) => {
        await notifications.close()
        throw error
      },
    )
    app.decorate('workQueue', { queue, notifications })
    app.decorate('enqueueGeneration', enqueueInto(app.db, { queue, notifications }))
    app.addHook('onClose', async () => {
      try {
        await queue.close()
      } finally {
        await notifications.close()
      }
    })
  },
  { name: 'queue', dependencies: ['database', 'latex', 'pdf-text', 'generation-turns', 'providers', 'housekeeping', 'mailer'] },
)

/**
 * The queue's tables live in a schema of their own beside the app's: `graphile_worker` for an app
 * in `public`, else `<app schema>_queue`, so two T10s in two schemas of one database never take
 * each other's jobs.
 */
async function queueSchemaOf(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema ?? 'public'
  return schema === 'public' ? 'graphile_worker' : `${schema}_queue`
}
