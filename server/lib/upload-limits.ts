import { RESUME_TEXT_MAX_CHARS } from '../../shared/schemas/limits.ts'
import { AppError } from './app-error.ts'

/** What one multipart request may carry (MAX_UPLOAD_MB, MAX_FILES_PER_REQUEST, MAX_REQUEST_MB). */
export interface UploadLimits {
  maxFileBytes: number
  maxFiles: number
  /** The whole request body: files, fields and the form's own framing. */
  maxRequestBytes: number
}

/**
 * The most text one uploaded resume may hold once extracted: the cap on resume text sent inline,
 * so an upload and a paste are read alike. Every pass over a resume's text is linear in its length
 * (bench/text-linear.ts) and this bounds the length; a 9.9 MB TXT read in full blocked 8–15 s.
 */
export const UPLOAD_TEXT_MAX_CHARS = RESUME_TEXT_MAX_CHARS

/** The refusal of an upload whose extracted text is longer than UPLOAD_TEXT_MAX_CHARS. */
export const uploadTextTooLong = (chars: number) =>
  new AppError(
    422,
    'unprocessable_file',
    `This file holds ${chars.toLocaleString('en-US')} characters of text; a resume may hold at most ${UPLOAD_TEXT_MAX_CHARS.toLocaleString('en-US')}. Upload the resume on its own.`,
  )
