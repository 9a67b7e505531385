import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { isPostgres } from './dialect.ts'
import { StripNulPlugin } from './strip-nul.ts'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

/** The database file of a data directory (DATA_DIR). */
export const databaseFileOf = (dataDir: string): string => join(dataDir, 't10.sqlite')

/** Where the data lives: DATABASE_URL when it is set, else the SQLite file in DATA_DIR. */
export const databaseTargetOf = (config: { databaseUrl: string | null; dataDir: string }): string =>
  config.databaseUrl ?? databaseFileOf(config.dataDir)

export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//.test(target)

export interface ConnectOptions {
  /** Told when an idle PostgreSQL connection fails (the server restarted): the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void
}

/**
 * Connects to `target` (a postgres:// URL, or an SQLite file, created if needed) without touching
 * its schema. Each driver is loaded only when used, so a SQLite install never loads pg.
 */
export async function connectDatabase(target: string, options: ConnectOptions = {}): Promise<Db> {
  if (isPostgresUrl(target)) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: target,
      // Counts come back as int8, which pg hands over as strings (it may exceed 2^53). Ours are
      // row counts: read them as numbers, as SQLite gives them, so every query types the same.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    })
    // Without a listener, an idle connection dropped by the server would end the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new StripNulPlugin()] })
  }
  const { default: SQLite } = await import('better-sqlite3')
  if (target !== ':memory:') mkdirSync(dirname(target), { recursive: true })
  const sqlite = new SQLite(target)
  // WAL lets readers proceed while one request writes; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new StripNulPlugin()] })
}

/** Connects to `target` (see connectDatabase) and brings its schema up to date. */
export async function openDatabase(target: string, options: ConnectOptions = {}): Promise<Db> {
  const db = await connectDatabase(target, options)
  try {
    if (!(await hasLatestMigration(db))) await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

/**
 * Runs the migrations not yet run. Several servers starting at once over one PostgreSQL database
 * are safe: kysely's migrator holds a lock for the run, so each migration runs once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  let { error, results } = await (await createMigrator(db)).migrateToLatest()
  if (error && results === undefined && isCatalogRace(error)) {
    // Before it takes its lock, the migrator reads every schema's tables by name; another install
    // dropping or renaming one meanwhile (another T10's test schema, graphile-worker's first start)
    // fails that read, not a migration. Nothing ran: read again.
    ;({ error, results } = await (await createMigrator(db)).migrateToLatest())
  }
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}

/** PostgreSQL's "schema does not exist" and "table does not exist". */
const isCatalogRace = (error: unknown): boolean => ['3F000', '42P01'].includes(String((error as { code?: unknown }).code))

/**
 * Whether the last of T10's migrations has run, by one read of kysely's bookkeeping table. The
 * migrator runs them in order, so then all have: a process that opens an up-to-date database (a
 * `t10 match` from a script, every call) skips the migrator's look at every table's columns.
 * Anything else (a new database, migrations to run, a database newer than this code) is the
 * migrator's to handle or refuse.
 */
async function hasLatestMigration(db: Kysely<Database>): Promise<boolean> {
  const latest = Object.keys(migrations).sort().at(-1)
  try {
    // PostgreSQL: the table in this app's schema, as the migrator names it (see createMigrator).
    const table = isPostgres(db) ? sql.id(await currentSchema(db), 'kysely_migration') : sql.id('kysely_migration')
    const { rows } = await sql<{ name: string }>`select name from ${table} order by name desc limit 1`.execute(db)
    return rows[0]?.name === latest
  } catch {
    return false // no bookkeeping table yet
  }
}

/** kysely's migrator over T10's migrations. */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migration names are ASCII dates: a plain comparison orders them as localeCompare (kysely's
    // default) would, without building an ICU collator, ~35 ms of every CLI call's start.
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    // kysely looks for its bookkeeping tables in every schema; named, they are this app's own,
    // beside its tables, even when other schemas of the database hold another T10's.
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(db) } : {}),
  })
}

/** The schema PostgreSQL creates unqualified tables in: the first of the URL's search_path, else public. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('The PostgreSQL search_path names no schema that exists: T10 has nowhere to create its tables')
  return schema
}

export const nowIso = (): string => new Date().toISOString()
