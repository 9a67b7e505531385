import type { ErrorCode } from '../../shared/errors.ts'

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{success: false, error_type: code, message}` with `status`; anything else is a 500
 * whose details stay in the log.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode

  constructor(status: number, code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AppError'
    this.status = status
    this.code = code
  }
}

export const badRequest = (message: string) => new AppError(400, 'validation_error', message)
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message)
