import { randomUUID } from 'node:crypto'
import { connectDatabase, databaseTargetOf, type Db, openDatabase } from '../../server/db/database.ts'
import { isPostgres } from '../../server/db/dialect.ts'
import { insertUser } from '../../server/db/repositories/users.repository.ts'
import type { NewUser, User } from '../../server/db/tables/users.ts'
import { createTestStore, type StoreEnv } from '../helpers/test-app.ts'

/**
 * The store the contract tests run against: SQLite in a temporary directory in the node project,
 * a PostgreSQL database of its own in the postgres project (createTestStore decides, by the run’s
 * provided URL). No app: the repositories, services and queue are called as the app calls them.
 */
export interface ContractStore {
  /** The database, migrated to the latest migration. */
  db: Db
  postgres: boolean
  env: StoreEnv
  /** Where the data lives: a postgres:// URL (this store's schema) or the SQLite file. */
  target: string
  /**
   * Another connection (pool) to the same data, as a second server over the database has. SQLite:
   * only for statements, never for transactions racing the first connection's: better-sqlite3 waits
   * for a lock synchronously, so the event loop that would end the other transaction is blocked.
   */
  connectAgain(): Promise<Db>
  /** Closes every connection opened here and removes the data. */
  remove(): Promise<void>
}

/** A fresh store; `migrate: false` leaves it empty (nothing run), for the migration tests. */
export async function openContractStore({ migrate = true }: { migrate?: boolean } = {}): Promise<ContractStore> {
  const store = await createTestStore('t10-contract-')
  const target = databaseTargetOf({ dataDir: store.env.DATA_DIR, databaseUrl: store.env.DATABASE_URL || null })
  const opened: Db[] = []
  try {
    const db = migrate ? await openDatabase(target) : await connectDatabase(target)
    opened.push(db)
    return {
      db,
      postgres: isPostgres(db),
      env: store.env,
      target,
      async connectAgain() {
        const again = await connectDatabase(target)
        opened.push(again)
        return again
      },
      async remove() {
        for (const each of opened.splice(0)) await each.destroy()
        await store.remove()
      },
    }
  } catch (error) {
    for (const each of opened) await each.destroy()
    await store.remove()
    throw error
  }
}

let counter = 0

/** Stores an account (no password: the contract tests never sign in) and returns its row. */
export function addUser(db: Db, changes: Partial<NewUser> = {}): Promise<User> {
  const id = randomUUID()
  return insertUser(db, {
    id,
    email: `user${++counter}-${id.slice(0, 8)}@example.com`,
    name: null,
    password_hash: null,
    created_at: new Date().toISOString(),
    expires_at: null,
    ...changes,
  })
}

export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString()
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString()
