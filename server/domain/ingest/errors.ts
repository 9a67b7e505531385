import { UnreadableFileError, UnsupportedFileError } from '../errors.ts'
import type { FileKind } from './detect-kind.ts'

/*
 * The ways a resume file can be refused. The messages are the product's wording (shown to
 * people as they are), so they live in one place and every extractor throws through these.
 */

/**
 * A file that is none of the kinds the screen takes. `found` is what the content really is ("a PNG
 * image"); `claimed` is the accepted kind its name pretends to be, when it does.
 */
export const unsupportedFileType = (found: string, accepted: readonly FileKind[], claimed?: FileKind) =>
  new UnsupportedFileError(
    claimed ? `This file is ${found}, not a ${claimed.toUpperCase()}.` : `This file is ${found}. Please upload a ${listKinds(accepted)} file.`,
  )

export const emptyFile = () => new UnreadableFileError('This file is empty (0 bytes).')

export const scannedPdf = () =>
  new UnreadableFileError(
    'No text could be read from this PDF: it has no text layer and OCR found no text on its scanned pages. Please upload a text-based PDF or a DOCX.',
  )

/** A DOCX whose parts unpack past the caps (docx/zip-guard.ts): a bomb, or a file padded with huge parts. */
export const oversizedDocx = (cause?: unknown) =>
  new UnreadableFileError(
    'This DOCX unpacks to far more data than a resume holds, so it was not read. Save it again without large images, or upload a PDF.',
    cause === undefined ? undefined : { cause },
  )

/** Corrupt, truncated, encrypted, or refused for safety (zip bomb): the person can only try another file. */
export const unreadableFile = (cause?: unknown) => new UnreadableFileError('Could not read this file', cause === undefined ? undefined : { cause })

/** "PDF or DOCX", "PDF, DOC, DOCX or TXT". */
function listKinds(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => kind.toUpperCase())
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}
