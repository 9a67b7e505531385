import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../shared/client.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { childProcesses } from '../helpers/child-processes.ts'
import { createTestStore, type TestStore } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

let store: TestStore
beforeAll(async () => {
  store = await createTestStore('t10-shutdown-')
})
afterAll(() => store.remove())

const processes = childProcesses()

describe('the server process', () => {
  it('stops on a bad setting with one line naming it', async () => {
    const child = processes.spawnNode(['--import', 'tsx', 'server/main.ts'], { ...store.env, PORT: 'eighty' })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(stderr.trim()).toBe('t10: Invalid PORT: "eighty" is not a number between 0 and 65535')
  })

  // Starting the server and compiling can take over a minute on a loaded 2-core machine.
  it('on SIGTERM lets an in-flight generation finish, then closes and exits 0', async () => {
    const { child, baseUrl, output } = await processes.startServer({ ...store.env })
    const session = await createApiClient({ baseUrl }).register({ email: 'shutdown@example.com', password: 'long password 1' })
    const client = createApiClient({ baseUrl, token: session.token })
    const upload = await client.uploadResume(new Blob([softwareEngineerText().bytes]), 'cv.txt')

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
  }, 180_000)
})
