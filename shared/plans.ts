import type { Plan } from './schemas/auth.ts'

/** The plans, cheapest first. Here rather than beside the schemas: the CLI and the services read them without loading the schema library. */
export const PLANS = ['free', 'standard', 'premium'] as const

/** The plans of the pricing page, as people read their names. */
export const PLAN_NAMES: Readonly<Record<Plan, string>> = Object.freeze({ free: 'Free', standard: 'Standard', premium: 'Premium' })

/** The landing page's trial without an account: 5 generations (resume and cover letter) per browser per 24 hours. */
export const TRIAL_GENERATIONS = 5
export const TRIAL_WINDOW_MS = 24 * 60 * 60 * 1000

export interface PlanLimits {
  /**
   * Generations (each a resume and a cover letter) in any 24 hours, as the trial gives; null: the
   * plan has no daily allowance (its monthly counts are unlimited).
   */
  daily_generations: number | null
  /** Resume generations per calendar month (UTC) beyond the daily ones; null: unlimited. */
  resume: number | null
  /** Cover letter generations per calendar month (UTC) beyond the daily ones; null: unlimited. */
  cover_letter: number | null
}

/**
 * Free keeps what the trial gives without an account (5 generations per 24 hours), so signing up
 * never leaves anyone with less, and has 2 resumes and 1 cover letter per month on top of them.
 * A generation is counted against the daily allowance first; once that is used, against the
 * monthly counts, where a spent cover letter is skipped while the resume is still written.
 * Paid plans are unlimited.
 */
export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = Object.freeze({
  free: { daily_generations: TRIAL_GENERATIONS, resume: 2, cover_letter: 1 },
  standard: { daily_generations: null, resume: null, cover_letter: null },
  premium: { daily_generations: null, resume: null, cover_letter: null },
})

/** What each way of using T10 allows, in the words of the pricing and register pages. */
export const ALLOWANCE_SUMMARY = {
  trial: `Without an account: ${TRIAL_GENERATIONS} generations (resume and cover letter) per 24 hours in this browser.`,
  free: `Free account: the same ${TRIAL_GENERATIONS} generations per 24 hours, plus 2 resumes and 1 cover letter a month on top, with your documents kept.`,
  paid: 'Standard and Premium: unlimited resumes and cover letters.',
} as const

/**
 * How an account moves between plans, in words for a person: where plans are sold (Stripe
 * configured), or where the installation's administrator assigns them.
 */
export const HOW_PLANS_CHANGE = {
  checkout: 'Choose Standard or Premium below to subscribe, billed monthly; change or cancel any time with Manage billing on your profile.',
  administrator: 'On this installation plans are assigned by its administrator. Ask them to move you to Standard or Premium.',
} as const

/** The plan to upgrade to for more than a limited plan allows. */
export const UPGRADE_PLAN: Plan = 'standard'
