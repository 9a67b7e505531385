import type { Insertable, Selectable } from 'kysely'

export interface EmailVerificationsTable {
  id: string
  user_id: string
  /** sha256 of the token: the token itself only ever exists in the link we send. */
  token_hash: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export type EmailVerification = Selectable<EmailVerificationsTable>
export type NewEmailVerification = Insertable<EmailVerificationsTable>
