import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * The PostgreSQL run's database (postgres-global-setup.ts), or undefined in the SQLite run. Test
 * apps of one run share it, each in a schema of its own, so files running in parallel never see
 * each other's rows. (A schema is made in milliseconds; a database is a copy of a template.)
 */
export const testPostgresUrl = (): string | undefined => inject('t10PostgresUrl')

let admin: pg.Pool | undefined

/** A fresh, empty schema and the URL that puts an app in it; `drop` removes it with its tables. */
export async function createTestSchema(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  admin ??= new pg.Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true })
  const pool = admin
  const schema = `t10_${process.pid}_${randomBytes(6).toString('hex')}`
  await pool.query(`create schema ${schema}`)
  const url = new URL(databaseUrl)
  // Every connection of the app resolves its tables (kysely's migration tables too) in the schema.
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    async drop() {
      await pool.query(`drop schema ${schema} cascade`)
      // The work queue's tables, beside the app's (server/plugins/queue.ts).
      await pool.query(`drop schema if exists ${schema}_queue cascade`)
    },
  }
}
