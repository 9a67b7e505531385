import type { ErrorBody, ErrorCode } from '../../shared/errors.ts'

/** What a client needs beyond the code to act on an error: the field at fault, the document refused. */
export type ErrorDetails = Pick<ErrorBody, 'field' | 'document'>

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{success: false, error_type: code, message, ...details}` with `status`; anything else is a 500
 * whose details stay in the log.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly details: ErrorDetails

  constructor(status: number, code: ErrorCode, message: string, options?: { cause?: unknown } & ErrorDetails) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.status = status
    this.code = code
    this.details = {
      ...(options?.field === undefined ? {} : { field: options.field }),
      ...(options?.document === undefined ? {} : { document: options.document }),
    }
  }
}

export const badRequest = (message: string) => new AppError(400, 'validation_error', message)
