import { ApiError } from '@/lib/api-client.ts'
import { serverMessage } from '@/lib/server-message.ts'

/** The message shown in red under the drop zone (the one place an upload error is told). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Could not upload resume'
    // The server's words; "Upload failed: {status}" when the answer carried none.
    return serverMessage(error) || (error.message ? `Upload failed: ${error.status}` : 'Could not upload resume')
  }
  if (error instanceof Error && error.message) return error.message
  return 'Could not upload resume'
}
