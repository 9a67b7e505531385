import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GenerationEvent } from '../../shared/events.ts'
import type { Db } from '../../server/db/database.ts'
import type { QueuedGenerationInput } from '../../server/pipeline/enqueue.ts'
import { enqueueGeneration } from '../../server/queue/enqueue-generation.ts'
import { listenForRuns, type RunNotifications } from '../../server/queue/notifications.ts'
import { appendRunEvent, followRun } from '../../server/queue/run-events.ts'
import { openWorkQueue, type WorkQueue } from '../../server/queue/work-queue.ts'
import { chargePlanGeneration } from '../../server/services/usage.service.ts'
import { testPostgresUrl } from '../helpers/postgres-schemas.ts'
import { addUser, type ContractStore, openContractStore } from './contract-store.ts'

/*
 * The work queue (graphile-worker, PostgreSQL only; with SQLite work runs in the server's process
 * and there is no queue): jobs added are run and completed, a closing queue lets a running job
 * finish, another install's first migration in the same database does not stop this one's
 * workers, and a run's events reach its followers in order, from the log and by notification.
 */

interface Logged {
  level: string
  msg: string
}

/** A logger keeping what the queue says (a FastifyBaseLogger's methods, all the queue calls). */
function memoryLog(lines: Logged[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') })
  const log = {
    level: 'debug',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
  }
  return { ...log, child: () => log } as unknown as FastifyBaseLogger
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(50)
  }
}

const onPostgres = testPostgresUrl() !== undefined

const schemaOf = async (db: Db) => (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema

let store: ContractStore
let queueSchema: string
beforeAll(async () => {
  if (!onPostgres) return
  store = await openContractStore()
  queueSchema = `${await schemaOf(store.db)}_queue`
})
afterAll(() => store?.remove())

describe.runIf(onPostgres)('the work queue', () => {
  const ran: Array<{ task: string; payload: unknown }> = []
  const lines: Logged[] = []
  let release: () => void = () => {}
  let slowStarted = false
  let queue: WorkQueue | undefined
  const open = (workers: number, schema = queueSchema, log = lines) =>
    openWorkQueue({
      connectionString: store.target,
      schema,
      workers,
      log: memoryLog(log),
      tasks: {
        record: async (payload) => void ran.push({ task: 'record', payload }),
        slow: async (payload) => {
          slowStarted = true
          await new Promise<void>((resolve) => (release = resolve))
          ran.push({ task: 'slow', payload })
        },
      },
    })

  beforeAll(async () => {
    queue = await open(1)
  })
  afterAll(async () => {
    release()
    await queue?.close()
  })

  const jobsLeft = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.id(queueSchema, '_private_jobs')}`.execute(store.db)).rows[0]!.n)

  it('runs a job added and completes it', async () => {
    const id = await queue!.add('record', { n: 1 })
    expect(id).toMatch(/^\d+$/)
    await until(() => ran.some((r) => (r.payload as { n: number }).n === 1), 'the job run')
    await until(async () => (await jobsLeft()) === 0, 'the job completed')
  })

  it('lets a running job finish when it closes, and a queue that only adds jobs runs none', async () => {
    const addOnly = await open(0)
    expect(addOnly.working).toBe(false)
    await addOnly.add('slow', { n: 2 })
    await addOnly.close()
    // This queue's worker takes it and waits inside it.
    await until(() => slowStarted, 'the job taken')
    const closing = queue!.close()
    let closed = false
    void closing.then(() => (closed = true))
    await sleep(300)
    expect(closed).toBe(false)
    release()
    await closing
    // The job's work was done before the close resolved.
    expect(ran.map((r) => r.payload)).toContainEqual({ n: 2 })
    // Not its completion, though: graphile-worker 0.18 sends it without waiting (completeJobBatchDelay
    // -1), and a closing queue's connections can end first, leaving the row locked. It is never run again.
    queue = await open(1)
    await sleep(500)
    expect(ran.filter((r) => r.task === 'slow')).toHaveLength(1)
  })

  it('keeps its workers running when another install in the same database migrates its queue for the first time', async () => {
    // Another T10 install in this database: its queue in a schema of its own, new.
    const otherQueue = await open(1, `${queueSchema}_other`, [])
    await otherQueue.close()
    // The other queue's breaking migration notice reaches this queue's workers, which start again.
    await until(() => lines.some((l) => l.level === 'warn' && /started again/.test(l.msg)), 'the workers started again')
    await queue!.add('record', { n: 3 })
    await until(() => ran.some((r) => (r.payload as { n: number }).n === 3), 'a job added after it run')
    expect(process.exitCode).not.toBe(57)
  })
})

describe.runIf(onPostgres)('a queued generation’s events', () => {
  let notifications: RunNotifications | undefined
  beforeAll(async () => {
    notifications = await listenForRuns(store.target, () => {})
  })
  afterAll(() => notifications?.close())

  const event = (n: number): GenerationEvent => ({ event: 'progress', data: { id: 'jd_parse', status: 'in_progress', detail: `step ${n}` } }) as never

  it('reach a follower in order, live and from the log, until the result', async () => {
    const owner = await addUser(store.db)
    const runId = 'run-events-1'
    await store.db
      .insertInto('generation_runs')
      .values({
        id: runId,
        owner_id: owner.id,
        state: 'running',
        input: '{}',
        charge_ids: '[]',
        holder_instance: null,
        worker_instance: null,
        queue_job_id: null,
        queue_worker_id: null,
        created_at: new Date().toISOString(),
        started_at: null,
        finished_at: null,
      })
      .execute()
    await appendRunEvent(store.db, runId, 1, event(1))
    const received: GenerationEvent[] = []
    const follower = (async () => {
      for await (const e of followRun(store.db, notifications!, runId, new AbortController().signal)) received.push(e)
    })()
    await until(() => received.length === 1, 'the logged event replayed')
    // Each appended in a transaction of its own: the notification goes when it commits.
    const started = Date.now()
    for (const n of [2, 3]) await store.db.transaction().execute((trx) => appendRunEvent(trx, runId, n, event(n)))
    await until(() => received.length === 3, 'the live events')
    // Well within the follower's 2 s re-read: told by the notification, not found by polling.
    expect(Date.now() - started).toBeLessThan(1900)
    await appendRunEvent(store.db, runId, 4, { event: 'result', data: {} } as never)
    await follower
    expect(received.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'result'])
    expect(received.slice(0, 3).map((e) => (e.data as { detail: string }).detail)).toEqual(['step 1', 'step 2', 'step 3'])
    // A run's event numbers are unique: a second writer of one seq is refused.
    await expect(appendRunEvent(store.db, runId, 4, event(4))).rejects.toThrow(/UNIQUE|duplicate key/i)
  })

  it('of a run no worker took, cancelled by its client, end it there with its charge kept', async () => {
    const addOnly = await openWorkQueue({ connectionString: store.target, schema: queueSchema, workers: 0, tasks: {}, log: memoryLog([]) })
    try {
      const owner = await addUser(store.db)
      const account = { id: owner.id, email: owner.email, name: null, plan: owner.plan, isGuest: false, createdAt: owner.created_at }
      const { charge } = await chargePlanGeneration(store.db, account, { resume: 1, cover_letter: 0 })
      const input = { ownerId: owner.id } as QueuedGenerationInput
      const queued = await enqueueGeneration(store.db, { queue: addOnly, notifications: notifications! }, input, charge, memoryLog([]))
      const run = () =>
        store.db
          .selectFrom('generation_runs')
          .select(['state', 'queue_job_id', 'charge_ids'])
          .where('id', '=', queued.runId)
          .executeTakeFirstOrThrow()
      expect(await run()).toMatchObject({ state: 'queued', queue_job_id: expect.stringMatching(/^\d+$/), charge_ids: JSON.stringify(charge.ids) })
      queued.cancel()
      await until(async () => (await run()).state === 'done', 'the run ended')
      const held = await store.db
        .selectFrom('usage_events')
        .select('pending_instance')
        .where('id', 'in', [...charge.ids])
        .execute()
      expect(held).toEqual([{ pending_instance: null }])
    } finally {
      await addOnly.close()
    }
  })
})
