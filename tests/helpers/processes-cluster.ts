import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { childProcesses, exitOf, freePort } from './child-processes.ts'
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts'

/**
 * The scaled set-up as real processes, as docker-compose.yml runs it: one throwaway PostgreSQL
 * cluster, app servers (`t10 serve`) and workers (`t10 worker`) over one of its databases. Each
 * process has a data directory of its own (files and counters live in the database, not there)
 * and every server signs sessions with the same JWT_SECRET, so a token from one works on another.
 */
export interface ClusterProcess {
  child: ChildProcessWithoutNullStreams
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
  /** This process's instance id (the `instance` field of its start-up log line). */
  instanceId(): string
  /** The server's address (servers only). */
  baseUrl: string
  /** Kills it (SIGKILL unless told) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export interface ClusterOptions {
  /** Environment over the defaults (log level, heartbeat timing, ...). */
  env?: NodeJS.ProcessEnv
}

export interface ProcessesCluster {
  /** A fresh database in the cluster (its postgres:// URL). */
  createDatabase(): Promise<string>
  /** `t10 serve --workers N` over `databaseUrl` (N defaults to 0: HTTP only), once it listens. */
  startServer(databaseUrl: string, options?: ClusterOptions & { workers?: number }): Promise<ClusterProcess>
  /** `t10 worker --concurrency N` over `databaseUrl`, once it takes jobs. */
  startWorker(databaseUrl: string, options?: ClusterOptions & { concurrency?: number }): Promise<ClusterProcess>
}

const CLI = join(import.meta.dirname, '..', '..', 'cli', 't10.mjs')
/** Shared by every server of the cluster: a session signed by one is accepted by the others. */
export const CLUSTER_JWT_SECRET = 'a shared test secret for every server of the cluster'
const STARTUP_MS = 120_000

/**
 * Call at the top of a test file: starts the PostgreSQL cluster before the file's tests and
 * removes it after them; every process started through it is killed after each test.
 */
export function processesCluster(): ProcessesCluster {
  const processes = childProcesses()
  let cluster: PostgresCluster | undefined
  const dataDirs: string[] = []
  let databases = 0

  beforeAll(async () => {
    cluster = await startPostgresCluster()
  }, STARTUP_MS)
  afterAll(() => {
    cluster?.stop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  async function start(args: string[], env: NodeJS.ProcessEnv, ready: string, baseUrl: string): Promise<ClusterProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), 't10-cluster-'))
    dataDirs.push(dataDir)
    const child = processes.spawnNode([CLI, ...args], {
      // The sources under test, never an older compiled build.
      T10_FROM_SOURCE: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: CLUSTER_JWT_SECRET,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '1000',
      REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '1000',
      ...env,
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const started = Date.now()
    while (!output.includes(ready)) {
      if (child.exitCode !== null || Date.now() - started > STARTUP_MS) throw new Error(`t10 ${args[0]} did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    return {
      child,
      baseUrl,
      output: () => output,
      instanceId() {
        const id = /"instance":"([^"]+)"/.exec(output)?.[1]
        if (!id) throw new Error(`no instance id in the output of t10 ${args[0]}:\n${output}`)
        return id
      },
      async stop(signal = 'SIGKILL') {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal)
        await exitOf(child)
      },
    }
  }

  return {
    async createDatabase() {
      if (!cluster) throw new Error('processesCluster(): the PostgreSQL cluster is not running (call it at the top of the file)')
      const name = `t10_cluster_${++databases}`
      const admin = new pg.Client(cluster.adminUrl)
      await admin.connect()
      try {
        await admin.query(`create database ${name}`)
      } finally {
        await admin.end()
      }
      return cluster.adminUrl.replace(/\/postgres$/, `/${name}`)
    },
    async startServer(databaseUrl, { workers = 0, env = {} } = {}) {
      const port = await freePort()
      return start(
        ['serve', '--port', String(port), '--workers', String(workers)],
        { HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...env },
        'Server listening',
        `http://127.0.0.1:${port}`,
      )
    },
    async startWorker(databaseUrl, { concurrency = 1, env = {} } = {}) {
      return start(['worker', '--concurrency', String(concurrency)], { DATABASE_URL: databaseUrl, ...env }, 'worker ready', '')
    },
  }
}
