import type { FastifyInstance } from 'fastify'

/**
 * SIGTERM or SIGINT closes the app once (its onClose hooks let running work finish and close the
 * database), then ends the process: 0 after a clean close, 1 if closing failed.
 */
export function closeOnSignals(app: FastifyInstance, announcement: string): void {
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, announcement)
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
}
