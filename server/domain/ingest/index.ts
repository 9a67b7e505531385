import type { ExtractedResume } from '../../../shared/schemas/resume.ts'
import { DomainError } from '../errors.ts'
import type { ToolRunner } from '../tool-runner.ts'
import { cleanText } from './clean-text.ts'
import { decodeText, sniffTextEncoding } from './decode-text.ts'
import { describeContent } from './describe-content.ts'
import { detectFileKind, type FileKind } from './detect-kind.ts'
import { emptyFile, scannedPdf, unreadableFile, unsupportedFileType } from './errors.ts'
import { extractDoc } from './extract-doc.ts'
import { extractDocx } from './extract-docx.ts'
import { extractPdf, type PdfOcr } from './extract-pdf.ts'
import { UPLOAD_TEXT_MAX_CHARS, uploadTextTooLong } from './limits.ts'
import { ocrReading } from './ocr/ocr-reading.ts'
import { parseResume } from './parse/index.ts'

/*
 * Resume ingestion: bytes of an uploaded file -> text as extracted, cleaned text, and its parse.
 * Pure domain code for the upload route, `t10 parse` and the matching engine. Every refusal is
 * a DomainError with the product's wording (errors.ts); a library failing on a bad file is one of
 * them too, never a bare error. PDFs are read by poppler's tools, run through the ToolRunner the
 * caller passes (the worker threads pass the app's, server/workers/untrusted-tasks.ts).
 */

export { detectFileKind, type FileKind }
export { parseResume }
export { findDateRanges, findDates, toYearMonth, type DateRange, type YearMonth } from './parse/dates.ts'
export { degreeLevel, compareDegreeLevels, type DegreeLevel } from './parse/education.ts'
export { isTitleWord } from './parse/job-titles.ts'

export type ExtractionResult = ExtractedResume & {
  kind: FileKind
  /**
   * Set for a PDF read with detectHiddenText: the text a reader cannot see (white, invisible,
   * under 2 pt, off the page) that adds words to the visible text, cleaned; '' when none. That
   * text is not in resume_text, raw_resume_text or parsed. Other kinds are not checked.
   */
  hidden_text?: string
}

export interface ExtractResumeOptions {
  /**
   * Leave out of the text what a reader of a PDF cannot see, and report it as hidden_text. Renders
   * every page (tens of ms a page), so only the matching pool asks for it.
   */
  detectHiddenText?: boolean
  /** Where a PDF read with detectHiddenText is written for the tools; default the system temp directory. */
  scratchDir?: string
  /** The uploaded file's name: its extension is what the sender claims the file is, for the refusal's wording. */
  filename?: string
  /** The kinds the asking screen takes, as its refusal lists them; default all four. */
  accepted?: readonly FileKind[]
}

export const ALL_FILE_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx', 'txt']

export async function extractResume(bytes: Uint8Array, options: ExtractResumeOptions, tools: ToolRunner): Promise<ExtractionResult> {
  if (bytes.length === 0) throw emptyFile()
  const kind = detectFileKind(bytes)
  if (!kind) throw await refuseUnsupported(bytes, options)
  const { raw, hidden, ocr } = await extractText(kind, bytes, options, tools)
  const resumeText = cleanText(raw)
  if (resumeText.length > UPLOAD_TEXT_MAX_CHARS) throw uploadTextTooLong(resumeText.length)
  if (!resumeText) throw kind === 'pdf' ? scannedPdf() : unreadableFile()
  const result: ExtractionResult = { kind, resume_text: resumeText, raw_resume_text: raw, parsed: parseResume(resumeText) }
  if (hidden !== undefined) result.hidden_text = cleanText(hidden)
  if (ocr) result.ocr = ocrReading(ocr)
  return result
}

async function refuseUnsupported(bytes: Uint8Array, options: ExtractResumeOptions) {
  const accepted = options.accepted ?? ALL_FILE_KINDS
  return unsupportedFileType(await describeContent(bytes), accepted, claimedKind(options.filename, accepted))
}

/** The accepted kind a file's name ends in ("cv.PDF" -> pdf), if any. */
function claimedKind(filename: string | undefined, accepted: readonly FileKind[] = ALL_FILE_KINDS): FileKind | undefined {
  const extension = filename?.match(/\.([a-z0-9]+)\s*$/i)?.[1]?.toLowerCase()
  return accepted.find((kind) => kind === extension)
}

async function extractText(
  kind: FileKind,
  bytes: Uint8Array,
  options: ExtractResumeOptions,
  tools: ToolRunner,
): Promise<{ raw: string; hidden?: string; ocr?: PdfOcr }> {
  try {
    switch (kind) {
      case 'pdf': {
        const pdf = await extractPdf(bytes, { detectHiddenText: options.detectHiddenText, scratchDir: options.scratchDir }, tools)
        return { raw: pdf.text, hidden: pdf.hiddenText, ...(pdf.ocr ? { ocr: pdf.ocr } : {}) }
      }
      case 'docx':
        return { raw: await extractDocx(bytes) }
      case 'doc':
        return { raw: await extractDoc(bytes) }
      case 'txt':
        return { raw: decodeText(bytes, sniffTextEncoding(bytes) ?? 'utf-8') }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw unreadableFile(error)
  }
}
