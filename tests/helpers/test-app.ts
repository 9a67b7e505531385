import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { Adapters } from '../../server/adapters/index.ts'
import { buildApp } from '../../server/app.ts'
import { type ConfigVariable, loadConfig } from '../../server/config.ts'
import { setUserPlan } from '../../server/services/accounts.service.ts'
import type { Plan } from '../../shared/schemas/auth.ts'
import { createTestSchema, testPostgresUrl } from './postgres-schemas.ts'
import { fakeAdapters } from './fake-adapters.ts'

export interface TestApp {
  app: FastifyInstance
  dataDir: string
  /** The settings that locate this app's data: another app or server given them sees the same data. */
  storeEnv: StoreEnv
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>
  close(): Promise<void>
}

export interface StoreEnv {
  DATA_DIR: string
  /** '' for SQLite in DATA_DIR: set even then, so that it overrides one a child process inherits. */
  DATABASE_URL: string
}

export interface TestStore {
  env: StoreEnv
  /** Deletes the data directory and, in the PostgreSQL run, the app's schema. */
  remove(): Promise<void>
}

/**
 * A fresh place for an app's data: a temporary data directory, holding the SQLite database, or in
 * the PostgreSQL run of the server tests (vitest.config.ts) a PostgreSQL schema of its own too.
 */
export async function createTestStore(prefix = 't10-test-'): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const postgresUrl = testPostgresUrl()
  const schema = postgresUrl ? await createTestSchema(postgresUrl) : undefined
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? '' },
    async remove() {
      // A pdflatex killed at its time limit may still be writing its files as the app closes.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
      await schema?.drop()
    },
  }
}

const TEST_SETTINGS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000',
  GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '1000',
  REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '1000',
  // Test files run side by side on few cores: a reading may wait for the CPU far longer than in use.
  READING_TIME_LIMIT_MS: '60000',
  // Hundreds of sign-ups a run: scrypt at the lowest cost (production refuses it), and no background
  // build of five LaTeX formats by every short-lived app (each template's is built on its first use).
  PASSWORD_HASH_COST: '10',
  LATEX_WARMUP: 'off',
} satisfies Partial<Record<ConfigVariable, string>>

/**
 * The real app over a fresh store (createTestStore): SQLite in a temporary directory, or PostgreSQL.
 * Its documents are "compiled" by the fake adapters (helpers/fake-adapters.ts: the text in a
 * hand-made one-page PDF, read back without poppler), since most HTTP tests are about what the API
 * answers, not how LaTeX renders. `adapters: 'real'` gives pdflatex and poppler, for the tests
 * about rendering, page fitting and compile errors; an object replaces the adapters it names.
 */
export async function createTestApp(
  env: Partial<Record<ConfigVariable, string>> = {},
  options: { adapters?: Partial<Adapters> | 'real' } = {},
): Promise<TestApp> {
  const store = await createTestStore()
  const logs: Array<Record<string, unknown>> = []
  const logStream = new PassThrough()
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line))
  })
  // Per-address and per-account limits high, so tests that are not about them are not refused;
  // tests about a limit set it.
  const config = loadConfig({ LOG_LEVEL: 'info', ...TEST_SETTINGS, ...env, ...store.env })
  let app: FastifyInstance
  try {
    const adapters = options.adapters === 'real' ? {} : (options.adapters ?? fakeAdapters())
    app = await buildApp(config, { logStream, adapters })
    await app.ready()
  } catch (error) {
    await store.remove()
    throw error
  }
  return {
    app,
    dataDir: store.env.DATA_DIR,
    storeEnv: store.env,
    logs,
    async close() {
      await app.close()
      await store.remove()
    },
  }
}

let counter = 0

/**
 * Registers a fresh account and returns its bearer token and id. New accounts start on the free
 * plan (2 resumes and 1 cover letter a month); tests that are not about plan limits generate
 * more than that, so the account is then put on `plan` (default standard, unlimited) the way an
 * operator does it (`t10 admin set-plan`). Pass { plan: 'free' } to test the free plan.
 */
export async function signUp(
  app: FastifyInstance,
  email = `user${++counter}-${Date.now()}@example.com`,
  password = 'correct horse battery',
  { plan = 'standard' }: { plan?: Plan } = {},
): Promise<{ token: string; userId: string; email: string; password: string; cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password } })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`)
  const body = response.json() as { token: string; user: { id: string } }
  if (plan !== 'free') await setUserPlan(app.db, email, plan)
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? ''
  return { token: body.token, userId: body.user.id, email, password, cookie }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * What a browser on T10's own page sends with a change signed in by cookie: the cookie and the
 * page's Origin (PUBLIC_URL's default). Without the Origin the server refuses the change (403).
 */
export const APP_ORIGIN = 'http://localhost:3000'
export const fromWebApp = (cookie: string) => ({ cookie, origin: APP_ORIGIN })

/** Uploads a resume through the generator's call as `token`'s user; fails the test unless it is stored. */
export async function uploadResumeAs(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  filename: string,
): Promise<{ resume_id: string; resume_text: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/upload',
    headers: bearer(token),
    payload: fileForm(bytes, filename),
  })
  if (response.statusCode !== 201) throw new Error(`upload of ${filename} answered ${response.statusCode}: ${response.body}`)
  return response.json().data
}

/** A multipart body with one `file` field, as a browser would send it. */
export function fileForm(bytes: Uint8Array, filename: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(extra)) form.append(name, value)
  form.append('file', new Blob([bytes]), filename)
  return form
}
