import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * Plans sold through Stripe (server/services/billing):
 * - billing_customers: the Stripe customer of an account (one each), its current subscription and
 *   that subscription's status, and when a payment last failed;
 * - billing_events: the ids of the webhook events already applied. Stripe delivers an event at
 *   least once and retries it until it is answered 2xx, so a replay must find its id here and
 *   change nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'text')
    .addColumn('subscription_status', 'text')
    .addColumn('payment_failed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_events').ifExists().execute()
  await db.schema.dropTable('billing_customers').ifExists().execute()
}
