import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect.ts'

/**
 * Holds, until `trx` ends, a lock on each named key (a trial's browser or address, say), so two
 * transactions that count and then record against the same key run one after the other.
 * PostgreSQL: transaction-level advisory locks, taken in one order so two callers cannot wait on
 * each other. SQLite needs none: its transactions already run one at a time.
 */
export async function lockKeys<DB>(trx: Kysely<DB>, keys: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) return
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
  }
}
