import fp from 'fastify-plugin'
import { beat, deleteInstance } from '../db/repositories/instances.repository.ts'
import type { InstancesTable } from '../db/tables/instances.ts'
import { INSTANCE_ID, PROCESS_SPACE } from '../lib/instance-id.ts'
import { sweepDeadInstances } from '../queue/sweep.ts'

/** Finished queued runs and their event logs (and uncollected upload files) are kept this long. */
const FINISHED_RUNS_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * This process as an instance over the database: its row, with a heartbeat every sixth of
 * `timeoutSeconds`, and at each beat (and before the server takes requests) a sweep that hands
 * back the plan allowance of generations an instance that died had charged and never finished,
 * and fails its queued runs with an error event (queue/sweep.ts). So a crash never eats a user's
 * allowance, on one machine or across hosts and containers.
 */
export default fp<{ role: InstancesTable['role']; timeoutSeconds: number }>(
  async (app, { role, timeoutSeconds }) => {
    const startedAt = new Date().toISOString()
    const heartbeat = () =>
      beat(app.db, { id: INSTANCE_ID, role, host: PROCESS_SPACE, pid: process.pid, started_at: startedAt, heartbeat_at: new Date().toISOString() })
    const sweep = async () => {
      // Decorated by the queue plugin, registered after this one (see app.ts).
      const queue = app.workQueue?.queue
      const result = await sweepDeadInstances(app.db, timeoutSeconds * 1000, {
        forget: async (jobs) => queue?.forget(jobs),
        unlock: async (workerIds) => queue?.unlock(workerIds),
      })
      if (result.released > 0 || result.failedRuns > 0 || result.retriedFiles > 0) {
        app.log.warn(result, 'a stopped process left work unfinished: its charges handed back, its generations failed, its upload files retried')
      }
      const before = new Date(Date.now() - FINISHED_RUNS_KEPT_MS).toISOString()
      await app.db.deleteFrom('generation_runs').where('finished_at', '<', before).execute()
      // Upload files whose request never collected them (its server died while waiting).
      await app.db.deleteFrom('queued_files').where('created_at', '<', before).execute()
    }

    // Registered now, before the queue plugin starts this process's workers: a job taken before
    // the row exists would look held by no instance to another's sweep, and be failed.
    await heartbeat()
    app.log.info({ instance: INSTANCE_ID, role }, 'instance registered')
    let timer: NodeJS.Timeout | undefined
    let beating: Promise<void> = Promise.resolve()
    app.addHook('onReady', async () => {
      await heartbeat()
      await sweep()
      timer = setInterval(
        () => {
          beating = heartbeat()
            .then(sweep)
            .catch((err: unknown) => app.log.warn({ err }, 'instance heartbeat or sweep failed'))
        },
        Math.max(100, (timeoutSeconds * 1000) / 6),
      )
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await beating
      await deleteInstance(app.db, INSTANCE_ID).catch((err: unknown) => app.log.warn({ err }, 'removing this instance failed'))
    })
  },
  { name: 'charge-reconcile', dependencies: ['database'] },
)
