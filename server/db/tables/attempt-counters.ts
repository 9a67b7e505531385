import type { Insertable, Selectable } from 'kysely'

export interface AttemptCountersTable {
  /** What is counted and for whom, e.g. "login:" + a hash of the e-mail address. */
  key: string
  count: number
  /** When this window ends and the count starts over. */
  window_ends_at: string
}

export type AttemptCounter = Selectable<AttemptCountersTable>
export type NewAttemptCounter = Insertable<AttemptCountersTable>
