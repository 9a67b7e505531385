import { existsSync } from 'node:fs'
import type { Db } from '../../server/db/database.ts'
import type { GlobalOptions } from './connect.ts'
import { cliIo } from './cli-io.ts'

/**
 * The data directory's database, opened in this process, for operator commands that have no
 * HTTP API on purpose (changing an account's plan): whoever can write the data directory is its
 * operator. Refuses --server, and a directory that holds no T10 data (it is not created).
 */
export async function withLocalDatabase<T>(options: GlobalOptions, command: string, body: (db: Db) => Promise<T>): Promise<T> {
  if (options.server) {
    throw new Error(`${command} works on a local data directory only: run it without --server, where the server's data is (--data-dir or DATA_DIR)`)
  }
  // Loaded only here, as connect.ts does: --help never pays for the server's modules.
  const [{ databaseTargetOf, isPostgresUrl, openDatabase }, { loadConfig }] = await Promise.all([
    import('../../server/db/database.ts'),
    import('../../server/config.ts'),
  ])
  const config = loadConfig({ ...cliIo().env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) })
  // DATABASE_URL: the servers' shared PostgreSQL database; else the data directory's SQLite file.
  const target = databaseTargetOf(config)
  if (!isPostgresUrl(target) && !existsSync(target)) {
    throw new Error(`no T10 data in ${config.dataDir}: pass the server's data directory with --data-dir or DATA_DIR`)
  }
  const db = await openDatabase(target)
  try {
    return await body(db)
  } finally {
    await db.destroy()
  }
}
