import { RESUME_TEXT_MAX_CHARS } from '../../../shared/schemas/limits.ts'
import { UnreadableFileError } from '../errors.ts'

/**
 * The most text one uploaded resume may hold once extracted: the cap on resume text sent inline,
 * so an upload and a paste are read alike. Every pass over a resume's text is linear in its length
 * (bench/text-linear.ts) and this bounds the length; a 9.9 MB TXT read in full blocked 8–15 s.
 */
export const UPLOAD_TEXT_MAX_CHARS = RESUME_TEXT_MAX_CHARS

/** The refusal of an upload whose extracted text is longer than UPLOAD_TEXT_MAX_CHARS. */
export const uploadTextTooLong = (chars: number) =>
  new UnreadableFileError(
    `This file holds ${chars.toLocaleString('en-US')} characters of text; a resume may hold at most ${UPLOAD_TEXT_MAX_CHARS.toLocaleString('en-US')}. Upload the resume on its own.`,
  )
