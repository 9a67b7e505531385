/** An account's customer in Stripe and its subscription, as the webhooks last told them (migration 2026_11_28_002_billing). */
export interface BillingCustomersTable {
  user_id: string
  customer_id: string
  subscription_id: string | null
  /** Stripe's status of that subscription: active, past_due, canceled... */
  subscription_status: string | null
  payment_failed_at: string | null
  updated_at: string
}

/** Stripe webhook events applied, by id: a replayed event is recognised and changes nothing. */
export interface BillingEventsTable {
  /** Stripe's event id (evt_...). */
  id: string
  type: string
  received_at: string
}
