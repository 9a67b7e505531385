import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Db, databaseFileOf, openDatabase } from '../../server/db/database.ts'
import { startPostgresCluster } from '../../tests/helpers/postgres-cluster.ts'

/** Runs `use` over a fresh SQLite file in a scratch directory, removed afterwards with the database. */
export async function withSqliteDatabase<T>(use: (db: Db, file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 't10-bench-store-'))
  try {
    const file = databaseFileOf(dir)
    const db = await openDatabase(file)
    try {
      return await use(db, file)
    } finally {
      await db.destroy()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs `use` over a throwaway PostgreSQL cluster (started as the postgres user), stopped afterwards. */
export async function withPostgresDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const cluster = await startPostgresCluster()
  try {
    const db = await openDatabase(cluster.adminUrl)
    try {
      return await use(db)
    } finally {
      await db.destroy()
    }
  } finally {
    cluster.stop()
  }
}
