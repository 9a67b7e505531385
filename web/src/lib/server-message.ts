import { ApiError } from './api-client.ts'

/**
 * The reason a failed call gave, or '' when its answer gave none; the screens then show their own
 * fallback for that call ("Failed to compile PDF", "Unknown error", ...).
 */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && !error.unexplained ? error.message : ''
}
