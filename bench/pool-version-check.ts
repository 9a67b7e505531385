import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Db, databaseFileOf, openDatabase } from '../server/db/database.ts'
import { candidatePoolVersion } from '../server/db/repositories/recruiting-candidates.repository.ts'
import { startPostgresCluster } from '../tests/helpers/postgres-cluster.ts'
import { loadDevSet } from './rank-quality.ts'
import { machineLine, median, ms } from './lib/results.ts'
import { storePool } from './lib/stored-pool.ts'

/*
 * The check a cached pool costs on every match request: reading the pool's version, over a pool of
 * 100,000 stored resumes (the dev set's real features, so rows are their real size). Beside it, in
 * the same run, the version as it was derived from the rows before the version row (count, newest
 * upload time, highest id). Faster than rank-speed --stores, which also builds and ranks the index.
 * Usage: npx tsx bench/pool-version-check.ts [--postgres] [--size N]
 */

const sizeArg = process.argv.indexOf('--size')
const SIZE = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 100_000
const RUNS = 20

/** The version as derived from the rows before the version row: the baseline. */
async function derivedVersion(db: Db, ownerId: string): Promise<string> {
  const row = await db
    .selectFrom('recruiting_candidates')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest'), eb.fn.max('id').as('maxId')])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  return `${row.n}:${row.latest ?? ''}:${row.maxId ?? ''}`
}

/** Median wall and CPU time (this process only) of RUNS calls, after one warm-up call. */
async function time(check: () => Promise<string>): Promise<string> {
  await check()
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    await check()
    wall.push(performance.now() - t0)
    const used = process.cpuUsage(c0)
    cpu.push((used.user + used.system) / 1000)
  }
  return `${ms(median(wall))} (CPU ${ms(median(cpu))})`
}

async function measure(store: string, db: Db, dev: Awaited<ReturnType<typeof loadDevSet>>): Promise<string> {
  const started = performance.now()
  const ownerId = await storePool(db, SIZE, (i) => dev[i % dev.length]!.entry.features)
  console.error(`${store}: ${SIZE} rows written in ${ms(performance.now() - started)}`)
  const row = `| ${store} | ${await time(() => derivedVersion(db, ownerId))} | ${await time(() => candidatePoolVersion(db, ownerId))} |`
  console.log(row)
  return row
}

const dev = await loadDevSet()
const rows: string[] = []
const dir = mkdtempSync(join(tmpdir(), 't10-bench-version-'))
try {
  const db = await openDatabase(databaseFileOf(dir))
  try {
    rows.push(await measure('SQLite (file, WAL)', db, dev))
  } finally {
    await db.destroy()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (process.argv.includes('--postgres')) {
  const cluster = await startPostgresCluster()
  try {
    const db = await openDatabase(cluster.adminUrl)
    try {
      rows.push(await measure('PostgreSQL 15, TCP loopback', db, dev))
    } finally {
      await db.destroy()
    }
  } finally {
    cluster.stop()
  }
}
console.log(
  [
    '',
    `${machineLine()}; load average ${loadavg()[0]!.toFixed(1)} at the end. ${SIZE.toLocaleString('en-US')} stored resumes of one account; median of ${RUNS} checks (this process's CPU; the database server's is not in it on PostgreSQL).`,
    '',
    '| store | derived from the rows (before) | version row (after) |',
    '| --- | ---: | ---: |',
    ...rows,
  ].join('\n'),
)
