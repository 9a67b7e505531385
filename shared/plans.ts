import type { Plan } from './schemas/auth.ts'

/** The plans of the pricing page, as people read their names. */
export const PLAN_NAMES: Readonly<Record<Plan, string>> = Object.freeze({ free: 'Free', standard: 'Standard', premium: 'Premium' })

export interface MonthlyLimits {
  /** Resume generations per calendar month (UTC); null: unlimited. */
  resume: number | null
  /** Cover letter generations per calendar month (UTC); null: unlimited. */
  cover_letter: number | null
}

/** Free gets 2 resume generations and 1 cover letter per month; paid plans are unlimited. */
export const PLAN_LIMITS: Readonly<Record<Plan, MonthlyLimits>> = Object.freeze({
  free: { resume: 2, cover_letter: 1 },
  standard: { resume: null, cover_letter: null },
  premium: { resume: null, cover_letter: null },
})

/** The plan to upgrade to for more than a limited plan allows. */
export const UPGRADE_PLAN: Plan = 'standard'
