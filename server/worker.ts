import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { type Config, ConfigError } from './config.ts'
import { closeOnSignals } from './lib/close-on-signals.ts'
import { INSTANCE_ID } from './lib/instance-id.ts'

/**
 * A worker process: the app without HTTP, taking queued jobs (generations, resume ingests) from
 * the PostgreSQL work queue, `config.workers` at once. SIGTERM/SIGINT let the running jobs finish.
 */
export async function runWorker(config: Config): Promise<FastifyInstance> {
  if (!config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL',
      't10 worker takes jobs from the PostgreSQL work queue: set DATABASE_URL (with SQLite, work runs in the server)',
    )
  }
  if (config.workers < 1) throw new ConfigError('WORKERS', 't10 worker needs at least one worker slot')
  const app = await buildApp(config, { webApp: false, role: 'worker' })
  await app.ready()
  closeOnSignals(app, 'worker shutting down: running jobs finish first')
  app.log.info({ instance: INSTANCE_ID, workers: config.workers }, 'worker ready')
  return app
}
