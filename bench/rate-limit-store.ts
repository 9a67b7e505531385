/**
 * The rate-limit store: the plugin's memory store beside the database store (server/services/
 * rate-limit-store.ts) over SQLite and over PostgreSQL, in the same run.
 *   npx tsx bench/rate-limit-store.ts   (writes the "Rate-limit store" section of bench/RESULTS.md)
 *
 * Each store counts 3,000 requests, one at a time as a route's hook does, over 100 client
 * addresses on one route. PostgreSQL is a throwaway local cluster over TCP loopback.
 */
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Db } from '../server/db/database.ts'
import { databaseRateLimitStore } from '../server/services/rate-limit-store.ts'
import { machineLine, median, percentile, writeResultsSection } from './lib/results.ts'
import { withPostgresDatabase, withSqliteDatabase } from './lib/stores.ts'

const REQUESTS = 3000
const ADDRESSES = 100
const ROUTE = { routeInfo: { method: 'POST', url: '/api/v1/auth/login' } }

interface Figures {
  store: string
  latencyUs: number[]
  cpuMs: number
}

async function measure(store: string, root: FastifyRateLimitStore): Promise<Figures> {
  const route = root.child(ROUTE as unknown as Parameters<FastifyRateLimitStore['child']>[0])
  const latencyUs: number[] = []
  const cpu = process.cpuUsage()
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    await new Promise<void>((resolve, reject) =>
      route.incr(`198.51.100.${i % ADDRESSES}`, (error) => (error ? reject(error) : resolve()), 60_000, 10),
    )
    latencyUs.push((performance.now() - started) * 1000)
  }
  const used = process.cpuUsage(cpu)
  return { store, latencyUs, cpuMs: (used.user + used.system) / 1000 }
}

const newStore = (db: Db) => new (databaseRateLimitStore(db))({})
const results: Figures[] = []
// The plugin's own memory store, as it builds it when no store is given (the package types don't export it).
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as unknown
const memoryStore = new (LocalStore as new (continueExceeding: boolean, exponentialBackoff: boolean) => FastifyRateLimitStore)(false, false)
results.push(await measure('memory (the plugin’s LocalStore), baseline', memoryStore))

results.push(await withSqliteDatabase((db) => measure('database store, SQLite (WAL, synchronous=NORMAL)', newStore(db))))
results.push(await withPostgresDatabase((db) => measure('database store, PostgreSQL 15 over TCP loopback', newStore(db))))

const us = (value: number) => (value < 100 ? `${value.toFixed(1)} µs` : `${Math.round(value)} µs`)
const body = `${machineLine()}; load average ${loadavg()[0]!.toFixed(1)} while measured.

${REQUESTS} counted requests per store, one at a time, over ${ADDRESSES} client addresses on one route.

| store | per request: median / p95 | client CPU per request |
| --- | --- | --- |
${results.map((r) => `| ${r.store} | ${us(median(r.latencyUs))} / ${us(percentile(r.latencyUs, 95))} | ${us((r.cpuMs * 1000) / REQUESTS)} |`).join('\n')}

With SQLite the server keeps the memory store: one process holds all the counts there, and the database
store costs more per request. Over PostgreSQL the database store is used, so every server sees the same counts;
the PostgreSQL server's own CPU is not counted above.`
console.log(body)
writeResultsSection('Rate-limit store (bench/rate-limit-store.ts)', body)
