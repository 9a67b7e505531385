import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { connectDatabase, createMigrator, databaseTargetOf, type Db, migrateToLatest } from '../../server/db/database.ts'
import { isPostgres } from '../../server/db/dialect.ts'
import type { RecruitingCandidatesTable } from '../../server/db/tables/recruiting-candidates.ts'
import type { RecruitingJobsTable } from '../../server/db/tables/recruiting-jobs.ts'
import type { RecruitingPoolVersionsTable } from '../../server/db/tables/recruiting-pool-versions.ts'
import { bearer, createTestApp, createTestStore, signUp, type TestApp } from '../helpers/test-app.ts'
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

describe('pools stored before pool versions', () => {
  it('get a version when the database is migrated; owners without resumes get none', async () => {
    const store = await createTestStore('t10-pool-version-migration-')
    const db = await connectDatabase(databaseTargetOf({ dataDir: store.env.DATA_DIR, databaseUrl: store.env.DATABASE_URL || null }))
    try {
      expect((await (await createMigrator(db)).migrateTo('2026_11_25_011_queued_files')).error).toBeUndefined()
      const now = new Date().toISOString()
      await db
        .insertInto('users')
        .values(['with-pool', 'without-pool'].map((id) => ({ id, email: `${id}@example.com`, created_at: now })))
        .execute()
      await db
        .insertInto('files')
        .values({ sha256: 'f', bytes: Buffer.from('%PDF'), size: 4, kind: 'pdf', created_at: now })
        .execute()
      const candidate = (id: string) => ({
        id,
        owner_id: 'with-pool',
        file_sha256: 'f',
        filename: `${id}.pdf`,
        kind: 'pdf',
        resume_text: 'text',
        parsed_json: '{}',
        features_json: '{}',
        engine_version: 1,
        hidden_text: 0,
        created_at: now,
      })
      // Its name before 2026_11_28_001_recruiting_names.
      await db
        .withTables<{ candidates: RecruitingCandidatesTable }>()
        .insertInto('candidates')
        .values([candidate('c1'), candidate('c2')])
        .execute()

      await migrateToLatest(db)
      const rows = await db.selectFrom('recruiting_pool_versions').selectAll().execute()
      expect(rows.map((r) => r.owner_id)).toEqual(['with-pool'])
      expect(rows[0]!.version).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await db.destroy()
      await store.remove()
    }
  })
})

/** The recruiting tables' names before 2026_11_28_001_recruiting_names. */
type TablesBeforeRecruitingNames = {
  candidates: RecruitingCandidatesTable
  jobs: RecruitingJobsTable
  candidate_pool_versions: RecruitingPoolVersionsTable
}

/** The indexes made for a table by name (not the ones a primary key or unique column gets). */
async function indexesOf(db: Db, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
  return rows
    .map((r) => r.name)
    .filter((name) => !/^sqlite_autoindex_|_pkey$/.test(name))
    .sort()
}

describe('recruiting tables stored under their first names', () => {
  it('keep their rows, keys and indexes under the recruiting names, and get their first names back on the way down', async () => {
    const store = await createTestStore('t10-recruiting-names-')
    const db = await connectDatabase(databaseTargetOf({ dataDir: store.env.DATA_DIR, databaseUrl: store.env.DATABASE_URL || null }))
    const before = '2026_11_27_001_session_activity_and_verification'
    try {
      const migrator = await createMigrator(db)
      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      const now = new Date().toISOString()
      const old = db.withTables<TablesBeforeRecruitingNames>()
      await old.insertInto('users').values({ id: 'u1', email: 'u1@example.com', created_at: now }).execute()
      await old
        .insertInto('files')
        .values({ sha256: 'f', bytes: Buffer.from('%PDF'), size: 4, kind: 'pdf', created_at: now })
        .execute()
      const candidate = (id: string, file = 'f') => ({
        id,
        owner_id: 'u1',
        file_sha256: file,
        filename: `${id}.pdf`,
        kind: 'pdf',
        resume_text: 'text',
        parsed_json: '{}',
        features_json: '{}',
        engine_version: 1,
        hidden_text: 0,
        created_at: now,
      })
      await old.insertInto('candidates').values(candidate('c1')).execute()
      await old
        .insertInto('jobs')
        .values({
          id: 'j1',
          owner_id: 'u1',
          title: 'Accountant',
          description: 'd',
          features_json: '{}',
          engine_version: 1,
          created_at: now,
          published_at: now,
        })
        .execute()
      await old.insertInto('candidate_pool_versions').values({ owner_id: 'u1', version: 'v1' }).execute()

      await migrateToLatest(db)
      expect(await db.selectFrom('recruiting_candidates').select(['id', 'owner_id', 'file_sha256']).execute()).toEqual([
        { id: 'c1', owner_id: 'u1', file_sha256: 'f' },
      ])
      expect(await db.selectFrom('recruiting_jobs').select(['id', 'published_at']).execute()).toEqual([{ id: 'j1', published_at: now }])
      expect(await db.selectFrom('recruiting_pool_versions').selectAll().execute()).toEqual([{ owner_id: 'u1', version: 'v1' }])
      expect(await indexesOf(db, 'recruiting_candidates')).toEqual(['recruiting_candidates_file', 'recruiting_candidates_owner_created'])
      expect(await indexesOf(db, 'recruiting_jobs')).toEqual(['recruiting_jobs_owner_created', 'recruiting_jobs_published'])
      // The foreign keys still hold: a file must exist, and an account removed takes its pool along.
      await expect(db.insertInto('recruiting_candidates').values(candidate('c2', 'no-such-file')).execute()).rejects.toThrow()
      await db.deleteFrom('users').where('id', '=', 'u1').execute()
      for (const table of ['recruiting_candidates', 'recruiting_jobs', 'recruiting_pool_versions'] as const) {
        expect(await db.selectFrom(table).select('owner_id').execute()).toEqual([])
      }

      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      expect(await indexesOf(db, 'candidates')).toEqual(['candidates_file', 'candidates_owner_created'])
      expect(await indexesOf(db, 'jobs')).toEqual(['jobs_owner_created', 'jobs_published'])
      expect(await old.selectFrom('candidate_pool_versions').selectAll().execute()).toEqual([])
      await migrateToLatest(db)
      expect(await indexesOf(db, 'recruiting_candidates')).toEqual(['recruiting_candidates_file', 'recruiting_candidates_owner_created'])
    } finally {
      await db.destroy()
      await store.remove()
    }
  })
})
