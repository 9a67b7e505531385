import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../shared/client.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { DEV_DATA } from '../helpers/test-app.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const dataDir = mkdtempSync(join(tmpdir(), 't10-shutdown-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  })
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const started = Date.now()
  while (!output.includes('Server listening')) {
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, output: () => output }
}

describe('the server process', () => {
  it('stops on a bad setting with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' },
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(stderr.trim()).toBe('t10: Invalid PORT: "eighty" is not a number between 0 and 65535')
  })

  it('on SIGTERM lets an in-flight generation finish, then closes and exits 0', async () => {
    const port = await freePort()
    const { child, output } = await startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' })
    const baseUrl = `http://127.0.0.1:${port}`
    const session = await createApiClient({ baseUrl }).register({ email: 'shutdown@example.com', password: 'long password 1' })
    const client = createApiClient({ baseUrl, token: session.token })
    const upload = await client.uploadResume(new Blob([readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt'))]), 'cv.txt')

    let signalled = false
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const result = await client.generate({ resume_id: upload.data.resume_id, job_description: BACKEND_JD }, () => {
      if (!signalled) {
        signalled = true
        child.kill('SIGTERM')
      }
    })
    expect(signalled).toBe(true)
    expect(result.resume.filename).toMatch(/\.tex$/)
    expect(await exited).toBe(0)
    expect(output()).toMatch(/shutting down/)
    // New connections are refused once it has gone.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow()
  })
})
