import { AppError } from '../../lib/app-error.ts'

/*
 * The ways a resume file can be refused. The messages are the product's wording (shown to
 * people as they are), so they live in one place and every extractor throws through these.
 */

export const unsupportedFileType = () =>
  new AppError(415, 'unsupported_media_type', 'File type must be one of .pdf, .doc, .docx, .txt')

export const emptyFile = () => new AppError(422, 'unprocessable_file', 'File is smaller than 1 bytes')

export const scannedPdf = () =>
  new AppError(
    422,
    'unprocessable_file',
    'This PDF has no text layer (it looks scanned). Please upload a text-based PDF or a DOCX.',
  )

/** A DOCX whose parts unpack past the caps (docx/zip-guard.ts): a bomb, or a file padded with huge parts. */
export const oversizedDocx = (cause?: unknown) =>
  new AppError(
    422,
    'unprocessable_file',
    'This DOCX unpacks to far more data than a resume holds, so it was not read. Save it again without large images, or upload a PDF.',
    cause === undefined ? undefined : { cause },
  )

/** Corrupt, truncated, encrypted, or refused for safety (zip bomb): the person can only try another file. */
export const unreadableFile = (cause?: unknown) =>
  new AppError(422, 'unprocessable_file', 'Could not read this file', cause === undefined ? undefined : { cause })
