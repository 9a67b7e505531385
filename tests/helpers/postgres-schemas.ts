import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * The PostgreSQL run's database (postgres-global-setup.ts), or undefined in the SQLite run. Each
 * test app of the run gets a database of its own in that cluster (createTestSchema), so files
 * running in parallel never see each other's rows nor each other's changes to the schema.
 */
export const testPostgresUrl = (): string | undefined => inject('t10PostgresUrl')

let admin: pg.Pool | undefined

/**
 * A fresh database holding one empty schema, and the URL that puts an app in that schema; `drop`
 * removes the database with everything in it (the app's tables, its queue's schema).
 *
 * A database, not only a schema, per app: kysely's migrator first looks for its bookkeeping tables
 * with its introspector, one query over every schema of the database that calls
 * has_schema_privilege() and pg_get_serial_sequence() by name. A schema or table dropped or
 * renamed by another session after the query's catalog snapshot is then no longer found, and the
 * migration fails with 'schema "<the other one>" does not exist' (10 of 400 such queries failed
 * beside a loop creating and dropping schemas). With files side by side, one file's teardown (drop
 * schema) or its app's queue install (graphile-worker renames and drops its legacy tables) ran
 * during another file's migration. Databases share no catalog of schemas and tables.
 */
export async function createTestSchema(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  admin ??= new pg.Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true })
  const pool = admin
  const name = `t10_${process.pid}_${randomBytes(6).toString('hex')}`
  await pool.query(`create database ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(`create schema ${name}`)
  } finally {
    await client.end()
  }
  // Every connection of the app resolves its tables (kysely's migration tables too) in the schema.
  url.searchParams.set('options', `-c search_path=${name}`)
  return {
    url: url.toString(),
    async drop() {
      // A connection the app left open (graphile-worker's pool can outlive the queue's close) keeps
      // the database: it goes with the cluster at the end of the run instead. Ending that
      // connection (`with (force)`) would raise an error in the process still holding it.
      await pool.query(`drop database if exists ${name}`).catch((error: { code?: string }) => {
        if (error.code !== '55006') throw error // object_in_use
      })
    },
  }
}
