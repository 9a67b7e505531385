import type { FastifyInstance } from 'fastify'

/**
 * How long after the app is ready its start-up chores wait: long enough for a server to be
 * listening and answering its first requests (a health check) before child processes and
 * database sweeps compete with them for the CPU.
 */
export const AFTER_START_DELAY_MS = 1000

/**
 * Runs `start` once, AFTER_START_DELAY_MS after `app` is ready, unless the app closes first.
 * For work no request waits for (a warm-up, a sweep): a server, a worker or the CLI's embedded
 * server all get it, and a start is not slowed by it.
 */
export function afterStart(app: FastifyInstance, start: () => void): void {
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setTimeout(start, AFTER_START_DELAY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearTimeout(timer))
}
