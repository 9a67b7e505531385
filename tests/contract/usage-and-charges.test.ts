import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import { beat, holdersWithoutInstance, listInstances } from '../../server/db/repositories/instances.repository.ts'
import { countUsage, deleteUsageBefore, holdPendingUsage, insertUsage, usageSpan } from '../../server/db/repositories/usage.repository.ts'
import type { UsageKind } from '../../server/db/tables/usage-events.ts'
import type { Account } from '../../server/domain/account.ts'
import { INSTANCE_ID, PROCESS_SPACE } from '../../server/lib/instance-id.ts'
import { type LostJob, sweepDeadInstances, WORKER_LOST_MESSAGE } from '../../server/queue/sweep.ts'
import { chargePlanGeneration, chargeTrialGeneration, planPeriod, planUsage } from '../../server/services/usage.service.ts'
import { addUser, type ContractStore, isoAgo, openContractStore } from './contract-store.ts'

/*
 * Charging generations: counted in a transaction that first locks the account's row (plans) or the
 * trial's keys (db/locks.ts), so requests racing for the last generation leave exactly one winner,
 * whichever database and however many connections.
 */

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

const accountOf = (user: { id: string; email: string | null; plan: Account['plan']; created_at: string }, isGuest = false): Account => ({
  id: user.id,
  email: user.email,
  name: null,
  plan: user.plan,
  isGuest,
  createdAt: user.created_at,
})

const use = (userId: string | null, kind: UsageKind, created_at: string, extra: { client_key?: string; pending_instance?: string } = {}) =>
  insertUsage(db, { id: randomUUID(), user_id: userId, client_key: extra.client_key ?? null, kind, created_at, ...extra })

const settled = <T>(promises: Array<Promise<T>>) => Promise.allSettled(promises)
const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { status?: number; code?: string }).code ?? String(r.reason)] : []))

describe('plan charges', () => {
  it('racing for the last generation of the month: exactly one wins, the others are refused with nothing counted', async () => {
    const user = await addUser(db)
    const account = accountOf(user)
    // The 5 daily generations used an hour ago, and one of the month's two resumes.
    for (let i = 0; i < 5; i++) await use(user.id, 'trial_generation', isoAgo(3_600_000))
    await use(user.id, 'resume_generation', isoAgo(3_600_000))
    // Each charge on a connection of its own where the database has several (PostgreSQL's pool).
    const results = await settled(Array.from({ length: 6 }, () => chargePlanGeneration(db, account, { resume: 1, cover_letter: 0 })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(refusals(results)).toEqual(Array(5).fill('plan_limit_reached'))
    const since = planPeriod(new Date()).start.toISOString()
    expect(await countUsage(db, { userId: user.id, clientKey: null }, 'resume_generation', since)).toBe(2)
  })

  it('racing past the daily generations: one takes the last of the day, the others the month’s, a spent letter skipped', async () => {
    const user = await addUser(db)
    for (let i = 0; i < 4; i++) await use(user.id, 'trial_generation', isoAgo(60_000))
    const charge = () => chargePlanGeneration(db, accountOf(user), { resume: 1, cover_letter: 1 }, ['cover_letter'])
    const results = await Promise.all([charge(), charge(), charge()])
    // The last daily generation, then the month's 2 resumes and 1 cover letter: whatever the order.
    expect(results.map((r) => r.skipped.map((s) => s.document).join(',')).sort()).toEqual(['', '', 'cover_letter'])
    const since = isoAgo(24 * 3_600_000)
    const count = (kind: UsageKind) => countUsage(db, { userId: user.id, clientKey: null }, kind, since)
    expect([await count('trial_generation'), await count('resume_generation'), await count('cover_letter_generation')]).toEqual([5, 2, 1])
    // Nothing left for a resume: refused, nothing counted.
    await expect(charge()).rejects.toMatchObject({ code: 'plan_limit_reached' })
    expect(await count('resume_generation')).toBe(2)
  })

  it('are settled when delivered, handed back when the work fails, and moved to a worker that takes them over', async () => {
    const user = await addUser(db)
    const account = accountOf(user)
    const since = planPeriod(new Date()).start.toISOString()
    const pending = async () =>
      (await db.selectFrom('usage_events').select(['pending_instance']).where('user_id', '=', user.id).execute()).map((r) => r.pending_instance)

    const delivered = await chargePlanGeneration(db, account, { resume: 0, cover_letter: 0 })
    expect(delivered.charge.ids).toHaveLength(1)
    expect(await pending()).toEqual([INSTANCE_ID])
    await delivered.charge.settle()
    expect(await pending()).toEqual([null])

    const failed = await chargePlanGeneration(db, account, { resume: 0, cover_letter: 0 })
    await failed.charge.refund()
    expect(await pending()).toEqual([null])

    const handedOver = await chargePlanGeneration(db, account, { resume: 0, cover_letter: 0 })
    expect(await holdPendingUsage(db, handedOver.charge.ids, 'worker-1')).toBe(1)
    expect((await pending()).sort()).toEqual([null, 'worker-1'].sort())
    // One settled meanwhile is no longer pending: nothing to take over.
    await handedOver.charge.settle()
    expect(await holdPendingUsage(db, handedOver.charge.ids, 'worker-2')).toBe(0)
    expect(await countUsage(db, { userId: user.id, clientKey: null }, 'trial_generation', since)).toBe(2)
  })

  it('count by calendar month (UTC): this month’s first moment counts, the second before it does not', async () => {
    const user = await addUser(db)
    const { start } = planPeriod(new Date())
    await use(user.id, 'resume_generation', new Date(start.getTime() - 1000).toISOString())
    await use(user.id, 'resume_generation', start.toISOString())
    await use(user.id, 'cover_letter_generation', new Date(start.getTime() - 1000).toISOString())
    const usage = await planUsage(db, accountOf(user))
    expect(usage).toMatchObject({ resume_generations: { used: 1, limit: 2 }, cover_letter_generations: { used: 0, limit: 1 } })
    expect(await usageSpan(db, user.id, 'resume_generation', start.toISOString())).toEqual({ first: start.toISOString(), last: start.toISOString() })
    expect(await usageSpan(db, user.id, 'trial_generation', start.toISOString())).toEqual({ first: null, last: null })
  })
})

describe('the landing-page trial', () => {
  it('holds one browser’s generations sent at once to five, and one address’s to twenty', async () => {
    const guest = accountOf(await addUser(db, { email: null, is_guest: 1 }), true)
    const browser = { deviceKey: `device:${randomUUID()}`, addressKey: `address:${randomUUID()}` }
    const results = await settled(Array.from({ length: 8 }, () => chargeTrialGeneration(db, guest, () => browser)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(refusals(results)).toEqual(Array(3).fill('trial_limit_reached'))

    // Cleared cookies: a new browser (and guest) each time, one address.
    const address = `address:${randomUUID()}`
    const visitors = await Promise.all(Array.from({ length: 25 }, async () => accountOf(await addUser(db, { email: null, is_guest: 1 }), true)))
    const burst = await settled(
      visitors.map((visitor) => chargeTrialGeneration(db, visitor, () => ({ deviceKey: `device:${randomUUID()}`, addressKey: address }))),
    )
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    expect(await countUsage(db, { userId: null, clientKey: address }, 'trial_address_generation', isoAgo(60_000))).toBe(20)
    // Counts older than the window stop counting, and go with the monthly purge.
    await db
      .updateTable('usage_events')
      .set({ created_at: isoAgo(25 * 3_600_000) })
      .where('client_key', '=', address)
      .execute()
    await chargeTrialGeneration(db, visitors[0]!, () => ({ deviceKey: `device:${randomUUID()}`, addressKey: address }))
    await deleteUsageBefore(db, isoAgo(24 * 3_600_000))
    expect(await countUsage(db, { userId: null, clientKey: address }, 'trial_address_generation', isoAgo(48 * 3_600_000))).toBe(1)
  })

  it('does not count signed-in accounts', async () => {
    const user = accountOf(await addUser(db))
    await chargeTrialGeneration(db, user, () => {
      throw new Error('a signed-in account has no trial client')
    })
    expect(await countUsage(db, { userId: user.id, clientKey: null }, 'trial_generation', isoAgo(60_000))).toBe(0)
  })
})

describe('the sweep of instances that died', () => {
  let sweepStore: ContractStore
  beforeAll(async () => {
    sweepStore = await openContractStore()
  })
  afterAll(() => sweepStore.remove())

  it('hands back their charges, fails their queued runs with an error event and retries their files; the living keep theirs', async () => {
    const sdb = sweepStore.db
    const user = await addUser(sdb)
    const now = new Date().toISOString()
    const instance = (id: string, host: string, pid: number, heartbeatAt: string) =>
      beat(sdb, { id, role: 'worker', host, pid, started_at: isoAgo(20 * 60_000), heartbeat_at: heartbeatAt })
    // On another host only heartbeats count; on this machine a process id that runs no more counts at once.
    await instance('alive-elsewhere', 'another-host/pid:[1]', 1, now)
    await instance('dead-elsewhere', 'another-host/pid:[1]', 1, isoAgo(10 * 60_000))
    await instance('alive-here', PROCESS_SPACE, process.ppid, now)
    await instance('gone-here', PROCESS_SPACE, 4_194_000, now)
    const holders = ['alive-elsewhere', 'dead-elsewhere', 'alive-here', 'gone-here', 'pid:12345', INSTANCE_ID]
    for (const holder of holders) {
      await sdb
        .insertInto('usage_events')
        .values({ id: randomUUID(), user_id: user.id, client_key: null, kind: 'resume_generation', created_at: now, pending_instance: holder })
        .execute()
    }
    await sdb
      .insertInto('generation_runs')
      .values(
        ['dead-elsewhere', 'alive-elsewhere'].map((holder) => ({
          id: `run-of-${holder}`,
          owner_id: user.id,
          state: 'running' as const,
          input: '{}',
          charge_ids: '[]',
          holder_instance: holder,
          worker_instance: holder,
          queue_job_id: `job-of-${holder}`,
          queue_worker_id: `slot-of-${holder}`,
          created_at: now,
          started_at: now,
          finished_at: null,
        })),
      )
      .execute()
    await sdb
      .insertInto('queued_files')
      .values({
        id: 'file-1',
        upload_id: 'upload-1',
        owner_id: user.id,
        filename: 'cv.pdf',
        bytes: Buffer.from('%PDF'),
        result: null,
        worker_instance: 'gone-here',
        queue_worker_id: 'slot-gone',
        created_at: now,
      })
      .execute()
    expect((await holdersWithoutInstance(sdb)).sort()).toEqual([INSTANCE_ID, 'pid:12345'].sort())

    const forgotten: LostJob[] = []
    const unlocked: string[] = []
    const handlers = { forget: async (jobs: LostJob[]) => void forgotten.push(...jobs), unlock: async (ids: string[]) => void unlocked.push(...ids) }
    // Two live instances sweeping at once: each dead one is released once. (SQLite: one connection,
    // see connectAgain; its transactions run one after the other.)
    const second = sweepStore.postgres ? await sweepStore.connectAgain() : sdb
    const results = await Promise.all([sweepDeadInstances(sdb, 60_000, handlers), sweepDeadInstances(second, 60_000, handlers)])
    const total = (key: 'released' | 'failedRuns' | 'retriedFiles') => results.reduce((sum, r) => sum + r[key], 0)
    expect({ released: total('released'), failedRuns: total('failedRuns'), retriedFiles: total('retriedFiles') }).toEqual({
      released: 3,
      failedRuns: 1,
      retriedFiles: 1,
    })
    expect(forgotten).toEqual([{ jobId: 'job-of-dead-elsewhere', workerId: 'slot-of-dead-elsewhere' }])
    expect(unlocked).toEqual(['slot-gone'])

    const stillPending = await sdb.selectFrom('usage_events').select('pending_instance').where('user_id', '=', user.id).execute()
    expect(stillPending.map((r) => r.pending_instance).sort()).toEqual(['alive-elsewhere', 'alive-here', INSTANCE_ID].sort())
    expect((await listInstances(sdb)).map((i) => i.id).sort()).toEqual(['alive-elsewhere', 'alive-here'])
    const runs = await sdb.selectFrom('generation_runs').select(['id', 'state', 'holder_instance']).orderBy('id').execute()
    expect(runs).toEqual([
      { id: 'run-of-alive-elsewhere', state: 'running', holder_instance: 'alive-elsewhere' },
      { id: 'run-of-dead-elsewhere', state: 'failed', holder_instance: null },
    ])
    const events = await sdb.selectFrom('generation_events').selectAll().where('run_id', '=', 'run-of-dead-elsewhere').execute()
    expect(events).toEqual([
      { run_id: 'run-of-dead-elsewhere', seq: 1, event: 'error', data: JSON.stringify({ error_type: 'worker_lost', message: WORKER_LOST_MESSAGE }) },
    ])
    expect(await sdb.selectFrom('queued_files').select('worker_instance').execute()).toEqual([{ worker_instance: null }])
  })
})
