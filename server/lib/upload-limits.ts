/**
 * What one multipart request may carry (MAX_UPLOAD_MB, MAX_FILES_PER_REQUEST, MAX_REQUEST_MB). The
 * cap on the text a file may hold once read is the domain's (domain/ingest/limits.ts).
 */
export interface UploadLimits {
  maxFileBytes: number
  maxFiles: number
  /** The whole request body: files, fields and the form's own framing. */
  maxRequestBytes: number
}
