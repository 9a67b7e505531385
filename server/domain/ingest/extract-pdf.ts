import { execFile } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { AppError } from '../../lib/app-error.ts'
import { scannedPdf, unreadableFile } from './errors.ts'
import { parseBboxXhtml, type PdfPage } from './pdf/bbox-xhtml.ts'
import { pageToLines } from './pdf/reading-order.ts'

/*
 * PDF text comes from poppler's `pdftotext -bbox-layout` run as a child process: ~25 ms for a
 * resume against ~50 ms for pdfjs in-process, and a crash or runaway on a hostile file stays in the
 * child, which a timeout kills. The word boxes it prints drive the reading order (two-column
 * templates) and are returned so that a later check can look for text a reader cannot see.
 */

export interface PdfExtraction {
  text: string
  pages: PdfPage[]
}

// Resumes are a few pages; the cap bounds the work a hostile file can ask for.
const MAX_PAGES = 50
const TIMEOUT_MS = 20_000
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
// Below this many visible characters a PDF is treated as an image of text (a scan).
const MIN_TEXT_CHARS = 30

// Child processes beyond the core count only queue in the kernel; queueing here keeps memory flat.
const limit = createLimiter(availableParallelism())

export async function extractPdf(bytes: Uint8Array): Promise<PdfExtraction> {
  const { stdout, stderr, failed } = await limit(() => runPdftotext(bytes))
  if (failed) throw unreadableFile(failed)
  const pages = parseBboxXhtml(stdout)
  const text = pages.map((p) => pageToLines(p).join('\n')).join('\n\n')
  if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS) {
    // Poppler reports a broken file on stderr yet may still exit 0 with nothing to show.
    if (pages.length === 0 || /Syntax Error|Couldn't|Invalid/i.test(stderr)) throw unreadableFile(stderr.trim())
    throw scannedPdf()
  }
  return { text, pages }
}

interface RunResult {
  stdout: string
  stderr: string
  failed: Error | null
}

function runPdftotext(bytes: Uint8Array): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-bbox-layout', '-enc', 'UTF-8', '-l', String(MAX_PAGES), '-', '-'],
      { timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          // A missing tool is the server's fault, not the file's: let it surface as a 500.
          reject(new AppError(500, 'internal_error', 'pdftotext (poppler-utils) is not installed', { cause: error }))
          return
        }
        // Exit 1 covers unreadable and password-protected files; 3 is a permissions refusal.
        resolve({ stdout, stderr, failed: error })
      },
    )
    // The child may exit (bad file) before it reads all input; that EPIPE is not our failure.
    child.stdin?.on('error', () => {})
    child.stdin?.end(bytes)
  })
}

function createLimiter(concurrency: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
