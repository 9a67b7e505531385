import { Type, type Static } from 'typebox'

/**
 * Every error the API answers carries one of these codes. Web and CLI branch on the code (and on
 * `field` or `document` where the code needs one more word); the message is written for people and
 * shown as it is, never parsed.
 */
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable_file',
  'rate_limited',
  'provider_not_configured',
  'provider_error',
  'compile_error',
  'plan_limit_reached',
  'trial_limit_reached',
  /** A match with a provider when the account's monthly AI token allowance is used. */
  'ai_budget_spent',
  'address_not_allowed',
  'page_unreadable',
  /** A queued generation whose worker stopped before it finished (its charge is handed back). */
  'worker_lost',
  'internal_error',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorBodySchema = Type.Object(
  {
    success: Type.Literal(false),
    error_type: Type.String({ description: 'one of the ErrorCode values' }),
    message: Type.String(),
    field: Type.Optional(
      Type.String({
        description: 'validation_error: the request field at fault, as a dotted path within its part (job_data.description)',
      }),
    ),
    document: Type.Optional(
      Type.Union([Type.Literal('resume'), Type.Literal('cover_letter')], {
        description: 'plan_limit_reached: the document the plan refused',
      }),
    ),
  },
  { $id: 'ErrorBody' },
)

export type ErrorBody = Static<typeof ErrorBodySchema>
