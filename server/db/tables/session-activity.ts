import type { Selectable } from 'kysely'

export interface SessionActivityTable {
  /** The jti of a session token. */
  token_id: string
  /** When a request last came with it (written at most once a minute per session). */
  last_seen_at: string
}

export type SessionActivity = Selectable<SessionActivityTable>
