import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { AFTER_START_DELAY_MS } from './lib/after-start.ts'
import { closeOnSignals } from './lib/close-on-signals.ts'

/**
 * Builds the app, listens, and closes it gracefully on SIGTERM/SIGINT: the server stops taking
 * connections, in-flight requests finish, then the database closes.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config)
  closeOnSignals(app, 'shutting down')
  await app.listen({ port: config.port, host: config.host })
  // The reading threads start once the server answers, so the first upload does not wait for one.
  setTimeout(() => app.untrusted.warm(), AFTER_START_DELAY_MS).unref()
  return app
}
