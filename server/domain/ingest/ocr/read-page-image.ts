import type { ToolRunner } from '../../tool-runner.ts'
import { ToolFailedError } from '../../errors.ts'
import { readTesseractTsv, type OcrPageWords } from './tesseract-tsv.ts'

/*
 * One page image read by Tesseract (Debian's tesseract-ocr with its English model), through the
 * same ToolRunner, time limit and output cap as poppler's tools. One thread a page: Tesseract's
 * OpenMP threads only contend with the pages read beside it (a page took 7 s with them and 1.6 s
 * without, on 2 cores), so the pages run side by side instead.
 */

export const OCR_TIMEOUT_MS = 20_000
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024

export interface ReadImageOptions {
  /**
   * A photo of a printout: lit unevenly, so binarised by local (Sauvola) thresholds rather than
   * one threshold for the page. Tesseract straightens the lines of a slightly skewed page itself.
   */
  photo?: boolean
  /** The page's width in points, to scale the words' boxes to (default: the image's pixels). */
  pageWidth?: number
}

export async function readPageImage(tools: ToolRunner, imagePath: string, options: ReadImageOptions = {}): Promise<OcrPageWords> {
  const args = [imagePath, 'stdout', '-l', 'eng', '--oem', '1', '--psm', '3', ...(options.photo ? ['-c', 'thresholding_method=2'] : []), 'tsv']
  const result = await tools.run('tesseract', args, {
    encoding: 'utf8',
    env: { OMP_THREAD_LIMIT: '1' },
    timeoutMs: OCR_TIMEOUT_MS,
    maxOutputBytes: MAX_OUTPUT_BYTES,
  })
  if (result.failed?.code === 'ENOENT') {
    // A missing tool is the server's fault, not the file's: let it surface as a 500.
    throw new ToolFailedError('tesseract (tesseract-ocr) is not installed', { cause: result.failed })
  }
  if (result.failed) throw new OcrFailedError(result.failed.killed ? 'timeout' : 'failed', result.failed)
  return readTesseractTsv(result.stdout, options.pageWidth)
}

/** A page Tesseract could not read: out of time, or the image was not one it could open. */
export class OcrFailedError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    cause: unknown,
  ) {
    super(`OCR ${reason}`, { cause })
  }
}
