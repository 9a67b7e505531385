import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { createApiClient } from '../../shared/client.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { bearer, DEV_DATA, signUp } from '../helpers/test-app.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const work = mkdtempSync(join(tmpdir(), 't10-charges-'))
const children: ChildProcess[] = []
afterAll(() => {
  // A failed test must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

const resumeFile = readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt'))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** The real server (server/main.ts) as a child process over `dataDir`. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  })
  children.push(child)
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const started = Date.now()
  while (!output.includes('Server listening')) {
    if (child.exitCode !== null || Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, baseUrl: `http://127.0.0.1:${port}` }
}

const exitOf = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', () => resolve())))

describe('plan charges of generations a stopped server never finished', () => {
  it('a server killed mid-generation (SIGKILL) takes nothing from the allowance: the next one hands it back', async () => {
    const dataDir = join(work, 'killed')
        const first = await startServer(dataDir)
    const session = await createApiClient({ baseUrl: first.baseUrl }).register({ email: 'free@example.com', password: 'long password 1' })
    const client = (baseUrl: string) => createApiClient({ baseUrl, token: session.token })
    const usage = async (baseUrl: string) => {
      const { usage } = await client(baseUrl).accountUsage()
      return { plan: usage.plan, daily: usage.daily_generations.used, resumes: usage.resume_generations.used, coverLetters: usage.cover_letter_generations.used }
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

    const second = await startServer(dataDir)
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
    const third = await startServer(dataDir)
    try {
      expect(await usage(third.baseUrl)).toEqual({ plan: 'free', daily: 1, resumes: 0, coverLetters: 0 })
    } finally {
      third.child.kill('SIGTERM')
      await exitOf(third.child)
    }
  }, 300_000)

  it('leaves the charges of a generation still running in another live process', async () => {
    const dataDir = join(work, 'shared')
    const open = () => buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), { webApp: false })
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
    // charge is pending, held by its process id, as chargePlanGeneration writes it.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'])
    children.push(other)
    const app = await open()
    const user = await signUp(app, undefined, undefined, { plan: 'free' })
    await app.db
      .insertInto('usage_events')
      .values({ id: randomUUID(), user_id: user.userId, client_key: null, kind: 'cover_letter_generation', created_at: new Date().toISOString(), pending_pid: other.pid! })
      .execute()
    await app.close()

    try {
      expect(await usedCoverLetters(user.token)).toBe(1)
    } finally {
      other.kill('SIGKILL')
      await exitOf(other)
    }
    // Once that process is gone without finishing, the next start hands the charge back.
    expect(await usedCoverLetters(user.token)).toBe(0)
  }, 120_000)
})
