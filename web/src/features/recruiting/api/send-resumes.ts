import type { ErrorCode } from '@shared/errors.ts'
import type { RecruitingUploadResponse } from '@shared/schemas/recruiting.ts'
import { ApiError } from '@/lib/api-client.ts'

/** Bytes of the request body sent so far, and its whole size. */
export type SendProgress = (sent: number, total: number) => void

export const UPLOAD_PATH = '/api/v1/t10/resumes'

/**
 * POSTs resumes to the pool and reports the bytes sent as they go. XMLHttpRequest rather than the
 * API client's fetch: fetch tells nothing of an upload's progress, and a batch of ten resumes can
 * take many seconds on a phone. The session travels in the same cookie; a refusal becomes the
 * same ApiError (status, code, the server's message) the client would raise.
 */
export function sendResumes(files: readonly File[], onProgress: SendProgress): Promise<RecruitingUploadResponse> {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_PATH)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total)
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText) as Partial<{ message: string; error_type: ErrorCode }> | undefined
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as RecruitingUploadResponse)
      const told = typeof body?.message === 'string' ? body.message : undefined
      reject(
        new ApiError(xhr.status, body?.error_type ?? 'internal_error', told ?? `Error uploading resume: ${xhr.statusText || xhr.status}`, {
          unexplained: told === undefined,
        }),
      )
    }
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Could not reach the T10 server'))
    xhr.send(form)
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
