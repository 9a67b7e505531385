import { ApiError } from './api-client.ts'

// An error code in brackets at the end of a sentence ("... (internal_error)"): for logs, not people.
const TRAILING_CODE = /\s*\((?:[a-z]+_)+[a-z]+\)\s*$/

/**
 * The reason a failed call gave, in people's words, or '' when its answer gave none; the screens
 * then show their own fallback for that call ("Failed to compile PDF", "Unknown error", ...).
 * Codes are for the code that branches on them (`error.code`), never part of what is shown.
 */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && !error.unexplained ? error.message.replace(TRAILING_CODE, '') : ''
}
