import type { Insertable, Selectable } from 'kysely'

export type UsageKind = 'trial_generation' | 'resume_generation' | 'cover_letter_generation'

export interface UsageEventsTable {
  id: string
  user_id: string | null
  /** A keyed hash of the client address: counts anonymous use across cleared browser storage. */
  client_key: string | null
  kind: UsageKind
  created_at: string
  /** The process running the charged work, while it runs; null once delivered. */
  pending_pid: number | null
}

export type UsageEvent = Selectable<UsageEventsTable>
export type NewUsageEvent = Insertable<UsageEventsTable>
