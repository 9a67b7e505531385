import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import { lockKeys } from '../../server/db/locks.ts'
import { countUsage, insertUsage } from '../../server/db/repositories/usage.repository.ts'
import { type ContractStore, isoAgo, openContractStore } from './contract-store.ts'

/*
 * lockKeys (db/locks.ts): transactions that count and then record under one key run one after the
 * other (PostgreSQL: advisory locks; SQLite: its transactions already do), keys taken in any order
 * never deadlock, and a lock ends with its transaction, committed or not.
 */

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

/** Counts the key's records, waits (another transaction would slip in here without the lock), records one more. */
function countThenRecord(keys: string[], counted: string, hold = 20): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, keys)
    const seen = await countUsage(trx, { userId: null, clientKey: counted }, 'trial_address_generation', isoAgo(3_600_000))
    await sleep(hold)
    await insertUsage(trx, {
      id: randomUUID(),
      user_id: null,
      client_key: counted,
      kind: 'trial_address_generation',
      created_at: new Date().toISOString(),
    })
    return seen
  })
}

describe('locked keys', () => {
  it('make transactions counting and recording under one key run one after the other', async () => {
    const key = `key:${randomUUID()}`
    const seen = await Promise.all(Array.from({ length: 8 }, () => countThenRecord([key], key)))
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('taken in any order by two transactions at once, never deadlock', async () => {
    const [a, b] = [`a:${randomUUID()}`, `b:${randomUUID()}`]
    const counted = `both:${randomUUID()}`
    const seen = await Promise.all([
      countThenRecord([a, b], counted, 50),
      countThenRecord([b, a], counted, 50),
      countThenRecord([b, a, b], counted, 50),
      countThenRecord([a], counted, 50),
    ])
    // [a] alone still waits for the others holding a.
    expect(seen.sort()).toEqual([0, 1, 2, 3])
  })

  it('end with their transaction, also one that fails', async () => {
    const key = `key:${randomUUID()}`
    await expect(
      db.transaction().execute(async (trx) => {
        await lockKeys(trx, [key])
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    expect(await countThenRecord([key], key)).toBe(0)
  })

  it('hold up only the transactions that lock the same key (PostgreSQL)', async (context) => {
    if (!store.postgres) return context.skip() // SQLite: every transaction waits for the one before
    const [held, other] = [`held:${randomUUID()}`, `other:${randomUUID()}`]
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holder = db.transaction().execute(async (trx) => {
      await lockKeys(trx, [held])
      locked()
      await gate
    })
    await isLocked
    const order: string[] = []
    const sameKey = countThenRecord([held], held, 0).then(() => order.push('same key'))
    await countThenRecord([other], other, 0).then(() => order.push('other key'))
    await sleep(100)
    expect(order).toEqual(['other key'])
    release()
    await holder
    await sameKey
    expect(order).toEqual(['other key', 'same key'])
  })
})
