import type { OcrReading } from '../../../../shared/schemas/resume.ts'
import type { PdfOcr } from '../extract-pdf.ts'
import { POOR_CONFIDENCE } from './read-scanned-pages.ts'

const pageList = (pages: readonly number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`

/** The upload answer's account of an OCR reading: the confidences, and what to do about poor pages. */
export function ocrReading(ocr: PdfOcr): OcrReading {
  const confidences = ocr.pages.map((p) => p.confidence)
  const mean = Math.round(confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length))
  const poor = ocr.pages.filter((p) => p.confidence < POOR_CONFIDENCE).map((p) => p.page)
  const notes = [`This PDF is a scan: its text was read by OCR (text recognition), ${mean}% confidence.`]
  if (poor.length > 0) {
    notes.push(
      `${pageList(poor).replace(/^p/, 'P')} read poorly: check the text below for mistakes, or upload a sharper scan or the original document.`,
    )
  }
  if (ocr.skipped.length > 0) notes.push(`Only the first ${ocr.pages.length} scanned pages were read; ${pageList(ocr.skipped)} were not.`)
  return { mean_confidence: mean, pages: ocr.pages, poor_pages: poor, skipped_pages: ocr.skipped, note: notes.join(' ') }
}
