import type { Insertable, Selectable } from 'kysely'

/**
 * trial_generation: a guest's (client_key: its device) or a Free account's daily generation;
 * trial_address_generation: the same guest generation counted against its network address.
 */
export type UsageKind = 'trial_generation' | 'trial_address_generation' | 'resume_generation' | 'cover_letter_generation'

export interface UsageEventsTable {
  id: string
  user_id: string | null
  /** A keyed hash of the guest's device cookie (trial_generation) or of its address (trial_address_generation). */
  client_key: string | null
  kind: UsageKind
  created_at: string
  /** Superseded by pending_instance (kept: migrations are frozen); no longer written. */
  pending_pid: number | null
  /** The instance (queue/instance.ts) answerable for the charged work while it runs; null once delivered. */
  pending_instance: string | null
}

export type UsageEvent = Selectable<UsageEventsTable>
export type NewUsageEvent = Insertable<UsageEventsTable>
