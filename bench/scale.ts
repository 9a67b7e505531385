/**
 * One load on three set-ups: SQLite in one process (the default), PostgreSQL in one process, and
 * PostgreSQL with two app servers (plus a `t10 worker` process when the CLI has that command).
 *   npm run bench:scale [-- --resumes 1000 --matches 40 --generations 8]
 *   (writes the "Scale-out" section of bench/RESULTS.md)
 *
 * The load, over real HTTP against real server processes (server/main.ts):
 * - ingest: R dev-set PDFs uploaded to one recruiter's T10 pool, 10 files a request, 4 requests in
 *   flight; the 144 dev resumes are repeated, each copy made distinct by a trailing PDF comment;
 * - match: M top-10 queries for one posting over that pool, all sent at once (after one warm-up
 *   query per server, so each has its pool index);
 * - generate: N resume generations at once (local writer, real pdflatex), each for another posting
 *   so that no compile comes from the cache.
 * With two servers every request alternates between them, as a round-robin load balancer would.
 * CPU is read from /proc for the server processes with their children (pdflatex, poppler) and for
 * the PostgreSQL server with its backends.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { connectDatabase } from '../server/db/database.ts'
import { setUserPlan } from '../server/services/accounts.service.ts'
import { ACCOUNTANT_JD } from '../tests/fixtures/job-descriptions.ts'
import { freePort } from '../tests/helpers/child-processes.ts'
import { startPostgresCluster } from '../tests/helpers/postgres-cluster.ts'
import { ROOT, machineLine, median, percentile, treeCpuMs, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'

const { values: args } = parseArgs({
  options: {
    resumes: { type: 'string', default: '1000' },
    matches: { type: 'string', default: '40' },
    generations: { type: 'string', default: '8' },
  },
})
const RESUMES = Number(args.resumes)
const MATCHES = Number(args.matches)
const GENERATIONS = Number(args.generations)
const FILES_PER_REQUEST = 10
const UPLOADS_IN_FLIGHT = 4
const JWT_SECRET = 'bench-scale-secret-0123456789abcdef0123456789'

const devPdfs = readFileSync(join(DEV_DATA, 'resumes-dev', 'manifest.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((row) => readFileSync(join(DEV_DATA, 'resumes-dev', row.split(',')[2]!)))
/** The i-th resume of the load: a dev PDF, made a distinct file by a comment after its end. */
const resumeFile = (i: number) => Buffer.concat([devPdfs[i % devPdfs.length]!, Buffer.from(`\n% copy ${i}\n`)])
const resumeText = readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt'), 'utf8')
const posting = (i: number) =>
  `Role: ${['Senior Accountant', 'Software Engineer', 'Sales Manager', 'HR Generalist'][i % 4]}\nCompany: Scale Bench ${i}\n\nRequirements:\n- ${2 + (i % 5)}+ years of experience\n- Microsoft Excel, SQL, customer service, budgeting\n- Bachelor's degree\n`

/** Whether this tree's CLI has the queue's worker command yet (another part of the scale-out work). */
function cliHasWorker(): boolean {
  const help = spawnSync(process.execPath, ['cli/t10.mjs', '--help'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, T10_FROM_SOURCE: '1' } })
  return /^\s+worker\b/m.test(help.stdout)
}

interface Proc {
  child: ChildProcess
  output: () => string
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: (output: string) => boolean): Promise<Proc> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)))
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)))
  const started = Date.now()
  while (!ready(output)) {
    if (child.exitCode !== null || Date.now() - started > 180_000) {
      child.kill('SIGKILL')
      throw new Error(`${args.join(' ')} did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, output: () => output }
}

async function stopProcess(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return
  const exited = new Promise((resolve) => proc.child.once('exit', resolve))
  proc.child.kill('SIGTERM')
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

interface Phase {
  wallMs: number
  latencies: number[]
  count: number
  failures: number
  cpuMs: { app: number; postgres: number }
}

interface SetupFigures {
  name: string
  ingest: Phase
  match: Phase
  generate: Phase
}

interface Setup {
  name: string
  databaseUrl: string
  servers: number
  worker: boolean
  postgresPid?: number
}

async function runSetup(setup: Setup): Promise<SetupFigures> {
  const dirs: string[] = []
  const procs: Proc[] = []
  try {
    const sharedDir = mkdtempSync(join(tmpdir(), 't10-bench-scale-'))
    dirs.push(sharedDir)
    const urls: string[] = []
    for (let s = 0; s < setup.servers; s++) {
      const port = await freePort()
      // With SQLite the one server's DATA_DIR is the database; over PostgreSQL each server has its own.
      const dataDir = s === 0 ? sharedDir : mkdtempSync(join(tmpdir(), 't10-bench-scale-'))
      if (s > 0) dirs.push(dataDir)
      const env = {
        DATABASE_URL: setup.databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
        GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '100000',
        REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '100000',
      }
      procs.push(await startProcess(['--import', 'tsx', 'server/main.ts'], { ...env, LOG_LEVEL: 'info' }, (o) => o.includes('Server listening')))
      urls.push(`http://127.0.0.1:${port}`)
    }
    if (setup.worker) {
      const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-scale-'))
      dirs.push(dataDir)
      procs.push(
        await startProcess(
          ['cli/t10.mjs', 'worker'],
          { DATABASE_URL: setup.databaseUrl, DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'info', T10_FROM_SOURCE: '1' },
          (o) => /worker|listening|ready/i.test(o),
        ),
      )
    }
    let next = 0
    const server = () => urls[next++ % urls.length]!

    const email = `bench-${Date.now()}@example.com`
    const registered = await fetch(`${urls[0]}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    })
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`)
    const { token } = (await registered.json()) as { token: string }
    // Unlimited generations: the operator's way (`t10 admin set-plan`), through the database.
    const db = await connectDatabase(setup.databaseUrl || join(sharedDir, 't10.sqlite'))
    await setUserPlan(db, email, 'standard')
    await db.destroy()
    const auth = { authorization: `Bearer ${token}` }

    const cpu = () => ({
      app: procs.reduce((sum, p) => sum + treeCpuMs(p.child.pid!), 0),
      postgres: setup.postgresPid ? treeCpuMs(setup.postgresPid) : 0,
    })
    async function phase(count: number, inFlight: number, one: (i: number) => Promise<boolean>): Promise<Phase> {
      const latencies: number[] = []
      let failures = 0
      const cpuBefore = cpu()
      const started = performance.now()
      let taken = 0
      await Promise.all(
        Array.from({ length: Math.min(inFlight, count) }, async () => {
          while (taken < count) {
            const i = taken++
            const t0 = performance.now()
            if (!(await one(i))) failures++
            latencies.push(performance.now() - t0)
          }
        }),
      )
      const wallMs = performance.now() - started
      const cpuAfter = cpu()
      return { wallMs, latencies, count, failures, cpuMs: { app: cpuAfter.app - cpuBefore.app, postgres: cpuAfter.postgres - cpuBefore.postgres } }
    }

    const ingest = await phase(Math.ceil(RESUMES / FILES_PER_REQUEST), UPLOADS_IN_FLIGHT, async (r) => {
      const form = new FormData()
      for (let i = r * FILES_PER_REQUEST; i < Math.min(RESUMES, (r + 1) * FILES_PER_REQUEST); i++)
        form.append('files', new Blob([resumeFile(i)]), `resume-${i}.pdf`)
      const response = await fetch(`${server()}/api/v1/t10/resumes`, { method: 'POST', headers: auth, body: form })
      const body = (await response.json()) as { results?: Array<{ success: boolean }> }
      return response.status === 200 && (body.results ?? []).every((x) => x.success)
    })
    ingest.count = RESUMES

    const job = await fetch(`${urls[0]}/api/v1/t10/jobs`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ job_data: { description: ACCOUNTANT_JD } }),
    })
    const { job_id: jobId } = (await job.json()) as { job_id: string }
    const matchOnce = async () => {
      const response = await fetch(`${server()}/api/v1/t10/jobs/${jobId}/matches?limit=10`, { headers: auth })
      const body = (await response.json()) as { matches?: unknown[] }
      return response.status === 200 && body.matches?.length === 10
    }
    for (let s = 0; s < urls.length; s++) await matchOnce()
    const match = await phase(MATCHES, MATCHES, matchOnce)

    const generate = await phase(GENERATIONS, GENERATIONS, async (i) => {
      const response = await fetch(`${server()}/api/v1/generate/resume`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ resume_text: resumeText, job_data: { description: posting(i) } }),
      })
      await response.arrayBuffer()
      return response.status === 200
    })
    return { name: setup.name, ingest, match, generate }
  } finally {
    await Promise.all(procs.map(stopProcess))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

const withWorker = cliHasWorker()
const results: SetupFigures[] = []
console.log(`load: ${RESUMES} resumes, ${MATCHES} match queries at once, ${GENERATIONS} generations at once`)
results.push(await runSetup({ name: 'SQLite, one process (baseline)', databaseUrl: '', servers: 1, worker: false }))
console.log(results.at(-1))
const cluster = await startPostgresCluster()
try {
  const { default: pg } = await import('pg')
  const admin = new pg.Client(cluster.adminUrl)
  await admin.connect()
  const { rows } = await admin.query<{ dir: string }>('select setting as dir from pg_settings where name = $1', ['data_directory'])
  const postgresPid = Number(readFileSync(join(rows[0]!.dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  for (const name of ['scale_one', 'scale_two']) await admin.query(`create database ${name}`)
  await admin.end()
  const urlOf = (name: string) => cluster.adminUrl.replace(/\/postgres$/, `/${name}`)
  results.push(await runSetup({ name: 'PostgreSQL, one process', databaseUrl: urlOf('scale_one'), servers: 1, worker: false, postgresPid }))
  console.log(results.at(-1))
  results.push({
    ...(await runSetup({ name: '', databaseUrl: urlOf('scale_two'), servers: 2, worker: withWorker, postgresPid })),
    name: `PostgreSQL, two app servers${withWorker ? ' + a worker' : ''}`,
  })
} finally {
  cluster.stop()
}

const round = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1))
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const perSecond = (p: Phase) => p.count / (p.wallMs / 1000)
const base = results[0]!
const row = (r: SetupFigures, key: 'ingest' | 'match' | 'generate', unit: string) => {
  const p = r[key]
  const ratio = perSecond(p) / perSecond(base[key])
  return `| ${r.name} | ${round(perSecond(p))} ${unit}/s (${ratio.toFixed(2)}×) | ${round(median(p.latencies))} / ${round(percentile(p.latencies, 95))} ms | ${seconds(p.wallMs)} | ${seconds(p.cpuMs.app)} + ${seconds(p.cpuMs.postgres)} | ${p.failures} |`
}
const table = (key: 'ingest' | 'match' | 'generate', title: string, unit: string, latency: string) =>
  [
    `**${title}**`,
    '',
    `| set-up | throughput (vs SQLite) | ${latency} p50 / p95 | wall | CPU: app processes + PostgreSQL | failed |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => row(r, key, unit)),
  ].join('\n')

const body = `${machineLine()}; load average ${loadavg()[0]!.toFixed(1)} at the end (other work shares the 2 cores: read CPU more than wall).

Load: ${RESUMES} resumes ingested (${FILES_PER_REQUEST} a request, ${UPLOADS_IN_FLIGHT} requests in flight), ${MATCHES} top-10 match queries at once over that pool, ${GENERATIONS} resume generations at once (local writer, real pdflatex). Two servers take requests in turn. ${withWorker ? 'The worker is `t10 worker`.' : 'No `t10 worker` process: the CLI had no worker command when this ran.'}

${table('ingest', 'Ingest', 'resumes', 'per request of 10 files,')}

${table('match', 'Match queries', 'queries', 'per query,')}

${table('generate', 'Generations', 'generations', 'per generation,')}

CPU per item (app processes + PostgreSQL), the figure the machine's other work disturbs least: ${results
  .map(
    (r) =>
      `${r.name}: ${(['ingest', 'match', 'generate'] as const).map((key) => `${Math.round((r[key].cpuMs.app + r[key].cpuMs.postgres) / r[key].count)} ms a ${key === 'ingest' ? 'resume' : key === 'match' ? 'query' : 'generation'}`).join(', ')}`,
  )
  .join('; ')}.

Where the time goes: ingest is reading the PDFs (poppler) and parsing them, match queries are the ranking in each
server's own index, generations are pdflatex; the database's share of the CPU is small in all three. On 2 cores
more processes add no cores: a second server and a worker cost CPU (round trips, a second pool index, the queue)
and a throughput gain in wall time mostly reflects taking a larger share of a machine busy with other work.`
console.log(body)
writeResultsSection('Scale-out: SQLite, PostgreSQL, two servers (bench/scale.ts)', body)
