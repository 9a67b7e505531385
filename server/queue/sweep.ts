import type { Db } from '../db/database.ts'
import { deleteInstance, holdersWithoutInstance, listInstances } from '../db/repositories/instances.repository.ts'
import type { InstancesTable } from '../db/tables/instances.ts'
import { INSTANCE_ID, PROCESS_SPACE, processIsRunning } from '../lib/instance-id.ts'
import { releaseChargesHeldBy } from '../services/usage.service.ts'
import { appendRunEvent, nextRunSeq } from './run-events.ts'

export const WORKER_LOST_MESSAGE = 'The server running your generation stopped before it finished. Your allowance was handed back: please try again.'

/** A queued job to clear: its worker died while it ran. */
export interface LostJob {
  jobId: string
  workerId: string | null
}

export interface SweepResult {
  /** Plan uses handed back. */
  released: number
  /** Queued generations failed because the instance answerable for them died. */
  failedRuns: number
  /** Upload files it was ingesting, handed to another worker. */
  retriedFiles: number
}

export interface LostJobHandlers {
  /** Clears the jobs of failed runs. */
  forget(jobs: LostJob[]): Promise<void>
  /** Unlocks the jobs of dead worker slots, for another worker to retry. */
  unlock(workerIds: string[]): Promise<void>
}

/**
 * Finds the instances that died (no heartbeat for `timeoutMs`, or on this very machine a process
 * that no longer runs) and the holders that have no instance at all, and for each: hands back the
 * plan charges it held, fails the queued generations it was answerable for with an error event
 * (their documents are written in one transaction at the end, so none is half-written), clears
 * their jobs, and unlocks the jobs of the upload files it was ingesting, for another worker. Any
 * live instance may run it; two at once release each instance once (its row is deleted in the same
 * transaction).
 */
export async function sweepDeadInstances(db: Db, timeoutMs: number, jobs: LostJobHandlers): Promise<SweepResult> {
  const now = Date.now()
  const dead = (await listInstances(db)).filter((i) => i.id !== INSTANCE_ID && isDead(i, now, timeoutMs))
  const orphans = (await holdersWithoutInstance(db)).filter((id) => id !== INSTANCE_ID)
  const total: SweepResult = { released: 0, failedRuns: 0, retriedFiles: 0 }
  const lost: LostJob[] = []
  for (const target of [...dead, ...orphans.map((id) => ({ id, heartbeat_at: null }))]) {
    const swept = await releaseInstance(db, target.id, target.heartbeat_at)
    if (!swept) continue
    if (swept.fileWorkers.length > 0) await jobs.unlock(swept.fileWorkers)
    total.retriedFiles += swept.fileCount
    total.released += swept.released
    total.failedRuns += swept.runs.length
    for (const run of swept.runs) if (run.queue_job_id) lost.push({ jobId: run.queue_job_id, workerId: run.queue_worker_id })
  }
  if (lost.length > 0) await jobs.forget(lost)
  return total
}

function isDead(instance: InstancesTable, now: number, timeoutMs: number): boolean {
  if (now - Date.parse(instance.heartbeat_at) > timeoutMs) return true
  // On this machine a process id can be checked at once: a restarted server need not wait out the
  // heartbeat of the one it replaces (a restarted container's server has the same pid as before).
  return instance.host === PROCESS_SPACE && (instance.pid === process.pid || !processIsRunning(instance.pid))
}

async function releaseInstance(db: Db, id: string, heartbeatAt: string | null) {
  return db.transaction().execute(async (trx) => {
    if (heartbeatAt !== null) {
      // Unchanged since we judged it dead, or another sweeper got there first: then leave it.
      const gone = await trx.deleteFrom('instances').where('id', '=', id).where('heartbeat_at', '=', heartbeatAt).executeTakeFirst()
      if (Number(gone.numDeletedRows) === 0) return null
    } else {
      await deleteInstance(trx, id)
    }
    const runs = await trx
      .updateTable('generation_runs')
      .set({ state: 'failed', holder_instance: null, finished_at: new Date().toISOString() })
      .where('holder_instance', '=', id)
      .where('state', 'in', ['queued', 'running'])
      .returning(['id', 'queue_job_id', 'queue_worker_id'])
      .execute()
    for (const run of runs) {
      await appendRunEvent(trx, run.id, await nextRunSeq(trx, run.id), {
        event: 'error',
        data: { error_type: 'worker_lost', message: WORKER_LOST_MESSAGE },
      })
    }
    // Charges after runs: a worker ending its run locks the run, then its charges, in that order too.
    const released = await releaseChargesHeldBy(trx, id)
    // Files of pool uploads it was ingesting: their jobs are retried elsewhere.
    const files = await trx
      .updateTable('queued_files')
      .set({ worker_instance: null })
      .where('worker_instance', '=', id)
      .where('result', 'is', null)
      .returning('queue_worker_id')
      .execute()
    const fileWorkers = [...new Set(files.flatMap((f) => (f.queue_worker_id ? [f.queue_worker_id] : [])))]
    return { released, runs, fileWorkers, fileCount: files.length }
  })
}
