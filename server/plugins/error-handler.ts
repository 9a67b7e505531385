import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorBody, ErrorCode } from '../../shared/errors.ts'
import type { DomainError } from '../domain/errors.ts'
import { asAppError } from '../http-errors.ts'
import type { AppError } from '../lib/app-error.ts'
import { describeValidationError, failedField } from '../lib/validation-message.ts'

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_file',
  429: 'rate_limited',
}

/**
 * One error shape for every failure: {success: false, error_type, message}, plus `field` for a
 * validation error that names one and `document` for a plan's refusal. Expected errors keep their
 * message; anything unexpected is logged with its stack and answered as a plain 500.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
      const { status, body } = toErrorBody(error)
      if (status >= 500) request.log.error({ err: error }, 'request failed')
      else request.log.info({ status, error_type: body.error_type }, body.message)
      return reply.status(status).send(body)
    })

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]
      return reply.status(404).send({
        success: false,
        error_type: 'not_found',
        message: `There is nothing at ${request.method} ${path}`,
      } satisfies ErrorBody)
    })
  },
  { name: 'error-handler' },
)

function toErrorBody(thrown: FastifyError | AppError | DomainError): { status: number; body: ErrorBody } {
  // A domain refusal (domain/errors.ts) is answered by its status and code from http-errors.ts.
  const known = asAppError(thrown)
  if (known) {
    return { status: known.status, body: { success: false, error_type: known.code, message: known.message, ...known.details } }
  }
  const error = thrown as FastifyError
  if ('validation' in error && error.validation) {
    const field = failedField(error)
    return {
      status: 400,
      body: {
        success: false,
        error_type: 'validation_error',
        message: describeValidationError(error),
        ...(field === undefined ? {} : { field }),
      },
    }
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 500) {
    return {
      status: 500,
      body: { success: false, error_type: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    }
  }
  return {
    status,
    body: { success: false, error_type: STATUS_CODES[status] ?? 'validation_error', message: friendlyMessage(error) },
  }
}

/** Fastify's own client errors, worded for people. */
function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    default:
      return error.message
  }
}
