/**
 * Fifty generations at once, as ten accounts each sending five: do they finish in the order they
 * came, at a steady rate, all of them? Issue 22's figure: 50/50 done, and the median generation
 * finished before 60 % of the batch's wall time (the first well before the last).
 *   npm run bench:fairness [-- --generations 50 --accounts 10 --runs 2 --bounds 3,4]
 *   (writes the "Generations under load" section of bench/RESULTS.md)
 *
 * Each set-up is a real server process (server/main.ts, SQLite, the local writer, real pdflatex and
 * poppler), fed over HTTP: every account uploads one written test resume (tests/resumes), one
 * generation warms the server up, then all generations are sent at once, each for another posting so that no compile comes from the cache.
 * The baseline is the same server with no bound on generations at once (GENERATION_CONCURRENCY at
 * its maximum), how every generation ran before the bound. /healthz is asked every 100 ms meanwhile.
 * Needs nothing from the dev data.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { connectDatabase } from '../server/db/database.ts'
import { setUserPlan } from '../server/services/accounts.service.ts'
import { freePort } from '../tests/helpers/child-processes.ts'
import { softwareEngineerText } from '../tests/helpers/written-resumes.ts'
import { ROOT, machineLine, median, percentile, writeResultsSection } from './lib/results.ts'

const { values: args } = parseArgs({
  options: {
    generations: { type: 'string', default: '50' },
    accounts: { type: 'string', default: '10' },
    runs: { type: 'string', default: '2' },
    /** Other bounds to measure beside the default, e.g. "3,4". */
    bounds: { type: 'string', default: '' },
  },
})
const GENERATIONS = Number(args.generations)
const ACCOUNTS = Number(args.accounts)
const RUNS = Number(args.runs)
const UNBOUNDED = '256'

const TITLES = ['Software Engineer', 'Backend Developer', 'Platform Engineer', 'Data Engineer', 'Site Reliability Engineer']
const posting = (i: number) =>
  `Role: ${TITLES[Math.abs(i) % TITLES.length]}\nCompany: Fairness Bench ${i}\n\nRequirements:\n- ${2 + (Math.abs(i) % 6)}+ years of experience building services\n- Python, PostgreSQL, AWS, Kubernetes\n- Experience with ${['Kafka', 'Terraform', 'Go', 'Redis', 'Docker'][Math.abs(i) % 5]}\n`

interface Server {
  url: string
  child: ChildProcess
  dataDir: string
}

async function startServer(concurrency: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-fairness-'))
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-fairness-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'info',
      GENERATION_CONCURRENCY: concurrency,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const started = Date.now()
  while (!output.includes('Server listening')) {
    if (child.exitCode !== null || Date.now() - started > 180_000) {
      child.kill('SIGKILL')
      throw new Error(`the server did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url: `http://127.0.0.1:${port}`, child, dataDir }
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    await exited
  }
  rmSync(server.dataDir, { recursive: true, force: true })
}

/** One account on the unlimited plan with one uploaded resume: its token and resume id. */
async function account(server: Server, n: number): Promise<{ token: string; resumeId: string }> {
  const email = `fairness-${n}-${Date.now()}@example.com`
  const registered = await fetch(`${server.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`)
  const { token } = (await registered.json()) as { token: string }
  const db = await connectDatabase(join(server.dataDir, 't10.sqlite'))
  await setUserPlan(db, email, 'standard')
  await db.destroy()
  const resume = softwareEngineerText()
  const form = new FormData()
  form.append('file', new Blob([resume.bytes]), resume.filename)
  const uploaded = await fetch(`${server.url}/api/v1/resume/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`)
  const { resume_id: resumeId } = ((await uploaded.json()) as { data: { resume_id: string } }).data
  return { token, resumeId }
}

interface Batch {
  wallMs: number
  /** Each generation's finish, ms after the batch was sent, in the order they were sent; null: failed. */
  finished: Array<number | null>
  failures: string[]
  healthz: number[]
}

async function generate(server: Server, user: { token: string; resumeId: string }, jobText: string): Promise<Response> {
  return fetch(`${server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ resume_id: user.resumeId, job_description: jobText }),
  })
}

async function batch(server: Server): Promise<Batch> {
  const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, (_, n) => account(server, n)))
  // One generation first, as a server that has been up a while has had: the template formats
  // built, the reading threads started.
  await (await generate(server, accounts[0]!, posting(-1))).text()
  const healthz: number[] = []
  let sending = true
  const probe = (async () => {
    while (sending) {
      const t0 = performance.now()
      await fetch(`${server.url}/healthz`).then((r) => r.arrayBuffer())
      healthz.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 100))
    }
  })()
  const failures: string[] = []
  const started = performance.now()
  const finished = await Promise.all(
    Array.from({ length: GENERATIONS }, async (_, i) => {
      const response = await generate(server, accounts[i % ACCOUNTS]!, posting(i))
      const stream = await response.text()
      if (response.status === 200 && /^event: result$/m.test(stream)) return performance.now() - started
      failures.push(
        `${response.status} ${/^data: (.*)$/m.exec(stream.split('event: error')[1] ?? stream)?.[1]?.slice(0, 200) ?? stream.slice(0, 200)}`,
      )
      return null
    }),
  )
  const wallMs = performance.now() - started
  sending = false
  await probe
  return { wallMs, finished, failures, healthz }
}

interface Figures {
  name: string
  batches: Batch[]
}

async function measure(name: string, concurrency: string): Promise<Figures> {
  const batches: Batch[] = []
  for (let r = 0; r < RUNS; r++) {
    const server = await startServer(concurrency)
    try {
      batches.push(await batch(server))
    } finally {
      await stopServer(server)
    }
    const last = batches.at(-1)!
    console.log(`${name}, run ${r + 1}: ${summary(last)}`)
  }
  return { name, batches }
}

const done = (b: Batch) => b.finished.filter((t): t is number => t !== null)
/** How far the finishing order follows the sending order: Spearman's rank correlation. */
function orderKept(b: Batch): number {
  const pairs = b.finished.map((t, sent) => ({ t, sent })).filter((p): p is { t: number; sent: number } => p.t !== null)
  const byFinish = [...pairs].sort((x, y) => x.t - y.t)
  const rank = new Map(byFinish.map((p, i) => [p.sent, i]))
  const n = pairs.length
  const squares = pairs.reduce((sum, p, i) => sum + (i - rank.get(p.sent)!) ** 2, 0)
  return n < 2 ? 1 : 1 - (6 * squares) / (n * (n * n - 1))
}
const share = (ms: number, b: Batch) => `${Math.round((100 * ms) / b.wallMs)} %`
function summary(b: Batch): string {
  const times = done(b)
  const sorted = [...times].sort((x, y) => x - y)
  return `${times.length}/${b.finished.length} done in ${(b.wallMs / 1000).toFixed(1)} s; first ${share(sorted[0] ?? 0, b)}, median ${share(median(times), b)} of the batch; order kept ${orderKept(b).toFixed(2)}; /healthz p99 ${Math.round(percentile(b.healthz, 99))} ms${b.failures.length ? `; failed: ${b.failures.join(' | ')}` : ''}`
}

console.log(`${GENERATIONS} generations at once from ${ACCOUNTS} accounts, ${RUNS} runs a set-up`)
const results = [await measure('No bound (baseline)', UNBOUNDED), await measure(`Default bound (the cores: ${availableParallelism()})`, '')]
for (const bound of args.bounds.split(',').filter(Boolean)) results.push(await measure(`${bound} at once`, bound))

const row = (f: Figures) => {
  const bs = f.batches
  const each = (fn: (b: Batch) => number) => median(bs.map(fn))
  const firstShare = each((b) => Math.min(...done(b)) / b.wallMs)
  const medianShare = each((b) => median(done(b)) / b.wallMs)
  return `| ${f.name} | ${bs.map((b) => `${done(b).length}/${b.finished.length}`).join(', ')} | ${(each((b) => b.wallMs) / 1000).toFixed(1)} s | ${Math.round(100 * firstShare)} % | ${Math.round(100 * medianShare)} % | ${each(orderKept).toFixed(2)} | ${Math.round(each((b) => percentile(b.healthz, 99)))} ms |`
}
const failures = results.flatMap((f) => f.batches.flatMap((b) => b.failures.map((x) => `${f.name}: ${x}`)))
const body = `${machineLine()}; load average ${loadavg()[0]!.toFixed(1)} at the end.

${GENERATIONS} generations (resume and cover letter, local writer, real pdflatex and poppler) sent at once by ${ACCOUNTS} accounts, each for its own posting (every letter is compiled; a resume may come from the compile cache when two postings ask the same of it); ${RUNS} runs a set-up on a fresh server (SQLite), medians over the runs. "Finished at" is when a generation's stream ended, as a share of the batch's wall time; "order kept" is Spearman's correlation between the order sent and the order finished (1: exactly in order).

| set-up | done | batch wall | first finished at | median finished at | order kept | /healthz p99 |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${results.map(row).join('\n')}

${failures.length ? `Failures: ${failures.join('; ')}` : 'No failures.'}

Before the bound, the outside test (ten Free accounts × 5, a busier machine) saw every run finish all 50 together at the end (p50 ≈ p95 ≈ the batch's time) and one run lose a generation to the ATS step's 10 s PDF-reading limit; that limit is now 30 s, and with turns no step waits on the CPU behind forty others.`
console.log(body)
writeResultsSection('Generations under load (bench/generation-fairness.ts)', body)
