import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseResume } from '../server/domain/ingest/index.ts'
import { ENGINE_VERSION } from '../server/domain/match/index.ts'
import { databaseFileOf, openDatabase } from '../server/db/database.ts'
import { bumpPoolVersion } from '../server/db/repositories/recruiting-candidates.repository.ts'
import { ensureLocalUser } from '../server/services/accounts.service.ts'
import { categoryJobDescriptions, loadDevSet } from './rank-quality.ts'
import { machineLine, median, ROOT, writeResultsSection } from './lib/results.ts'
import { prng, vary } from './lib/synthetic-pool.ts'

/*
 * Cold start of the processes people and scripts start: `t10 --help`, `t10 match` over the whole
 * pool of a data directory (144 and 10,000 resumes), and the server until /healthz answers.
 * Each figure is the median of RUNS fresh processes (wall time as the caller sees it; CPU time
 * and peak RSS of the process from /usr/bin/time or /proc), so that a busy machine shows less in
 * the CPU column than in the wall column.
 *
 * The pools are written straight into the data directory's database (the dev resumes' features,
 * and for 10,000 their seeded variants), as an upload would store them. The first `match` after
 * the pool was written is reported apart: it builds the pool's index (and leaves its snapshot);
 * the runs after it are what a script calling `t10 match` once per job sees.
 *
 * A bare `node -e 0` is measured beside them, as the floor no T10 code can go under; when the
 * environment sets NODE_EXTRA_CA_CERTS (it raises that floor), this tree is measured again without it.
 *
 * Run: npm run bench:cold-start   (beside the before-figures saved in bench/data/cold-start-before.json)
 *      BEFORE_TREE=/path/to/an/older/checkout npm run bench:cold-start   (that tree measured in the
 *        same run, runs alternating; it must share this tree's migrations and node_modules)
 *      NOW_TREE=/path/to/a/copy ...   (measures that copy of this tree: a shared working tree whose
 *        sources change during the run would fall back from the compiled build to the sources)
 *      npm run bench:cold-start -- --before   (measures this tree and saves it as the before-figures)
 */

const RUNS = Number(process.env.RUNS ?? 7)
const SIZES = [144, 10_000]
const WORK = join(ROOT, 'bench', '.tmp', 'cold-start')
const BEFORE_FILE = join(ROOT, 'bench', 'data', 'cold-start-before.json')
const GOALS: Record<string, number> = { help: 150, 'match-10000': 500, server: 600 }

interface Figure {
  wallMs: number
  cpuMs: number
  peakMiB: number
}
type Figures = Record<string, Figure>

interface Timed {
  wallMs: number
  cpuMs: number
  peakMiB: number
}

/** Runs a command to its end under /usr/bin/time; fails loudly when it fails. */
function timedRun(args: string[], env: NodeJS.ProcessEnv): Timed {
  const stats = join(WORK, 'time.txt')
  const started = performance.now()
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', '-o', stats, process.execPath, ...args], { env, encoding: 'utf8' })
  const wallMs = performance.now() - started
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`)
  const [user, system, peakKiB] = readFileSync(stats, 'utf8').trim().split(/\s+/).slice(-3).map(Number) as [number, number, number]
  return { wallMs, cpuMs: (user + system) * 1000, peakMiB: peakKiB / 1024 }
}

function summary(runs: Timed[]): Figure {
  return { wallMs: median(runs.map((r) => r.wallMs)), cpuMs: median(runs.map((r) => r.cpuMs)), peakMiB: median(runs.map((r) => r.peakMiB)) }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** CPU (ms) and peak RSS (MiB) of a live process. */
function liveUsage(pid: number): { cpuMs: number; peakMiB: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return { cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, peakMiB: Number(hwm?.[1] ?? 0) / 1024 }
}

/** Starts the server, times it until /healthz answers 200, then stops it with SIGTERM. */
async function serverReady(variant: Variant, dataDir: string): Promise<Timed> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, variant.serverArgs, {
    cwd: variant.cwd,
    env: { ...variant.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode} before it was ready`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`)
        if (response.status === 200) break
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (performance.now() - started > 60_000) throw new Error('the server was not ready within 60 s')
    }
    const wallMs = performance.now() - started
    return { wallMs, ...liveUsage(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

/** Writes a pool of `size` resumes for the CLI's local user into a new data directory. */
async function preparePool(size: number): Promise<string> {
  const dataDir = join(WORK, `pool-${size}`)
  rmSync(dataDir, { recursive: true, force: true })
  const dev = await loadDevSet()
  const allSkills = [...new Set(dev.flatMap((d) => d.entry.features.skills))].sort()
  const parsed = dev.map((d) => JSON.stringify(parseResume(d.text)))
  const random = prng(size)
  const db = await openDatabase(databaseFileOf(dataDir))
  try {
    const owner = await ensureLocalUser(db)
    const sha256 = 'bench-cold-start'
    const createdAt = new Date(Date.UTC(2026, 0, 1)).toISOString()
    await db
      .insertInto('files')
      .values({ sha256, bytes: Buffer.from('bench'), size: 5, kind: 'pdf', created_at: createdAt })
      .execute()
    const rows = Array.from({ length: size }, (_, i) => {
      const base = dev[i % dev.length]!
      const features = i < dev.length ? base.entry.features : vary(base.entry.features, allSkills, random)
      return {
        id: `bench-${String(i).padStart(6, '0')}`,
        owner_id: owner.id,
        file_sha256: sha256,
        filename: `${base.id}-${i}.pdf`,
        kind: 'pdf',
        resume_text: base.text,
        parsed_json: parsed[i % dev.length]!,
        features_json: JSON.stringify(features),
        engine_version: ENGINE_VERSION,
        hidden_text: 0,
        created_at: createdAt,
      }
    })
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('recruiting_candidates')
          .values(rows.slice(i, i + 200))
          .execute()
      await bumpPoolVersion(trx, owner.id)
    })
  } finally {
    await db.destroy()
  }
  return dataDir
}

/**
 * A tree of T10 to start, in an environment: this tree, the before-tree (BEFORE_TREE) measured
 * beside it, and this tree again without NODE_EXTRA_CA_CERTS when the environment sets it.
 */
interface Variant {
  cli: string
  serverArgs: string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

function variantOf(root: string, env: NodeJS.ProcessEnv): Variant {
  const compiled = join(root, 'dist', 'server.mjs')
  return {
    cli: join(root, 'cli', 't10.mjs'),
    serverArgs: existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(root, 'server', 'main.ts')],
    cwd: root,
    env: { ...env, LOG_LEVEL: 'warn' },
  }
}

/**
 * Node reads and parses every certificate of NODE_EXTRA_CA_CERTS as it starts, before any of
 * T10's code runs: with this machine's bundle that is ~70 ms of every process's start. So the
 * figures are also given without it, as on a machine that does not set it.
 */
function withoutExtraCerts(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_EXTRA_CA_CERTS: _, ...rest } = env
  return rest
}

/**
 * Every figure for each variant, runs alternating between them so that both see the same load.
 * The first `match` over each freshly written pool is timed apart (see the top of the file).
 */
async function measure(variants: Variant[]): Promise<{ figures: Figures[]; firstMatch: Array<Record<number, Timed>> }> {
  mkdirSync(WORK, { recursive: true })
  const jdFile = join(WORK, 'job.txt')
  writeFileSync(jdFile, categoryJobDescriptions().get('ACCOUNTANT')!)
  const figures: Figures[] = variants.map(() => ({}))
  const firstMatch: Array<Record<number, Timed>> = variants.map(() => ({}))
  const alternate = async (key: string, run: (v: Variant) => Timed | Promise<Timed>) => {
    const runs: Timed[][] = variants.map(() => [])
    for (let i = 0; i < RUNS; i++) for (const [k, v] of variants.entries()) runs[k]!.push(await run(v))
    runs.forEach((r, k) => (figures[k]![key] = summary(r)))
    console.log(
      key,
      figures.map((f) => f[key]),
    )
  }

  for (const v of variants) timedRun([v.cli, '--help'], v.env) // the file system's caches, once
  await alternate('node', (v) => timedRun(['-e', '0'], v.env))
  await alternate('help', (v) => timedRun([v.cli, '--help'], v.env))

  let serverDir = ''
  for (const size of SIZES) {
    const dataDir = await preparePool(size)
    serverDir ||= dataDir
    // Each tree its own copy of the pool: trees whose snapshot formats differ would otherwise
    // replace each other's snapshot on every run, and every run would rebuild the index.
    const dirs = new Map(
      variants.map((v, k) => {
        const dir = k === 0 ? dataDir : `${dataDir}-tree${k}`
        if (k > 0) {
          rmSync(dir, { recursive: true, force: true })
          cpSync(dataDir, dir, { recursive: true })
        }
        return [v, dir]
      }),
    )
    const args = (v: Variant) => [v.cli, 'match', '--jd', jdFile, '--top', '10', '--json', '--data-dir', dirs.get(v)!]
    variants.forEach((v, k) => (firstMatch[k]![size] = timedRun(args(v), v.env)))
    await alternate(`match-${size}`, (v) => timedRun(args(v), v.env))
  }

  for (const v of variants) await serverReady(v, serverDir)
  await alternate('server', (v) => serverReady(v, serverDir))
  return { figures, firstMatch }
}

const LABELS: Record<string, string> = {
  node: 'bare `node -e 0` (the floor, not T10)',
  help: '`t10 --help`',
  'match-144': '`t10 match`, 144-resume pool',
  'match-10000': '`t10 match`, 10,000-resume pool',
  server: 'server ready (`/healthz` answers)',
}

const ms = (value: number) => `${Math.round(value)} ms`
const figureCells = (f: Figure | undefined) => (f ? [ms(f.wallMs), ms(f.cpuMs), `${Math.round(f.peakMiB)} MiB`] : ['–', '–', '–'])
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

const serverLine = (v: Variant) => `node ${v.serverArgs.map((a) => a.replace(`${v.cwd}/`, '')).join(' ')}`

interface Before {
  measured: string
  load: string
  serverCommand: string
  figures: Figures
}

async function main() {
  const saveBefore = process.argv.includes('--before')
  const beforeTree = process.env.BEFORE_TREE
  const nowTree = process.env.NOW_TREE ?? ROOT
  // The compiled build as `npm start` makes it (nothing to do when it is current).
  if (!saveBefore) execFileSync(process.execPath, [join(nowTree, 'scripts', 'build-dist.mjs')], { stdio: 'inherit' })
  const extraCerts = Boolean(process.env.NODE_EXTRA_CA_CERTS) && !saveBefore
  const variants = [
    variantOf(nowTree, process.env),
    ...(beforeTree ? [variantOf(beforeTree, process.env)] : []),
    ...(extraCerts ? [variantOf(nowTree, withoutExtraCerts(process.env))] : []),
  ]
  const loadBefore = load()
  const { figures, firstMatch } = await measure(variants)
  const loadAfter = load()
  const when = machineLine()
  const measuredLoad = `${loadBefore} -> ${loadAfter}`
  if (saveBefore) {
    mkdirSync(join(ROOT, 'bench', 'data'), { recursive: true })
    const saved: Before = { measured: when, load: measuredLoad, serverCommand: serverLine(variants[0]!), figures: figures[0]! }
    writeFileSync(BEFORE_FILE, `${JSON.stringify(saved, null, 2)}\n`)
    console.log(`saved the before-figures in ${BEFORE_FILE}`)
    return
  }
  const before: Before | null = beforeTree
    ? { measured: `${when}, in the same run (runs alternating)`, load: measuredLoad, serverCommand: serverLine(variants[1]!), figures: figures[1]! }
    : existsSync(BEFORE_FILE)
      ? (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as Before)
      : null
  const now = figures[0]!
  const bare = extraCerts ? figures[variants.length - 1]! : null
  const verdict = (key: string, f: Figures) => {
    const goal = GOALS[key]
    return goal === undefined ? '' : `${f[key]!.wallMs <= goal ? 'met' : '**not met**'}`
  }
  const rows = Object.keys(LABELS).map((key) =>
    [
      LABELS[key],
      ...figureCells(before?.figures[key]),
      ...figureCells(now[key]),
      verdict(key, now),
      ...(bare ? [...figureCells(bare[key]), verdict(key, bare)] : []),
      GOALS[key] === undefined ? '' : `≤ ${GOALS[key]} ms`,
    ].join(' | '),
  )
  const header = [
    '',
    'before: wall',
    'CPU',
    'peak RSS',
    'now: wall',
    'CPU',
    'peak RSS',
    'met',
    ...(bare ? ['now, no NODE_EXTRA_CA_CERTS: wall', 'CPU', 'peak RSS', 'met'] : []),
    'goal (wall)',
  ]
  const align = header.map((_, i) => (i === 0 ? '---' : ':---:'))
  const body = [
    `${when}; load average (1/5/15 min) ${loadBefore} at the start, ${loadAfter} at the end. Medians of ${RUNS} fresh processes each, runs alternating; CPU is user + system time of the process.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map((row) => `| ${row} |`),
    '',
    `- Before: ${before ? `${before.measured}, load ${before.load}; the server as \`${before.serverCommand}\`` : 'not measured (bench/data/cold-start-before.json is missing)'}${beforeTree ? ` (the tree in ${beforeTree})` : ''}. Now: the server as \`${serverLine(variants[0]!)}\`.`,
    ...(bare
      ? [
          `- This machine's environment sets NODE_EXTRA_CA_CERTS (${process.env.NODE_EXTRA_CA_CERTS}): Node loads those certificates as it starts, before any of T10's code, which the bare \`node\` row shows. The last columns are the same tree and runs without it, as on a machine that does not set it.`,
        ]
      : []),
    ...SIZES.map((size) => {
      const f = firstMatch[0]![size]!
      return `- The first \`t10 match\` after the ${size.toLocaleString('en-US')}-resume pool was written (its index built from the stored features, its snapshot written): ${ms(f.wallMs)} wall, ${ms(f.cpuMs)} CPU, ${Math.round(f.peakMiB)} MiB.`
    }),
  ].join('\n')
  console.log(body)
  writeResultsSection('Cold start (bench/cold-start.ts)', body)
}

await main()
