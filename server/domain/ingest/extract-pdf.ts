import { availableParallelism } from 'node:os'
import { AppError } from '../../lib/app-error.ts'
import { type ChildResult, runChild } from '../../lib/child-runner.ts'
import { scannedPdf, unreadableFile } from './errors.ts'
import { parseBboxXhtml, type PdfPage } from './pdf/bbox-xhtml.ts'
import { linesAddingWords, offPageLines, splitByVisibility } from './pdf/hidden-text.ts'
import { type GrayImage, parsePgmStream } from './pdf/pgm.ts'
import { pageToLines } from './pdf/reading-order.ts'

/*
 * PDF text comes from poppler's `pdftotext -bbox-layout` run as a child process: ~25 ms for a
 * resume against ~50 ms for pdfjs in-process, and a crash or runaway on a hostile file stays in the
 * child, which a timeout kills. The children are started by lib/child-runner.ts, whose small helper
 * process forks them far cheaper than the server can. The word boxes it prints drive the reading
 * order (two-column templates) and the check for text a reader cannot see.
 *
 * That check is asked for (the matching pool needs it, a seeker's own upload does not) and costs
 * two more children: `pdftoppm` renders the pages so that words with no ink under them can be
 * found (pdf/hidden-text.ts), and a second `pdftotext` looks past the page edges for text placed
 * off the page, which the first one silently drops.
 */

export interface PdfExtraction {
  /** The text in reading order; with detectHiddenText, only the words a reader can see. */
  text: string
  /** Every word pdftotext found, visible or not, with its box. */
  pages: PdfPage[]
  /**
   * With detectHiddenText: the lines a reader cannot see that add words to the visible text, one
   * a line, in reading order, then the off-page ones; '' when none.
   */
  hiddenText?: string
}

export interface PdfExtractOptions {
  detectHiddenText?: boolean
}

// Resumes are a few pages; the cap bounds the work a hostile file can ask for.
const MAX_PAGES = 50
const TIMEOUT_MS = 20_000
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
// Below this many visible characters a PDF is treated as an image of text (a scan).
const MIN_TEXT_CHARS = 30
// Pages are rendered to fit this many pixels on their long side: ~70 dpi for Letter and A4. There
// the ink test has a wide margin on the dev set (see pdf/hidden-text.ts); at ~50 dpi thin strokes
// fade and it narrows. Fitting rather than a fixed dpi bounds memory whatever page size a file
// claims: 50 pages of grey at most 792x792 stay under MAX_OUTPUT_BYTES.
const RENDER_LONG_SIDE_PX = 792
// pdftotext throws away characters outside the page box, unless given a crop area: then that area
// is the box. One reaching this far (points) around the page catches text moved off it.
const OFF_PAGE_REACH = 1_000_000

// Child processes beyond the core count only queue in the kernel; queueing here keeps memory flat.
const limit = createLimiter(availableParallelism())

export async function extractPdf(bytes: Uint8Array, options: PdfExtractOptions = {}): Promise<PdfExtraction> {
  const { stdout, stderr, failed } = await limit(() =>
    runPoppler('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', '-l', String(MAX_PAGES), '-', '-'], bytes, 'utf8'),
  )
  if (failed) throw unreadableFile(failed)
  const pages = parseBboxXhtml(stdout)
  const text = pagesToText(pages)
  if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS) {
    // Poppler reports a broken file on stderr yet may still exit 0 with nothing to show.
    if (pages.length === 0 || /Syntax Error|Couldn't|Invalid/i.test(stderr)) throw unreadableFile(stderr.trim())
    throw scannedPdf()
  }
  if (!options.detectHiddenText) return { text, pages }
  return { pages, ...(await withoutHiddenText(bytes, pages)) }
}

const pagesToText = (pages: PdfPage[]) => pages.map((p) => pageToLines(p).join('\n')).join('\n\n')

async function withoutHiddenText(bytes: Uint8Array, pages: PdfPage[]): Promise<{ text: string; hiddenText: string }> {
  const [render, wide] = await Promise.all([limit(() => renderPages(bytes)), limit(() => extractBeyondPage(bytes))])
  // A file whose pages cannot be looked at is refused: scoring it unchecked would let hidden
  // keywords count. pdftoppm opens whatever pdftotext opened, so this is a crash or the timeout,
  // both of which a file can be built to cause.
  if (render.failed) throw unreadableFile(render.failed)
  const images = readImages(render.stdout)
  if (images.length !== pages.length) throw unreadableFile(new Error(`rendered ${images.length} of ${pages.length} pages`))

  const { visible, hidden } = splitByVisibility(pages, images)
  const text = pagesToText(visible)
  // Off-page text is looked for but not required: it only adds a flag (the first pdftotext already
  // left it out), so a failure there is no reason to refuse a file the other tools read.
  const offPage = wide.failed ? [] : offPageLines(wide.stdout, pages)
  const hiddenLines = [...hidden.flatMap(pageToLines), ...offPage].filter((l) => l.trim() !== '')
  return { text, hiddenText: linesAddingWords(hiddenLines, text).join('\n') }
}

function renderPages(bytes: Uint8Array) {
  const args = ['-gray', '-scale-to', String(RENDER_LONG_SIDE_PX), '-l', String(MAX_PAGES), '-']
  return runPoppler('pdftoppm', args, bytes, 'buffer')
}

function readImages(stdout: Buffer): GrayImage[] {
  try {
    return parsePgmStream(stdout)
  } catch (error) {
    throw unreadableFile(error)
  }
}

/** The text of the pages and of everything around them, as plain text (no boxes). */
function extractBeyondPage(bytes: Uint8Array) {
  const reach = String(OFF_PAGE_REACH)
  const area = ['-x', `-${reach}`, '-y', `-${reach}`, '-W', String(2 * OFF_PAGE_REACH), '-H', String(2 * OFF_PAGE_REACH)]
  return runPoppler('pdftotext', ['-enc', 'UTF-8', ...area, '-l', String(MAX_PAGES), '-', '-'], bytes, 'utf8')
}

async function runPoppler(tool: string, args: string[], input: Uint8Array, encoding: 'utf8'): Promise<ChildResult<string>>
async function runPoppler(tool: string, args: string[], input: Uint8Array, encoding: 'buffer'): Promise<ChildResult<Buffer>>
async function runPoppler(tool: string, args: string[], input: Uint8Array, encoding: 'utf8' | 'buffer'): Promise<ChildResult<string | Buffer>> {
  const options = { input, timeoutMs: TIMEOUT_MS, maxOutputBytes: MAX_OUTPUT_BYTES }
  const result = encoding === 'utf8' ? await runChild(tool, args, { ...options, encoding }) : await runChild(tool, args, { ...options, encoding })
  if (result.failed?.code === 'ENOENT') {
    // A missing tool is the server's fault, not the file's: let it surface as a 500.
    throw new AppError(500, 'internal_error', `${tool} (poppler-utils) is not installed`, { cause: result.failed })
  }
  // Exit 1 covers unreadable and password-protected files; 3 is a permissions refusal.
  return result
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
