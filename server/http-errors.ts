import { CompileError, DomainError, InvalidInputError, ToolFailedError, UnreadableFileError, UnsupportedFileError } from './domain/errors.ts'
import { AppError } from './lib/app-error.ts'

/*
 * The one place a domain refusal (domain/errors.ts) gets its HTTP status and error code. The error
 * handler answers requests with it, the generation run turns it into its error event, and the
 * worker threads send it back across as an AppError (workers/untrusted-tasks.ts).
 */

/** The AppError a domain refusal is answered as; the message is kept as it is. */
export function appErrorOfDomain(error: DomainError): AppError {
  const cause = { cause: error }
  if (error instanceof InvalidInputError) {
    return new AppError(400, 'validation_error', error.message, { ...cause, ...(error.field === undefined ? {} : { field: error.field }) })
  }
  if (error instanceof UnsupportedFileError) return new AppError(415, 'unsupported_media_type', error.message, cause)
  if (error instanceof UnreadableFileError) return new AppError(422, 'unprocessable_file', error.message, cause)
  if (error instanceof CompileError) return new AppError(422, 'compile_error', error.message, cause)
  if (error instanceof ToolFailedError) return new AppError(500, 'internal_error', error.message, cause)
  return new AppError(500, 'internal_error', error.message, cause)
}

/** An error thrown on purpose (an AppError, or a domain refusal as one); undefined for anything else. */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error
  if (error instanceof DomainError) return appErrorOfDomain(error)
  return undefined
}
