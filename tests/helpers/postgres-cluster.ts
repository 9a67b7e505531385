import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway PostgreSQL server for one test run: initdb into a temporary directory, started on a
 * free loopback port with its Unix socket in that directory, removed with everything in it at the
 * end. PostgreSQL refuses to run as root, so as root (CI) it runs as the `postgres` user.
 */
export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database, for creating and dropping databases. */
  adminUrl: string
  stop(): void
}

const POSTGRES_ROOT = '/usr/lib/postgresql'

/** The server programs: T10_POSTGRES_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's place). */
function binDir(): string {
  const configured = process.env.T10_POSTGRES_BIN
  if (configured) return configured
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((v) => existsSync(join(POSTGRES_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) {
    throw new Error(`PostgreSQL is needed for the server tests' PostgreSQL run: install postgresql-15 (no initdb under ${POSTGRES_ROOT})`)
  }
  return join(POSTGRES_ROOT, versions[0]!, 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Runs a PostgreSQL program, as `postgres` when we are root; throws with its output when it fails. */
function run(program: string, args: string[], asPostgres: boolean): void {
  const [command, commandArgs] = asPostgres ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 })
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`)
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir()
  const asPostgres = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 't10-pg-'))
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    if (asPostgres) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
      chownSync(dir, id('-u'), id('-g'))
    }
    // C collation: text sorts by code point, as SQLite sorts it.
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'], asPostgres)
    // Throwaway data: skip the disk flushes that make a durable server slow.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'max_connections = 300',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    )
    // A free port can be taken by someone else before the server binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', `-p ${port}`, '-w', '-t', '60', 'start'], asPostgres)
      } catch (error) {
        if (attempt >= 3) {
          const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : ''
          throw new Error(`${(error as Error).message}\nserver log:\n${serverLog}`, { cause: error })
        }
        continue
      }
      return {
        adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
        stop() {
          try {
            run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres)
          } finally {
            remove()
          }
        },
      }
    }
  } catch (error) {
    remove()
    throw error
  }
}
