import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

export type Plan = 'free' | 'standard' | 'premium'

export interface UsersTable {
  id: string
  /** Lower-cased; null for guests (anonymous visitors of the landing-page trial). */
  email: string | null
  name: string | null
  /** scrypt$N$r$p$salt$hash; null for guests. */
  password_hash: string | null
  plan: Generated<Plan>
  is_guest: Generated<number>
  /** Bumped on password reset so that every token issued before it stops working. */
  token_version: Generated<number>
  created_at: string
  /** Guests expire; accounts do not. */
  expires_at: string | null
  /** 0 until the address is confirmed by the mailed link (only asked when SMTP is configured). */
  email_verified: Generated<number>
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
