import type { FastifyBaseLogger } from 'fastify'
import type { Runner, TaskList, TaskSpec, WorkerUtils } from 'graphile-worker'
import type { RunNotifications } from './notifications.ts'
import type { LostJob } from './sweep.ts'

/** The queue and the notifications its callers follow their jobs by (PostgreSQL only). */
export interface QueueConnection {
  queue: WorkQueue
  notifications: RunNotifications
}

/**
 * The work queue: graphile-worker 0.18.0 over the app's PostgreSQL database. Chosen over pg-boss
 * because its workers learn of a new job by LISTEN/NOTIFY, not by polling, so a queued generation
 * starts within milliseconds rather than up to a polling interval later (pg-boss polls, at most
 * every 0.5 s), and because it can unlock the jobs of a named dead worker at once
 * (forceUnlockWorkers) where its own recovery waits hours.
 */
export interface WorkQueue {
  /** Adds a job; resolves its id. */
  add(task: string, payload: unknown, spec?: TaskSpec): Promise<string>
  /** Clears the jobs of workers that died: unlocked, then removed (their runs were failed). */
  forget(jobs: LostJob[]): Promise<void>
  /** Unlocks the jobs of worker slots that died, so another worker retries them. */
  unlock(workerIds: string[]): Promise<void>
  /** Whether this process takes jobs. */
  readonly working: boolean
  /** Stops taking jobs, lets the running ones finish, and closes the queue's connections. */
  close(): Promise<void>
}

export interface WorkQueueOptions {
  connectionString: string
  /** The PostgreSQL schema of the queue's own tables. */
  schema: string
  /** Jobs this process runs at once; 0: it only adds jobs. */
  workers: number
  tasks: TaskList
  log: FastifyBaseLogger
}

export async function openWorkQueue(options: WorkQueueOptions): Promise<WorkQueue> {
  const { Logger, makeWorkerUtils, run } = await import('graphile-worker')
  const logger = new Logger(() => (level, message, meta) => {
    const log = options.log
    if (level === 'error') log.error(meta ?? {}, `queue: ${message}`)
    else if (level === 'warning') log.warn(meta ?? {}, `queue: ${message}`)
    else log.debug(meta ?? {}, `queue: ${message}`)
  })
  const shared = { connectionString: options.connectionString, schema: options.schema, logger, maxPoolSize: Math.max(2, options.workers + 1) }
  const utils: WorkerUtils = await makeWorkerUtils(shared)
  let runner: Runner | null = null
  let closing: Promise<void> | null = null
  const startRunner = async (): Promise<Runner> => {
    const started = await run({ ...shared, concurrency: options.workers, taskList: options.tasks, noHandleSignals: true })
    restartAfterForeignMigration(started)
    return started
  }
  /*
   * graphile-worker's notices are database-wide: its workers LISTEN on "worker:migrate", and any
   * queue schema's breaking migration (a new install's first one included) makes every worker in
   * the database stop, whatever its schema, and set process.exitCode to 57. So another T10 install
   * in the same database (README, "Running on several servers") starting for the first time
   * stopped this one's workers: its queued generations then waited for ever. When a notice stops
   * the runner, it is started again: starting migrates this queue's own schema first, and refuses
   * if that schema has a breaking migration newer than this version supports, which is the one
   * case where stopping is right.
   */
  const restartAfterForeignMigration = (started: Runner) => {
    let noticed = false
    started.events.on('pool:listen:notification', ({ message }) => {
      if (message.channel === 'worker:migrate' && /"breaking"\s*:\s*true/.test(message.payload ?? '')) noticed = true
    })
    void started.promise
      .catch(() => undefined)
      .then(async () => {
        if (!noticed || closing) return
        try {
          const restarted = await startRunner()
          // Closed meanwhile: the close stopped the old runner, this one is stopped here.
          if (closing) return await stopRunner(restarted)
          runner = restarted
          if (process.exitCode === 57) process.exitCode = undefined
          options.log.warn("queue: another queue schema's migration stopped this process's workers; they were started again")
        } catch (err) {
          options.log.error({ err }, 'queue: the workers stopped on a breaking migration of this queue and cannot start again')
        }
      })
  }
  try {
    // Several processes starting at once are safe: the queue migrates under a lock of its own.
    await utils.migrate()
    if (options.workers > 0) runner = await startRunner()
  } catch (error) {
    await utils.release()
    throw error
  }
  return {
    working: runner !== null,
    async add(task, payload, spec) {
      const job = await utils.addJob(task, payload as never, spec)
      return job.id
    },
    async forget(jobs) {
      const workerIds = [...new Set(jobs.map((j) => j.workerId).filter((id): id is string => id !== null))]
      if (workerIds.length > 0) await utils.forceUnlockWorkers(workerIds)
      await utils.completeJobs(jobs.map((j) => j.jobId))
    },
    async unlock(workerIds) {
      if (workerIds.length > 0) await utils.forceUnlockWorkers(workerIds)
    },
    close() {
      closing ??= stopRunner(runner).finally(() => utils.release())
      return closing
    },
  }
}

/**
 * The runner stops itself when its worker pool fails (a lost database, a dropped schema); stopping
 * it again then rejects with "already stopped", which at shutdown is not an error.
 */
async function stopRunner(runner: Runner | null): Promise<void> {
  try {
    await runner?.stop()
  } catch (error) {
    if (!(error instanceof Error && /already stopped/.test(error.message))) throw error
  }
}
