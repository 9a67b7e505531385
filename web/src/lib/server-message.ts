import { ApiError } from './api-client.ts'

/**
 * The server's own words about a failed call, or '' when it gave none. Without a message in the
 * body the API client says "Request failed: <status> <text>"; the screens then show the spec's
 * fallback for that call instead ("Failed to compile PDF", "Unknown error", ...).
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ''
  return /^Request failed: \d+/.test(error.message) ? '' : error.message
}
