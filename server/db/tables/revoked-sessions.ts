import type { Insertable, Selectable } from 'kysely'

export interface RevokedSessionsTable {
  /** The jti of a session token ended by signing out. */
  token_id: string
  /** The token's own expiry: after it the token is refused anyway and the row can go. */
  expires_at: string
}

export type RevokedSession = Selectable<RevokedSessionsTable>
export type NewRevokedSession = Insertable<RevokedSessionsTable>
