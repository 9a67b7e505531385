import { ErrorBodySchema } from '../../shared/errors.ts'

/** The error body under each given status, for a route's `response` schema. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S[number]]: typeof ErrorBodySchema
  }
}

export const bearerOrCookie: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }]
