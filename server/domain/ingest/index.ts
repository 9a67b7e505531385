import type { ExtractedResume } from '../../../shared/schemas/resume.ts'
import { AppError } from '../../lib/app-error.ts'
import { cleanText } from './clean-text.ts'
import { decodeText, sniffTextEncoding } from './decode-text.ts'
import { detectFileKind, type FileKind } from './detect-kind.ts'
import { emptyFile, scannedPdf, unreadableFile, unsupportedFileType } from './errors.ts'
import { extractDoc } from './extract-doc.ts'
import { extractDocx } from './extract-docx.ts'
import { extractPdf } from './extract-pdf.ts'
import { parseResume } from './parse/index.ts'

/*
 * Resume ingestion: bytes of an uploaded file -> text as extracted, cleaned text, and its parse.
 * Pure domain code for the upload route, `t10 parse` and the matching engine. Every refusal is
 * an AppError with the product's wording (errors.ts); a library failing on a bad file is one of
 * them too, never a bare error.
 */

export { detectFileKind, type FileKind }
export { parseResume }
export { findDateRanges, findDates, toYearMonth, type DateRange, type YearMonth } from './parse/dates.ts'
export { degreeLevel, compareDegreeLevels, type DegreeLevel } from './parse/education.ts'

export type ExtractionResult = ExtractedResume & { kind: FileKind }

export async function extractResume(bytes: Uint8Array): Promise<ExtractionResult> {
  if (bytes.length === 0) throw emptyFile()
  const kind = detectFileKind(bytes)
  if (!kind) throw unsupportedFileType()
  const raw = await extractText(kind, bytes)
  const resumeText = cleanText(raw)
  if (!resumeText) throw kind === 'pdf' ? scannedPdf() : unreadableFile()
  return { kind, resume_text: resumeText, raw_resume_text: raw, parsed: parseResume(resumeText) }
}

async function extractText(kind: FileKind, bytes: Uint8Array): Promise<string> {
  try {
    switch (kind) {
      case 'pdf':
        return (await extractPdf(bytes)).text
      case 'docx':
        return await extractDocx(bytes)
      case 'doc':
        return await extractDoc(bytes)
      case 'txt':
        return decodeText(bytes, sniffTextEncoding(bytes) ?? 'utf-8')
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadableFile(error)
  }
}
