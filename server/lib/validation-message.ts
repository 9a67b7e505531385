import type { FastifyError } from 'fastify'

type Issue = NonNullable<FastifyError['validation']>[number]

/** Turns schema validation failures into one sentence a person can act on. */
export function describeValidationError(error: FastifyError): string {
  const issues = withoutUnionNoise(error.validation ?? [])
  const parts = issues.slice(0, 3).map((issue) => describeIssue(issue, error.validationContext))
  return parts.length > 0 ? [...new Set(parts)].join('; ') : 'The request is not valid'
}

/**
 * The request field the first failure is about, as a dotted path within its part of the request
 * (`job_data.description`, `email`), so a client can put the message beside that field without
 * reading it. Undefined when the failure is about the whole body (not an object, say).
 */
export function failedField(error: FastifyError): string | undefined {
  const issue = withoutUnionNoise(error.validation ?? [])[0]
  if (!issue) return undefined
  const params = issue.params as Record<string, unknown>
  const path = dotted(issue)
  if (issue.keyword === 'required') return join(path, String(params.missingProperty))
  if (issue.keyword === 'additionalProperties') return join(path, String(params.additionalProperty))
  return path || undefined
}

/**
 * A value that may be text or null ("title": a string or null) fails each branch of the union: a
 * too-long title also "must be null" and "must match a schema in anyOf". Only the branch that
 * says what is wrong is kept; a value that fails in no other way (a number) keeps them all.
 */
function withoutUnionNoise(issues: readonly Issue[]): Issue[] {
  const telling = (issue: Issue) => issue.keyword !== 'anyOf' && !(issue.keyword === 'type' && (issue.params as { type?: unknown }).type === 'null')
  const told = new Set(issues.filter(telling).map((issue) => issue.instancePath))
  return issues.filter((issue) => telling(issue) || !told.has(issue.instancePath))
}

function describeIssue(issue: Issue, context: string | undefined): string {
  const params = issue.params as Record<string, unknown>
  const path = dotted(issue)
  if (issue.keyword === 'required') return `${join(path, String(params.missingProperty))} is required`
  const field = path || context || 'request'
  switch (issue.keyword) {
    case 'format':
      return params.format === 'email' ? `${field} must be a valid e-mail address` : `${field} must be a valid ${String(params.format)}`
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} must not be empty` : `${field} must be at least ${String(params.limit)} characters`
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`
    case 'additionalProperties':
      return `${join(path, String(params.additionalProperty))} is not a known field`
    case 'type':
      return `${field} must be ${article(String(params.type))}`
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`
    case 'minProperties':
      return `${field} must give at least ${Number(params.limit) === 1 ? 'one field' : `${String(params.limit)} fields`}`
    default:
      return `${field} ${issue.message ?? 'is not valid'}`
  }
}

/** The failed value's place in its part of the request: /job_data/description -> job_data.description. */
const dotted = (issue: Issue) => issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
const join = (path: string, name: string) => (path ? `${path}.${name}` : name)
const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)
