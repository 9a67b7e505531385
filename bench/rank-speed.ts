import { loadDevSet, categoryJobDescriptions } from './rank-quality.ts'
import { indexPool, parseJobForMatching, rankResumes, type JobFeatures, type PoolEntry } from '../server/domain/match/index.ts'
import { machineLine, median, mib, ms, percentile, trackPeakRss, writeResultsSection } from './lib/results.ts'
import { prng, vary } from './lib/synthetic-pool.ts'
import type { Db } from '../server/db/database.ts'
import { createPoolCache } from '../server/services/recruiting/candidates.service.ts'
import { storePool } from './lib/stored-pool.ts'
import { withPostgresDatabase, withSqliteDatabase } from './lib/stores.ts'

/*
 * Speed of a top-10 query (rankResumes) over pools of 1,000, 10,000 and 100,000 resumes.
 *
 * The pools are built from the features of the 144 dev resumes, varied deterministically
 * (bench/lib/synthetic-pool.ts).
 *
 * Each timed query uses a fresh copy of one of the 24 O*NET-built job descriptions' features, so
 * the per-query compile (idf, skill and title lookups, BM25 over the postings) is timed too; the
 * pool's index is built once per pool version, as the server caches it (its build time is
 * reported apart: the first build, and the next version with one resume more and one fewer,
 * derived from the last index as the server does it). Memory: heap + array buffers held by the pool's features
 * and by its index (the index does not need the feature objects once built).
 *
 * Run: npm run bench:rank
 *
 * With --stores: the 100,000-resume pool stored in the database instead (recruiting_candidates rows, features
 * as JSON), on SQLite and on PostgreSQL (a throwaway local cluster over TCP loopback): the index
 * built from the stored features by the server's pool cache (createPoolCache), the memory it holds,
 * the per-request version check of a cached pool, and the query median over that index.
 */

const SIZES = [1_000, 10_000, 100_000]
const QUERIES: Record<number, number> = { 1_000: 300, 10_000: 200, 100_000: 40 }
const WARMUP = 5
const LIMIT = 10
const GOALS: Record<number, { median?: number; p99?: number }> = { 10_000: { median: 30, p99: 100 }, 100_000: { median: 300 } }

function heapBytes(): number {
  globalThis.gc?.()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

async function main() {
  const dev = await loadDevSet()
  const jobs: JobFeatures[] = [...categoryJobDescriptions().values()].map(parseJobForMatching)
  const allSkills = [...new Set(dev.flatMap((d) => d.entry.features.skills))].sort()
  const peak = trackPeakRss()
  const rows: string[] = []
  const verdicts: string[] = []

  for (const size of SIZES) {
    const random = prng(size)
    const before = heapBytes()
    const pool: PoolEntry[] = Array.from({ length: size }, (_, i) => ({
      id: `r${String(i).padStart(6, '0')}`,
      features: vary(dev[i % dev.length]!.entry.features, allSkills, random),
    }))
    const afterFeatures = heapBytes()
    const jsonBytes = pool.reduce((n, e) => n + JSON.stringify(e.features).length, 0)

    const started = performance.now()
    const index = indexPool(pool)
    const buildMs = performance.now() - started
    const afterIndex = heapBytes()
    // The next pool version as the server makes it: one resume more and one fewer, derived from
    // this index without the others' feature objects.
    const added = { id: 'new', features: vary(dev[0]!.entry.features, allSkills, random) }
    const rebuildStarted = performance.now()
    index.derive((id) => id !== pool[0]!.id, [added])
    const rebuildMs = performance.now() - rebuildStarted

    const times: number[] = []
    const n = QUERIES[size]!
    for (let q = -WARMUP; q < n; q++) {
      const job = structuredClone(jobs[(q + WARMUP) % jobs.length]!)
      const t0 = performance.now()
      const top = rankResumes(job, index, LIMIT)
      const t = performance.now() - t0
      if (top.length !== LIMIT) throw new Error('short result')
      if (q >= 0) times.push(t)
    }
    const med = median(times)
    const p99 = percentile(times, 99)
    rows.push(
      `| ${size.toLocaleString('en-US')} | ${ms(med)} | ${ms(percentile(times, 95))} | ${ms(p99)} | ${n} | ${ms(buildMs)} / ${ms(rebuildMs)} | ${mib(afterFeatures - before)} (${Math.round(jsonBytes / size)} B JSON each) | ${mib(afterIndex - afterFeatures)} (${mib(index.arrayBytes)} arrays) |`,
    )
    const goal = GOALS[size]
    if (goal?.median !== undefined)
      verdicts.push(`${size.toLocaleString('en-US')} median ${ms(med)} vs goal ≤ ${goal.median} ms: ${med <= goal.median ? 'met' : '**not met**'}`)
    if (goal?.p99 !== undefined)
      verdicts.push(`${size.toLocaleString('en-US')} p99 ${ms(p99)} vs goal ≤ ${goal.p99} ms: ${p99 <= goal.p99 ? 'met' : '**not met**'}`)
    console.log(rows[rows.length - 1])
  }

  const body = [
    `${machineLine()}. Top-${LIMIT} query (rankResumes) over pools built from the 144 dev resumes' features, varied deterministically; each query compiles a fresh job (24 O*NET-built job descriptions in turn) against the pool's cached index.`,
    '',
    '| resumes | median | p95 | p99 | queries | index build, first / next version (+1 -1 resume, derived) | features held (while building) | index held |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...verdicts.map((v) => `- ${v}.`),
    `- The index keeps no feature objects, and the server's pool cache keeps only the index (and file name, upload time, name per resume): the features are read while a pool is built and for one resume's analysis. A changed pool is derived from its last index, reading only the new resumes' features.`,
    `- Peak RSS of the process over the whole run: ${mib(peak.stop())}${globalThis.gc ? '' : ' (run without --expose-gc: held-memory figures include garbage not yet collected)'}.`,
  ].join('\n')
  console.log(body)
  writeResultsSection('Ranking speed (bench/rank-speed.ts)', body)
}

const STORED_SIZE = 100_000
const STORED_QUERIES = 40

/** One store's figures: the pool written, then loaded through the server's pool cache. */
async function measureStored(store: string, db: Db, dev: Awaited<ReturnType<typeof loadDevSet>>, jobs: JobFeatures[], allSkills: string[]) {
  const random = prng(STORED_SIZE)
  const writeStarted = performance.now()
  const ownerId = await storePool(db, STORED_SIZE, (i) => vary(dev[i % dev.length]!.entry.features, allSkills, random))
  const writeMs = performance.now() - writeStarted

  const pools = createPoolCache(db)
  const before = heapBytes()
  const cpu = process.cpuUsage()
  const started = performance.now()
  const pool = await pools.load(ownerId)
  const buildMs = performance.now() - started
  const used = process.cpuUsage(cpu)
  const held = heapBytes() - before
  if (pool.members.size !== STORED_SIZE) throw new Error(`${store}: ${pool.members.size} resumes loaded`)

  // A cached pool still costs one version query per request (another server may have changed it).
  const hitMs: number[] = []
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now()
    await pools.load(ownerId)
    hitMs.push(performance.now() - t0)
  }
  const times: number[] = []
  for (let q = -WARMUP; q < STORED_QUERIES; q++) {
    const job = structuredClone(jobs[(q + WARMUP) % jobs.length]!)
    const t0 = performance.now()
    const top = rankResumes(job, pool.index, LIMIT)
    if (top.length !== LIMIT) throw new Error('short result')
    if (q >= 0) times.push(performance.now() - t0)
  }
  const row = `| ${store} | ${ms(writeMs)} | ${ms(buildMs)} (CPU ${ms((used.user + used.system) / 1000)}) | ${mib(held)} | ${ms(median(hitMs))} | ${ms(median(times))} / ${ms(percentile(times, 95))} |`
  console.log(row)
  return row
}

async function mainStores() {
  const dev = await loadDevSet()
  const jobs: JobFeatures[] = [...categoryJobDescriptions().values()].map(parseJobForMatching)
  const allSkills = [...new Set(dev.flatMap((d) => d.entry.features.skills))].sort()
  const peak = trackPeakRss()
  const rows: string[] = []

  rows.push(await withSqliteDatabase((db) => measureStored('SQLite (file, WAL), baseline', db, dev, jobs, allSkills)))
  rows.push(await withPostgresDatabase((db) => measureStored('PostgreSQL 15, TCP loopback', db, dev, jobs, allSkills)))

  const body = [
    `${machineLine()}; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} at the end. ${STORED_SIZE.toLocaleString('en-US')} resumes (the dev set's features varied as above) stored as recruiting_candidates rows of one account, then ranked through the server's pool cache.`,
    '',
    '| store | pool written (500-row inserts) | index built from the stored features (first request) | index held | cached pool, per request (version query) | top-10 query, median / p95 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `- The build reads every row's features JSON and parses it; the PostgreSQL server's CPU is not in the CPU figure. A process that has a snapshot of the same pool version (DATA_DIR/pool-index) loads it instead.`,
    `- Peak RSS of the process over the run: ${mib(peak.stop())}${globalThis.gc ? '' : ' (run without --expose-gc: held-memory figures include garbage not yet collected)'}.`,
  ].join('\n')
  console.log(body)
  writeResultsSection('Ranking speed from the stored pool, SQLite and PostgreSQL (bench/rank-speed.ts --stores)', body)
}

await (process.argv.includes('--stores') ? mainStores() : main())
