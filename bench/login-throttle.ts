/**
 * How sign-in and password-reset throttling behave against guessing and spoofing, through the
 * real app (HTTP via inject, a real SQLite file, the real password hashing).
 *   npm run bench:login-throttle   (writes the "Hardening: login throttling" section of bench/RESULTS.md)
 *
 * Every attempt claims a different client address in X-Forwarded-For, as an attacker with many
 * addresses (or one forging the header) would. Each scenario runs on a fresh app with the
 * default settings unless it says otherwise; the baseline is the same guessing with only the
 * per-address limit, which is what the server had before.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../server/app.ts'
import { type ConfigVariable, loadConfig } from '../server/config.ts'
import { machineLine, writeResultsSection } from './lib/results.ts'

const GUESSES = 30
const PASSWORD = 'the owner password 7'

type Env = Partial<Record<ConfigVariable, string>>

interface Outcome {
  scenario: string
  sent: number
  evaluated: number
  refused: number
  firstRefusal: number | null
  retryAfter: string
}

async function withApp<T>(env: Env, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-throttle-'))
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'error', ...env, DATA_DIR: dataDir }), { webApp: false })
  try {
    await app.ready()
    return await run(app)
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

let client = 0
const nextClient = () => `198.51.100.${(++client % 250) + 1}`

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': nextClient() }, payload })

const register = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: PASSWORD } })

function summarise(scenario: string, answers: Array<{ statusCode: number; headers: Record<string, unknown> }>, ok: number): Outcome {
  const refusedAt = answers.findIndex((a) => a.statusCode === 429)
  const retryAfters = answers.filter((a) => a.statusCode === 429).map((a) => Number(a.headers['retry-after']))
  return {
    scenario,
    sent: answers.length,
    evaluated: answers.filter((a) => a.statusCode === ok || a.statusCode === 401 || a.statusCode === 200).length,
    refused: answers.filter((a) => a.statusCode === 429).length,
    firstRefusal: refusedAt < 0 ? null : refusedAt + 1,
    retryAfter: retryAfters.length === 0 ? '-' : `${Math.min(...retryAfters)}-${Math.max(...retryAfters)} s`,
  }
}

/** Wrong guesses at one account's password, each from a different client address. */
async function guessOneAccount(scenario: string, env: Env): Promise<Outcome> {
  return withApp(env, async (app) => {
    await register(app, 'victim@example.com')
    const answers = []
    for (let i = 0; i < GUESSES; i++) {
      answers.push(await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password: `guess ${i}` }))
    }
    return summarise(scenario, answers, 401)
  })
}

const outcomes: Outcome[] = []

// Baseline: only the per-address limit (the account limit set out of reach), behind a proxy.
outcomes.push(await guessOneAccount('baseline: per-address limit only, rotating addresses', { TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT: '1000' }))
outcomes.push(await guessOneAccount('per-account limit, rotating addresses behind a proxy', { TRUST_PROXY: '1' }))
outcomes.push(await guessOneAccount('per-account limit, forged X-Forwarded-For, no proxy trusted', {}))

// Forged X-Forwarded-For against the per-address limit: a different account each time, so only it can refuse.
outcomes.push(
  await withApp({}, async (app) => {
    const answers = []
    for (let i = 0; i < GUESSES; i++) answers.push(await post(app, '/api/v1/auth/login', { email: `someone${i}@example.com`, password: 'guess' }))
    return summarise('per-address limit, forged X-Forwarded-For, 30 accounts', answers, 401)
  }),
)

// A burst of parallel guesses: attempts are counted before they are checked.
outcomes.push(
  await withApp({ TRUST_PROXY: '1' }, async (app) => {
    await register(app, 'victim@example.com')
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => post(app, '/api/v1/auth/login', { email: 'victim@example.com', password: `parallel ${i}` })),
    )
    return summarise('per-account limit, 30 guesses in parallel', answers, 401)
  }),
)

// Reset mail to one address, from rotating addresses.
outcomes.push(
  await withApp({ TRUST_PROXY: '1' }, async (app) => {
    await register(app, 'victim@example.com')
    const answers = []
    for (let i = 0; i < GUESSES; i++) answers.push(await post(app, '/api/v1/auth/forgot-password', { email: 'victim@example.com' }))
    return summarise('reset mail to one address, rotating addresses', answers, 200)
  }),
)

// The owner during and after a lockout, with a 15-second window to wait it out for real (the
// guesses go in parallel so that a busy machine does not let the window pass before the owner tries).
const owner = await withApp({ TRUST_PROXY: '1', LOGIN_LOCKOUT_MINUTES: '0.25' }, async (app) => {
  await register(app, 'victim@example.com')
  await Promise.all(Array.from({ length: 5 }, (_, i) => post(app, '/api/v1/auth/login', { email: 'victim@example.com', password: `guess ${i}` })))
  const during = await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password: PASSWORD })
  const wait = Number(during.headers['retry-after'])
  await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100))
  const after = await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password: PASSWORD })
  if (during.statusCode !== 429) throw new Error(`the owner was not locked out (${during.statusCode}): the machine is too slow for the window`)
  return { during: during.statusCode, message: String(during.json().message), wait, after: after.statusCode }
})

const table = [
  '| scenario | sent | evaluated | refused (429) | first 429 at | Retry-After |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...outcomes.map((o) => `| ${o.scenario} | ${o.sent} | ${o.evaluated} | ${o.refused} | ${o.firstRefusal ?? '-'} | ${o.retryAfter} |`),
].join('\n')

const body = `${machineLine()}. \`npm run bench:login-throttle\` (bench/login-throttle.ts): ${GUESSES} requests per scenario, each
claiming a different client address in X-Forwarded-For, on a fresh app with the default settings
(AUTH_RATE_LIMIT_PER_MINUTE=10, LOGIN_FAILURES_PER_ACCOUNT=5 in LOGIN_LOCKOUT_MINUTES=15,
RESET_MAILS_PER_ADDRESS_PER_HOUR=3). "Evaluated" counts password checks made (401 or 200), or reset
requests answered 200. The baseline is the same guessing with only the per-address limit, as before.

${table}

The owner, locked out by someone else's guesses (a 15-second window here): the right password is
answered ${owner.during} ("${owner.message}"), Retry-After ${owner.wait} s; after waiting that long it is answered ${owner.after}.`

writeResultsSection('Hardening: login throttling', body)
console.log(body)
