import type { Plan } from '../../shared/schemas/auth.ts'

/** The signed-in user (or the anonymous trial's guest) behind a request. */
export interface Account {
  id: string
  email: string | null
  name: string | null
  plan: Plan
  isGuest: boolean
  createdAt: string
}

/** Who a trial generation is counted against: this browser, and the network address it comes from. */
export interface TrialClient {
  /** A keyed hash of the browser's device cookie. */
  deviceKey: string
  /** A keyed hash of the client address (a looser cap, against cleared cookies). */
  addressKey: string
}

/**
 * When what a guest stores (the guest itself, its uploads, its documents) expires: retentionHours
 * from now. Accounts keep theirs (null). No owner yet is an anonymous visitor about to become a guest.
 */
export function guestDataExpiry(owner: Pick<Account, 'isGuest'> | null, retentionHours: number, now = new Date()): string | null {
  return !owner || owner.isGuest ? new Date(now.getTime() + retentionHours * 3_600_000).toISOString() : null
}
