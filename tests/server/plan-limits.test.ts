import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '../../server/db/database.ts'
import { migrations } from '../../server/db/migrations/index.ts'
import type { Database } from '../../server/db/schema.ts'
import { LOCAL_CLI_EMAIL, setUserPlan } from '../../server/services/accounts.service.ts'
import { planPeriod } from '../../server/services/usage.service.ts'
import { ACCOUNTANT_JD, BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type FakeVendor, startFakeVendor } from '../helpers/fake-vendors.ts'
import { parseSse } from '../helpers/sse.ts'
import { DEV_DATA, bearer, createTestApp, fileForm, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'

const RESUME_LIMIT = 'Your Free plan includes 2 resume generations per month. Upgrade to Standard for unlimited resumes.'
const COVER_LETTER_LIMIT = 'Your Free plan includes 1 cover letter per month. Upgrade to Standard for unlimited cover letters.'
const resumeFile = readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt'))

describe('plan limits (signed-in accounts)', () => {
  let t: TestApp
  let vendor: FakeVendor
  let resumeText: string

  beforeAll(async () => {
    vendor = await startFakeVendor()
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test-openai', OPENAI_BASE_URL: `${vendor.url}/v1` })
    resumeText = resumeFile.toString('utf8')
  })
  afterAll(async () => {
    await t.close()
    await vendor.close()
  })

  const freeUser = () => signUp(t.app, undefined, undefined, { plan: 'free' })
  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload })
  const generateOne = (kind: 'resume' | 'cover-letter', token: string, provider = 'local') =>
    post(`/api/v1/generate/${kind}`, token, { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD }, provider })
  const usage = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/account/usage', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    return response.json().usage
  }
  const documentsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(token) })).json().documents as unknown[]
  const usageRows = (userId: string) => t.app.db.selectFrom('usage_events').select(['kind', 'created_at']).where('user_id', '=', userId).execute()

  it('puts a new account on the free plan and shows what it has used this month', async () => {
    const user = await freeUser()
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) })
    expect(me.json().user.plan).toBe('free')
    const now = new Date()
    expect(await usage(user.token)).toEqual({
      plan: 'free',
      plan_name: 'Free',
      period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      period_end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      resume_generations: { used: 0, limit: 2 },
      cover_letter_generations: { used: 0, limit: 1 },
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/usage' })).statusCode).toBe(401)
  })

  it('refuses a free account’s third resume generation of the month with the plan’s message, storing nothing', async () => {
    const user = await freeUser()
    for (let i = 0; i < 2; i++) expect((await generateOne('resume', user.token)).statusCode).toBe(200)
    const third = await generateOne('resume', user.token)
    expect(third.statusCode).toBe(403)
    expect(third.json()).toEqual({ success: false, error_type: 'plan_limit_reached', message: RESUME_LIMIT })
    expect(await documentsOf(user.token)).toHaveLength(2)
    expect(await usageRows(user.userId)).toHaveLength(2)
    expect((await usage(user.token)).resume_generations).toEqual({ used: 2, limit: 2 })

    // Regenerating a document it already has is not a new generation.
    const [latest] = (await documentsOf(user.token)) as Array<{ filename: string }>
    const regenerated = await post('/api/v1/documents/regenerate-with-instructions', user.token, {
      document_type: 'resume',
      original_filename: latest!.filename,
      job_description: ACCOUNTANT_JD,
      user_instructions: 'Make it more concise',
    })
    expect(regenerated.statusCode, regenerated.body).toBe(200)
    expect(await usageRows(user.userId)).toHaveLength(2)
  })

  it('allows a free account one cover letter a month', async () => {
    const user = await freeUser()
    expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)
    const second = await generateOne('cover-letter', user.token)
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({ error_type: 'plan_limit_reached', message: COVER_LETTER_LIMIT })
    // The resume allowance is its own.
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('counts a full generation as one resume and one cover letter, refused before anything streams', async () => {
    const user = await freeUser()
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', headers: bearer(user.token), payload: fileForm(resumeFile, 'cv.txt') })
    const resumeId = upload.json().data.resume_id as string
    const generate = () => post('/api/v1/generate', user.token, { resume_id: resumeId, job_description: BACKEND_JD })

    const first = await generate()
    expect(first.statusCode).toBe(200)
    expect(parseSse(first.body).at(-1)?.event).toBe('result')
    expect(await usage(user.token)).toMatchObject({ resume_generations: { used: 1, limit: 2 }, cover_letter_generations: { used: 1, limit: 1 } })

    const second = await generate()
    expect(second.statusCode).toBe(403)
    expect(second.headers['content-type']).toMatch(/^application\/json/)
    expect(second.json()).toMatchObject({ error_type: 'plan_limit_reached', message: COVER_LETTER_LIMIT })
    expect(await documentsOf(user.token)).toHaveLength(2)
    expect(await usageRows(user.userId)).toHaveLength(2)
  })

  it('does not limit the standard and premium plans', async () => {
    const user = await freeUser()
    for (let i = 0; i < 2; i++) await generateOne('resume', user.token)
    expect((await generateOne('resume', user.token)).statusCode).toBe(403)

    await setUserPlan(t.app.db, user.email, 'standard')
    for (let i = 0; i < 2; i++) {
      expect((await generateOne('resume', user.token)).statusCode).toBe(200)
      expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)
    }
    expect(await usage(user.token)).toMatchObject({
      plan: 'standard',
      plan_name: 'Standard',
      resume_generations: { used: 4, limit: null },
      cover_letter_generations: { used: 2, limit: null },
    })

    await setUserPlan(t.app.db, user.email, 'premium')
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('starts the count again with each calendar month (UTC)', async () => {
    const user = await freeUser()
    const { start } = planPeriod(new Date())
    // Last month's uses: the allowance was used up then, one second before this month began.
    const lastMonth = new Date(start.getTime() - 1000).toISOString()
    const row = (kind: 'resume_generation' | 'cover_letter_generation', created_at: string) => ({
      id: randomUUID(),
      user_id: user.userId,
      client_key: null,
      kind,
      created_at,
    })
    await t.app.db
      .insertInto('usage_events')
      .values([row('resume_generation', lastMonth), row('resume_generation', lastMonth), row('cover_letter_generation', lastMonth)])
      .execute()
    expect((await usage(user.token)).resume_generations.used).toBe(0)
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
    expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)

    // This month's first moment counts as this month.
    await t.app.db.insertInto('usage_events').values(row('resume_generation', start.toISOString())).execute()
    expect((await generateOne('resume', user.token)).json().message).toBe(RESUME_LIMIT)
  })

  it('gives the allowance back when the generation fails', async () => {
    const user = await freeUser()
    vendor.failWith(400)
    try {
      const failed = await generateOne('resume', user.token, 'openai')
      expect(failed.statusCode).toBeGreaterThanOrEqual(400)
      expect(failed.json().error_type).toBe('provider_error')
      expect(await usageRows(user.userId)).toHaveLength(0)

      const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', headers: bearer(user.token), payload: fileForm(resumeFile, 'cv.txt') })
      const streamed = await post('/api/v1/generate', user.token, { resume_id: upload.json().data.resume_id, job_description: BACKEND_JD, provider: 'openai' })
      expect(parseSse(streamed.body).at(-1)?.event).toBe('error')
      expect(await usageRows(user.userId)).toHaveLength(0)
    } finally {
      vendor.failWith(null)
    }
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('keeps the landing-page trial rule for anonymous visitors', async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: fileForm(resumeFile, 'cv.txt') })
    const cookie = String(upload.headers['set-cookie']).split(';')[0] ?? ''
    // Three resume generations: more than the free plan's two, within the trial's five.
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/generate/resume',
        headers: fromWebApp(cookie),
        payload: { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD } },
      })
      expect(response.statusCode).toBe(200)
    }
  })
})

describe('the CLI’s local operator account', () => {
  it('moves to premium when it was created before plan limits; other accounts keep their plan', async () => {
    const dir = mkdtempSync(join(tmpdir(), 't10-plan-migration-'))
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(join(dir, 't10.sqlite')) }) })
    try {
      const before = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      expect((await before.migrateTo('2026_11_22_004_t10_matching')).error).toBeUndefined()
      const account = (id: string, email: string) => ({ id, email, name: null, password_hash: null, created_at: new Date().toISOString(), expires_at: null })
      await db.insertInto('users').values([account('local', LOCAL_CLI_EMAIL), account('customer', 'customer@example.com')]).execute()

      await migrateToLatest(db)
      const rows = await db.selectFrom('users').select(['id', 'plan']).orderBy('id').execute()
      expect(rows).toEqual([
        { id: 'customer', plan: 'free' },
        { id: 'local', plan: 'premium' },
      ])
    } finally {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
