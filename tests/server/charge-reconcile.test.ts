import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { PROCESS_SPACE } from '../../server/lib/instance-id.ts'
import { createApiClient } from '../../shared/client.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { childProcesses, exitOf } from '../helpers/child-processes.ts'
import { bearer, createTestStore, type StoreEnv, signUp, type TestStore } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

// Every server a test starts is killed after it, passed or failed, before the stores are removed.
const processes = childProcesses()
const stores: TestStore[] = []
afterAll(async () => {
  for (const store of stores) await store.remove()
})

async function freshStore(): Promise<StoreEnv> {
  const store = await createTestStore('t10-charges-')
  stores.push(store)
  return store.env
}

const resumeFile = softwareEngineerText().bytes

/** The real server (server/main.ts) as a child process over `store`. */
const startServer = (store: StoreEnv) => processes.startServer({ ...store, LOG_LEVEL: 'info' })

/** A charge still held by a generation that `instance` runs, as the charge step leaves it. */
async function holdPendingCharge(
  app: Awaited<ReturnType<typeof buildApp>>,
  userId: string,
  kind: 'resume_generation' | 'cover_letter_generation',
  instance: string,
  at: string,
): Promise<void> {
  await app.db
    .insertInto('usage_events')
    .values({ id: randomUUID(), user_id: userId, client_key: null, kind, created_at: at, pending_pid: null, pending_instance: instance })
    .execute()
}

describe('plan charges of generations a stopped server never finished', () => {
  it('a server killed mid-generation (SIGKILL) takes nothing from the allowance: the next one hands it back', async () => {
    const store = await freshStore()
    const first = await startServer(store)
    const session = await createApiClient({ baseUrl: first.baseUrl }).register({ email: 'free@example.com', password: 'long password 1' })
    const client = (baseUrl: string) => createApiClient({ baseUrl, token: session.token })
    const usage = async (baseUrl: string) => {
      const { usage } = await client(baseUrl).accountUsage()
      return {
        plan: usage.plan,
        daily: usage.daily_generations.used,
        resumes: usage.resume_generations.used,
        coverLetters: usage.cover_letter_generations.used,
      }
    }
    const upload = await client(first.baseUrl).uploadResume(new Blob([resumeFile]), 'cv.txt')
    const resumeId = upload.data.resume_id

    // Killed as soon as the run is under way: charged, and never finished.
    let killed = false
    const run = client(first.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD }, () => {
      if (!killed) {
        killed = first.child.kill('SIGKILL')
      }
    })
    await expect(run).rejects.toThrow()
    expect(killed).toBe(true)
    await exitOf(first.child)

    const second = await startServer(store)
    try {
      expect(await usage(second.baseUrl)).toEqual({ plan: 'free', daily: 0, resumes: 0, coverLetters: 0 })
      // The Free plan's daily generation is still there to use, and counts once used.
      const result = await client(second.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD })
      expect(result.cover_letter?.filename).toMatch(/\.tex$/)
      expect(await usage(second.baseUrl)).toEqual({ plan: 'free', daily: 1, resumes: 0, coverLetters: 0 })
    } finally {
      second.child.kill('SIGTERM')
      await exitOf(second.child)
    }

    // A delivered generation is not handed back by the next start.
    const third = await startServer(store)
    try {
      expect(await usage(third.baseUrl)).toEqual({ plan: 'free', daily: 1, resumes: 0, coverLetters: 0 })
    } finally {
      third.child.kill('SIGTERM')
      await exitOf(third.child)
    }
  }, 300_000)

  it('leaves the charges of a generation still running in another live process', async () => {
    const store = await freshStore()
    const open = () => buildApp(loadConfig({ ...store, LOG_LEVEL: 'error' }), { webApp: false })
    const usedCoverLetters = async (token: string) => {
      const app = await open()
      try {
        const response = await app.inject({ method: 'GET', url: '/api/v1/account/usage', headers: bearer(token) })
        return response.json().usage.cover_letter_generations.used as number
      } finally {
        await app.close()
      }
    }

    // Another process over the same data (a CLI run beside the server) is mid-generation: its
    // charge is pending, held by its instance, as chargePlanGeneration writes it, and its
    // heartbeat is fresh.
    const other = processes.spawnNode(['-e', 'setTimeout(() => {}, 600000)'])
    const app = await open()
    const user = await signUp(app, undefined, undefined, { plan: 'free' })
    const now = new Date().toISOString()
    const instance = randomUUID()
    await app.db
      .insertInto('instances')
      .values({ id: instance, role: 'cli', host: PROCESS_SPACE, pid: other.pid!, started_at: now, heartbeat_at: now })
      .execute()
    await holdPendingCharge(app, user.userId, 'cover_letter_generation', instance, now)
    await app.close()

    try {
      expect(await usedCoverLetters(user.token)).toBe(1)
    } finally {
      other.kill('SIGKILL')
      await exitOf(other)
    }
    // Once that process is gone without finishing, the next start hands the charge back (on this
    // machine at once, by its process id; from elsewhere once its heartbeat is INSTANCE_TIMEOUT_S old).
    expect(await usedCoverLetters(user.token)).toBe(0)
  }, 120_000)

  it('hands back a charge whose holder stopped beating, whatever machine it ran on', async () => {
    const store = await freshStore()
    const open = () => buildApp(loadConfig({ ...store, LOG_LEVEL: 'error', INSTANCE_TIMEOUT_S: '60' }), { webApp: false })
    const app = await open()
    const user = await signUp(app, undefined, undefined, { plan: 'free' })
    const beatAt = (msAgo: number) => new Date(Date.now() - msAgo).toISOString()
    // Instances on another host: their process ids mean nothing here, only their heartbeats count.
    for (const [id, heartbeat] of [
      ['alive-elsewhere', beatAt(0)],
      ['dead-elsewhere', beatAt(10 * 60_000)],
    ] as const) {
      await app.db
        .insertInto('instances')
        .values({ id, role: 'worker', host: 'another-host/pid:[1]', pid: 1, started_at: beatAt(20 * 60_000), heartbeat_at: heartbeat })
        .execute()
      await holdPendingCharge(app, user.userId, 'resume_generation', id, beatAt(0))
    }
    await app.close()
    const again = await open()
    try {
      await again.ready()
      const response = await again.inject({ method: 'GET', url: '/api/v1/account/usage', headers: bearer(user.token) })
      expect(response.json().usage.resume_generations.used).toBe(1)
    } finally {
      await again.close()
    }
  }, 120_000)
})
