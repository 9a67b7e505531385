import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'

/**
 * Builds the app, listens, and closes it gracefully on SIGTERM/SIGINT: the server stops taking
 * connections, in-flight requests finish, then the database closes.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config)
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  await app.listen({ port: config.port, host: config.host })
  return app
}
