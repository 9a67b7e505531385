/**
 * T10 matching's ingest rate through the API: the 144 dev PDFs uploaded into a recruiter's pool
 * over real HTTP to the app in this process, as the CLI and the browser send them.
 *   npm run bench:recruiting-ingest      (writes the "T10 ingest through the API" section of bench/RESULTS.md)
 *
 * - one file per request, 4 requests in flight;
 * - batches within the server's per-request caps (shared/upload-batches.ts), 2 in flight:
 *   `t10 ingest` / `t10 match FILES`;
 * - the same batches one at a time: the browser's "Process Resumes" with many files.
 * Each run starts a fresh app over a fresh data directory, so nothing is served from an earlier
 * run's stored files. A fresh data directory has the LaTeX template formats built in the
 * background at start (seconds of CPU, once per server's data directory): they are awaited before
 * the clock starts, so that they neither compete for the cores nor count as ingest. Time and CPU
 * count from the first byte sent to the last answer; every file must come back processed. Median
 * of RUNS runs per mode.
 *   npx tsx bench/recruiting-ingest.ts 1     (only the first mode, RESULTS.md left as it is)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { prepareTemplateFormats } from '../server/domain/latex/index.ts'
import { createApiClient, type ApiClient } from '../shared/client.ts'
import { UPLOAD_BATCH, uploadBatches } from '../shared/upload-batches.ts'
import { machineLine, median, mib, ms, processTreeCpuMs, trackPeakRss, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const IN_FLIGHT = 4

const manifest = readFileSync(join(DEV_DATA, 'resumes-dev', 'manifest.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
const files = manifest.map((row) => {
  const path = join(DEV_DATA, 'resumes-dev', row.split(',')[2] as string)
  return { filename: basename(path), bytes: readFileSync(path) }
})

/** CPU ms so far of this process (server and client), of the tool-runner helper, and of the tools it ran. */
function cpuParts(): { node: number; helper: number; tools: number } {
  const stat = (pid: number | 'self') => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return { own: (Number(f[11]) + Number(f[12])) * 10, children: (Number(f[13]) + Number(f[14])) * 10 }
  }
  const helperPid = readdirSync('/proc').find((name) => {
    try {
      return (
        /^\d+$/.test(name) &&
        readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(process.pid) &&
        readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('tool-runner-process')
      )
    } catch {
      return false
    }
  })
  const helper = helperPid ? stat(Number(helperPid)) : { own: 0, children: 0 }
  return { node: stat('self').own, helper: helper.own, tools: helper.children }
}

interface Run {
  elapsed: number
  /** CPU ms of the whole process tree over the uploads, and its parts. */
  cpu: number
  parts: { node: number; helper: number; tools: number }
}

async function withApp(run: (client: ApiClient) => Promise<number>): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-ingest-'))
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
      GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '100000',
      REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '100000',
    }),
    {
      webApp: false,
    },
  )
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    const session = await createApiClient({ baseUrl }).register({ email: 'bench@example.com', password: 'bench password' })
    await prepareTemplateFormats(app.latex)
    const client = createApiClient({ baseUrl, token: session.token })
    const cpuStart = processTreeCpuMs()
    const partsStart = cpuParts()
    const elapsed = await run(client)
    const partsEnd = cpuParts()
    const cpu = processTreeCpuMs() - cpuStart
    const parts = {
      node: partsEnd.node - partsStart.node,
      helper: partsEnd.helper - partsStart.helper,
      tools: partsEnd.tools - partsStart.tools,
    }
    return { elapsed, cpu, parts }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function expectAllProcessed(results: Array<{ success: boolean; filename: string; message: string }>): void {
  const failed = results.filter((r) => !r.success)
  if (failed.length > 0) throw new Error(`${failed.length} files were not processed: ${failed[0]!.filename}: ${failed[0]!.message}`)
}

async function onePerRequest(client: ApiClient): Promise<number> {
  const started = performance.now()
  let next = 0
  const results: Array<{ success: boolean; filename: string; message: string }> = []
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i]!
      const answer = await client.recruiting.uploadResumes([{ file: new Blob([file.bytes]), filename: file.filename }])
      results.push(...answer.results)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const elapsed = performance.now() - started
  expectAllProcessed(results)
  return elapsed
}

/** The files in batches within the per-request caps, `inFlight` requests at a time. */
const batched = (inFlight: number) =>
  async function batches(client: ApiClient): Promise<number> {
    const queue = uploadBatches(files.map((f) => ({ ...f, size: f.bytes.length })))
    const started = performance.now()
    const results: Array<{ success: boolean; filename: string; message: string }> = []
    let next = 0
    const worker = async () => {
      for (let i = next++; i < queue.length; i = next++) {
        const answer = await client.recruiting.uploadResumes(queue[i]!.map((f) => ({ file: new Blob([f.bytes]), filename: f.filename })))
        results.push(...answer.results)
      }
    }
    await Promise.all(Array.from({ length: inFlight }, worker))
    const elapsed = performance.now() - started
    expectAllProcessed(results)
    return elapsed
  }

const peak = trackPeakRss()
const modes = [
  { name: `one file per request, ${IN_FLIGHT} in flight`, run: onePerRequest },
  { name: `batches of ${UPLOAD_BATCH.maxFiles}, 2 in flight (t10 ingest)`, run: batched(2) },
  { name: `batches of ${UPLOAD_BATCH.maxFiles}, one at a time (browser)`, run: batched(1) },
]
// Mode numbers to run (1-based) from the command line; all of them, and RESULTS.md written, by default.
const chosen = process.argv.slice(2).map(Number)
const loadBefore = loadAverage()
const rows: string[] = []
for (const [i, mode] of modes.entries()) {
  if (chosen.length > 0 && !chosen.includes(i + 1)) continue
  await withApp(mode.run) // warm-up: module loading, the taxonomy and occupation data
  const runs: Run[] = []
  for (let r = 0; r < RUNS; r++) runs.push(await withApp(mode.run))
  const times = runs.map((r) => r.elapsed)
  const perFile = (x: number) => x / files.length
  const cpuPerFile = median(runs.map((r) => perFile(r.cpu)))
  const part = (key: keyof Run['parts']) => median(runs.map((r) => perFile(r.parts[key]))).toFixed(0)
  const rates = times.map((t) => files.length / (t / 1000))
  rows.push(
    `| ${mode.name} | ${files.length} | ${ms(median(times))} | ${(files.length / (median(times) / 1000)).toFixed(1)} | ${Math.min(...rates).toFixed(1)}-${Math.max(...rates).toFixed(1)} | ${cpuPerFile.toFixed(0)} (${part('node')} / ${part('helper')} / ${part('tools')}) | ${((availableParallelism() * 1000) / cpuPerFile).toFixed(0)} |`,
  )
  console.log(rows.at(-1))
}

const body = [
  `${machineLine()}. The 144 dev PDFs (resumes-dev) into a new recruiter's pool over real HTTP (POST /api/v1/t10/resumes) to the app in this process: extraction (pdftotext, hidden-text check), parsing, matching features, SQLite writes. Fresh app and data directory per run; median of ${RUNS} runs after a warm-up.`,
  '',
  '| mode | files | median wall time | resumes/s (median) | resumes/s (slowest-fastest run) | CPU ms/resume (server+client / helper / poppler tools) | resumes/s the CPU time allows |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `- CPU ms/resume (median of the runs) counts this process (server and client) and every process it started (/proc: the tool-runner helper and its poppler tools) from the first upload to the last answer; "resumes/s the CPU time allows" is ${availableParallelism()} cores divided by it. App start, sign-up and the fresh data directory's LaTeX format builds are outside that window (before 2026-11-25 they were counted: ~3 s of CPU a run, ~20 ms a resume).`,
  `- Load average (1 min) before / after: ${loadBefore} / ${loadAverage()}. Wall-clock rates fall when other processes share the cores; CPU time much less.`,
  `- Peak RSS of the process (server and client): ${mib(peak.stop())}.`,
].join('\n')
console.log(body)
if (chosen.length === 0) writeResultsSection('T10 ingest through the API (bench/recruiting-ingest.ts)', body)

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!
}
