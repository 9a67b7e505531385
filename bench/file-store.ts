/**
 * Stored files (uploaded resumes, compiled PDFs) in the database: what keeping them in PostgreSQL
 * (bytea) costs beside SQLite (blob), the baseline, in the same run.
 *   npx tsx bench/file-store.ts   (writes the "File storage in the database" section of bench/RESULTS.md)
 *
 * Every PDF resume of the dev set is stored through the app's own repository (putFile, as an
 * upload does) and read back (getFileBytes, as a download does), one at a time as requests do.
 * PostgreSQL is a throwaway local cluster (tests/helpers/postgres-cluster.ts) reached over TCP
 * loopback, as an app server reaches its database; its server's CPU is not in this process's.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { Db } from '../server/db/database.ts'
import { isPostgres } from '../server/db/dialect.ts'
import { getFileBytes, putFile } from '../server/db/repositories/files.repository.ts'
import { machineLine, median, percentile, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'
import { withPostgresDatabase, withSqliteDatabase } from './lib/stores.ts'

const dir = join(DEV_DATA, 'resumes-dev')
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.toLowerCase().endsWith('.pdf'))
  .map((name) => readFileSync(join(dir, name)))
const totalBytes = files.reduce((sum, bytes) => sum + bytes.length, 0)

interface Figures {
  store: string
  putMs: number[]
  getMs: number[]
  cpuMs: number
  storedBytes: number
}

async function measure(store: string, db: Db, sizeOf: () => Promise<number>): Promise<Figures> {
  const putMs: number[] = []
  const getMs: number[] = []
  const keys: string[] = []
  const cpu = process.cpuUsage()
  for (const bytes of files) {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    keys.push(sha256)
    const started = performance.now()
    await putFile(db, { sha256, bytes, size: bytes.length, kind: 'pdf', created_at: new Date().toISOString() })
    putMs.push(performance.now() - started)
  }
  for (const [i, sha256] of keys.entries()) {
    const started = performance.now()
    const read = await getFileBytes(db, sha256)
    getMs.push(performance.now() - started)
    if (!read || !read.equals(files[i]!)) throw new Error(`${store}: file ${i} came back different`)
  }
  const used = process.cpuUsage(cpu)
  return { store, putMs, getMs, cpuMs: (used.user + used.system) / 1000, storedBytes: await sizeOf() }
}

const results: Figures[] = []

results.push(
  await withSqliteDatabase((db, file) => {
    const sizeOf = async () => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)
    return measure('SQLite (blob), baseline', db, sizeOf)
  }),
)
results.push(
  await withPostgresDatabase((db) => {
    if (!isPostgres(db)) throw new Error('not PostgreSQL')
    return measure('PostgreSQL 15 (bytea), TCP loopback', db, async () => {
      const { rows } = await sql<{ n: number }>`select pg_total_relation_size('files')::int as n`.execute(db)
      return rows[0]!.n
    })
  }),
)

const ms = (value: number) => `${value.toFixed(2)} ms`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
const table = [
  '| store | put: median / p95 | get: median / p95 | client CPU, all puts and gets | stored size |',
  '| --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.store} | ${ms(median(r.putMs))} / ${ms(percentile(r.putMs, 95))} | ${ms(median(r.getMs))} / ${ms(percentile(r.getMs, 95))} | ${Math.round(r.cpuMs)} ms | ${mib(r.storedBytes)} |`,
  ),
].join('\n')

const body = `${machineLine()}; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} while measured.

${files.length} PDF resumes of the dev set (${mib(totalBytes)}, ${Math.round(totalBytes / files.length / 1024)} KiB on average), each stored with
putFile and read back with getFileBytes, one at a time.

${table}

SQLite's size is its file and write-ahead log. The PostgreSQL cluster is the tests' throwaway one, run with
fsync off: a durable server adds its disk's flush time to each put. Its server's CPU is not counted above.`
console.log(body)
writeResultsSection('File storage in the database (bench/file-store.ts)', body)
