import type { Insertable, Selectable } from 'kysely'
import type { Plan } from '../../../shared/schemas/auth.ts'
import type { Db } from '../database.ts'
import type { BillingCustomersTable } from '../tables/billing.ts'

export type BillingCustomer = Selectable<BillingCustomersTable>

export async function findBillingCustomer(db: Db, by: { userId: string } | { customerId: string }): Promise<BillingCustomer | null> {
  const query = db.selectFrom('billing_customers').selectAll()
  const row = await ('userId' in by ? query.where('user_id', '=', by.userId) : query.where('customer_id', '=', by.customerId)).executeTakeFirst()
  return row ?? null
}

/** Stores the account's customer, or changes what is given of it. */
export async function saveBillingCustomer(
  db: Db,
  row: Pick<Insertable<BillingCustomersTable>, 'user_id' | 'customer_id'> & Partial<Omit<Insertable<BillingCustomersTable>, 'updated_at'>>,
): Promise<void> {
  const updated_at = new Date().toISOString()
  const { user_id: _, ...changes } = row
  await db
    .insertInto('billing_customers')
    .values({ ...row, updated_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at }))
    .execute()
}

/**
 * Records a webhook event as applied; false when it already was (a replay). Inside the transaction
 * that applies it, so an event whose change failed is not recorded and Stripe's retry applies it.
 */
export async function recordBillingEvent(db: Db, id: string, type: string): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({ id, type, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

export async function setAccountPlan(db: Db, userId: string, plan: Plan): Promise<void> {
  await db.updateTable('users').set({ plan }).where('id', '=', userId).where('is_guest', '=', 0).execute()
}
