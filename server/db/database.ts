import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

/** The database file of a data directory (DATA_DIR). */
export const databaseFileOf = (dataDir: string): string => join(dataDir, 't10.sqlite')

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export async function openDatabase(file: string): Promise<Db> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  // WAL lets readers proceed while one request writes; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}

export const nowIso = (): string => new Date().toISOString()
