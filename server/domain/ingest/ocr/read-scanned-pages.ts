import { join } from 'node:path'
import type { ToolRunner } from '../../tool-runner.ts'
import { unreadableFile } from '../errors.ts'
import type { PdfPage } from '../pdf/bbox-xhtml.ts'
import { pageToLines } from '../pdf/reading-order.ts'
import { cleanOcrText } from './clean-ocr-text.ts'
import { OCR_TIMEOUT_MS, readPageImage } from './read-page-image.ts'

/*
 * Pages of a PDF that carry no text layer (a scan, a "print to image"), rendered by pdftoppm at
 * scanner resolution and read by Tesseract. Each page is its own pair of children, run through the
 * caller's limiter: a ten-page scan keeps at most one page a core busy, and the server's thread
 * only waits for them.
 */

/** What a scanner gives a document and what Tesseract reads best (text of 10-12 pt then has a 20-30 px x-height). */
const OCR_DPI = 300
/** The most pixels on a page's long side: 300 dpi on A4; a page claiming to be larger is read at less. */
const OCR_MAX_LONG_SIDE_PX = 3508

/** Pages read by OCR in one file: a resume is a few; the rest of a long scan is left unread, and said so. */
export const MAX_OCR_PAGES = 10
/** Under this mean confidence a page is reported as read poorly. */
export const POOR_CONFIDENCE = 80

export interface OcrPage {
  /** 1-based, as the file numbers it. */
  page: number
  text: string
  confidence: number
}

export interface OcrPages {
  pages: OcrPage[]
  /** Pages past MAX_OCR_PAGES that needed OCR and were not read. */
  skipped: number[]
}

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>

/** `pages` are the PDF's pages as pdftotext measured them (their width in points); `pageNumbers` 1-based. */
export async function readScannedPages(
  tools: ToolRunner,
  pdf: string,
  dir: string,
  pages: readonly PdfPage[],
  pageNumbers: readonly number[],
  limit: Limiter,
): Promise<OcrPages> {
  const wanted = pageNumbers.slice(0, MAX_OCR_PAGES)
  const read = await Promise.all(
    wanted.map((page) =>
      limit(async () => {
        const image = await renderPage(tools, pdf, join(dir, `ocr-page-${page}`), page, pages[page - 1])
        const words = await readPageImage(tools, image, { pageWidth: pages[page - 1]?.width })
        return { page, text: cleanOcrText(pageToLines(words.page).join('\n')), confidence: Math.round(words.confidence) }
      }),
    ),
  )
  return { pages: read, skipped: pageNumbers.slice(MAX_OCR_PAGES) }
}

/** One page as a grey PNG at 300 dpi (less for a page larger than A4); the file's path. */
async function renderPage(tools: ToolRunner, pdf: string, prefix: string, page: number, size: PdfPage | undefined): Promise<string> {
  const longSideInches = Math.max(size?.width ?? 0, size?.height ?? 0) / 72
  const dpi = longSideInches > 0 ? Math.min(OCR_DPI, Math.floor(OCR_MAX_LONG_SIDE_PX / longSideInches)) : OCR_DPI
  const args = ['-r', String(dpi), '-gray', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdf, prefix]
  const result = await tools.run('pdftoppm', args, { encoding: 'utf8', timeoutMs: OCR_TIMEOUT_MS, maxOutputBytes: 64 * 1024 })
  if (result.failed) throw unreadableFile(result.failed)
  return `${prefix}.png`
}
