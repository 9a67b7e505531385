import { AppError } from '../../lib/app-error.ts'
import { runChild } from '../../lib/child-runner.ts'

/**
 * Pages of a PDF, as `pdfinfo` (poppler-utils) reads it from stdin. pdfTeX writes its page tree
 * into compressed object streams, so the bytes cannot simply be searched; a compile served from
 * the cache has no log to read the count from either.
 */
export async function pdfPageCount(pdf: Buffer, options: { timeoutMs?: number } = {}): Promise<number> {
  const { stdout, failed } = await runChild('pdfinfo', ['-'], {
    input: pdf,
    encoding: 'utf8',
    timeoutMs: options.timeoutMs ?? 10_000,
    maxOutputBytes: 64 * 1024,
  })
  const pages = /^Pages:\s+(\d+)/m.exec(stdout)
  if (failed || !pages)
    throw new AppError(500, 'internal_error', `pdfinfo (poppler-utils) could not read the page count${failed ? `: ${failed.message}` : ''}`)
  return Number(pages[1])
}
