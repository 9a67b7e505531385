import { Type, type Static } from 'typebox'

const Allowance = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  /** null: unlimited. */
  limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
})

/** The caller's plan and what it has used this calendar month (UTC). */
export const AccountUsageSchema = Type.Object({
  plan: Type.Union([Type.Literal('free'), Type.Literal('standard'), Type.Literal('premium')]),
  /** "Free", "Standard", "Premium". */
  plan_name: Type.String(),
  period_start: Type.String({ format: 'date-time' }),
  /** When the counts start again: the first moment of next month (UTC). */
  period_end: Type.String({ format: 'date-time' }),
  /** Generations (resume and cover letter) in the last 24 hours; counted before the monthly ones. */
  daily_generations: Type.Object({
    used: Type.Integer({ minimum: 0 }),
    /** null: the plan has no daily allowance (it is unlimited). */
    limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** When the next daily generation comes back, while all are used; otherwise null. */
    next_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
  /** Monthly counts, beyond the daily generations. */
  resume_generations: Allowance,
  cover_letter_generations: Allowance,
})

export const AccountUsageResponseSchema = Type.Object({
  success: Type.Literal(true),
  usage: AccountUsageSchema,
})

export type AccountUsage = Static<typeof AccountUsageSchema>
export type AccountUsageResponse = Static<typeof AccountUsageResponseSchema>
