import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenPdfs } from '../helpers/written-resumes.ts'

// Two app servers over one database, as behind a load balancer: each keeps its own index of a
// pool and must learn of the other's uploads and deletes before its next match.

// Ten written resumes, a PDF of each.
const resumes = writtenPdfs()
  .filter((r, i, all) => all.findIndex((other) => other.id === r.id) === i)
  .slice(0, 10)

interface Listed {
  resume_id: string
  uploadTime: string
}

describe('T10 pool version across app servers', () => {
  let a: TestApp
  let b: FastifyInstance
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let jobId: string
  let next = 0 // the next of `resumes` to upload

  beforeAll(async () => {
    a = await createTestApp()
    b = await buildApp(loadConfig({ ...a.storeEnv, LOG_LEVEL: 'error' }), { webApp: false })
    recruiter = await signUp(a.app)
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const request = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object | FormData) =>
    app.inject({ method, url, headers: bearer(recruiter.token), ...(payload ? { payload } : {}) })

  async function upload(app: FastifyInstance): Promise<string> {
    const resume = resumes[next++ % resumes.length]! // the same file again is another resume
    const form = new FormData()
    form.append('files', new Blob([resume.bytes]), resume.filename)
    const response = await request(app, 'POST', '/api/v1/t10/resumes', form)
    expect(response.statusCode).toBe(200)
    const [result] = response.json().results as Array<{ success: boolean; resume_id: string }>
    expect(result!.success).toBe(true)
    return result!.resume_id
  }

  async function remove(app: FastifyInstance, id: string) {
    expect((await request(app, 'DELETE', `/api/v1/t10/resumes/${id}`)).statusCode).toBe(200)
  }

  async function matchedIds(app: FastifyInstance): Promise<string[]> {
    const response = await request(app, 'GET', `/api/v1/t10/jobs/${jobId}/matches?limit=100`)
    expect(response.statusCode).toBe(200)
    return (response.json().matches as Array<{ resume_id: string }>).map((m) => m.resume_id).sort()
  }

  async function listed(): Promise<Listed[]> {
    return (await request(a.app, 'GET', '/api/v1/t10/resumes')).json().resumes as Listed[]
  }

  /** What the pool's version used to be derived from: row count, newest upload time, highest id. */
  const derivedKey = (pool: Listed[]) =>
    [
      pool.length,
      pool
        .map((r) => r.uploadTime)
        .sort()
        .at(-1),
      pool
        .map((r) => r.resume_id)
        .sort()
        .at(-1),
    ].join(' ')

  it('a delete and an upload on one server show in the next match on the other', async () => {
    for (let i = 0; i < 4; i++) await upload(a.app)
    jobId = (await request(a.app, 'POST', '/api/v1/t10/jobs', { job_data: { description: ACCOUNTANT_JD } })).json().job_id
    const before = await matchedIds(b) // B indexes the pool now
    expect(before).toHaveLength(4)

    const gone = before[0]!
    await remove(a.app, gone)
    const added = await upload(a.app)

    const after = await matchedIds(b)
    expect(after).toHaveLength(4)
    expect(after).not.toContain(gone)
    expect(after).toContain(added)
    expect(after).toEqual(await matchedIds(a.app))
  })

  it('a delete and an upload that keep the count, newest upload time and highest id still show', async () => {
    // The newest resume comes from a server whose clock runs ten minutes ahead; the others' clocks
    // are then behind it, so their uploads leave the newest upload time as it was.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 })
    await upload(a.app)
    vi.useRealTimers()

    const start = await listed()
    expect(await matchedIds(b)).toHaveLength(start.length) // B indexes the pool now

    // Delete one resume that is neither the newest nor the highest id, and upload another whose id
    // falls below the highest (ids are random: a higher one is deleted and the next file tried).
    const highest = start
      .map((r) => r.resume_id)
      .sort()
      .at(-1)!
    const newest = [...start].sort((x, y) => x.uploadTime.localeCompare(y.uploadTime)).at(-1)!.resume_id
    const gone = start.find((r) => r.resume_id !== highest && r.resume_id !== newest)!.resume_id
    await remove(a.app, gone)
    let added = await upload(a.app)
    for (let tries = 1; added > highest; tries++) {
      if (tries === 30) throw new Error('no id below the highest in 30 uploads')
      await remove(a.app, added)
      added = await upload(a.app)
    }
    // Everything the version was derived from is as it was before the delete and the upload.
    expect(derivedKey(await listed())).toBe(derivedKey(start))

    const after = await matchedIds(b)
    expect(after).toHaveLength(start.length)
    expect(after).not.toContain(gone)
    expect(after).toContain(added)
  })
})

describe('a pool loaded from its snapshot', () => {
  it('ranks as the server that built it, and an upload after the load is ranked with the rest', async () => {
    const a = await createTestApp()
    const b = await buildApp(loadConfig({ ...a.storeEnv, LOG_LEVEL: 'error' }), { webApp: false })
    try {
      const recruiter = await signUp(a.app)
      const request = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object | FormData) =>
        app.inject({ method, url, headers: bearer(recruiter.token), ...(payload ? { payload } : {}) })
      const upload = async (app: FastifyInstance, resume: (typeof resumes)[number]) => {
        const form = new FormData()
        form.append('files', new Blob([resume.bytes]), resume.filename)
        expect((await request(app, 'POST', '/api/v1/t10/resumes', form)).statusCode).toBe(200)
      }
      const matches = async (app: FastifyInstance) => (await request(app, 'GET', `/api/v1/t10/jobs/${jobId}/matches?limit=100`)).json().matches
      for (const resume of resumes.slice(0, 3)) await upload(a.app, resume)
      const jobId = (await request(a.app, 'POST', '/api/v1/t10/jobs', { job_data: { description: ACCOUNTANT_JD } })).json().job_id
      const built = await matches(a.app)
      expect(built).toHaveLength(3)
      // A keeps its index as the pool's snapshot, written after its answer.
      const snapshots = join(a.dataDir, 'pool-index')
      // Written after the answer, in the background: waited for as long as the test's own timeout
      // allows (vi.waitFor's default of one second is a guess at the machine's load).
      await vi.waitFor(() => expect(existsSync(snapshots) && readdirSync(snapshots).some((f) => f.endsWith('.bin'))).toBe(true), {
        timeout: 50_000,
        interval: 50,
      })

      // B has not indexed the pool: it loads A's snapshot, file names and names included.
      expect(await matches(b)).toEqual(built)

      // An upload through B: B applies it to the pool it loaded, and ranks as A does.
      await upload(b, resumes[5]!)
      const after = await matches(b)
      expect(after).toHaveLength(4)
      expect(after.map((m: { filename: string }) => m.filename).sort()).toEqual([...resumes.slice(0, 3), resumes[5]!].map((r) => r.filename).sort())
      expect(after).toEqual(await matches(a.app))
    } finally {
      await b.close()
      await a.close()
    }
  })
})
