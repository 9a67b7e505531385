import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { closeOnSignals } from './lib/close-on-signals.ts'

/**
 * Builds the app, listens, and closes it gracefully on SIGTERM/SIGINT: the server stops taking
 * connections, in-flight requests finish, then the database closes.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config)
  closeOnSignals(app, 'shutting down')
  await app.listen({ port: config.port, host: config.host })
  return app
}
