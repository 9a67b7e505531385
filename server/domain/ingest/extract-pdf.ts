import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ToolFailedError } from '../errors.ts'
import type { ToolResult as ChildResult, ToolRunner } from '../tool-runner.ts'
import { scannedPdf, unreadableFile } from './errors.ts'
import { parseBboxXhtml, type PdfPage } from './pdf/bbox-xhtml.ts'
import { linesAddingWords, offPageLines, splitByVisibility } from './pdf/hidden-text.ts'
import { type GrayImage, parsePgmStream } from './pdf/pgm.ts'
import { pageToLines } from './pdf/reading-order.ts'
import { type OcrPages, readScannedPages } from './ocr/read-scanned-pages.ts'

/*
 * PDF text comes from poppler's `pdftotext -bbox-layout` run as a child process: ~25 ms for a
 * resume against ~50 ms for pdfjs in-process, and a crash or runaway on a hostile file stays in the
 * child, which a timeout kills. The children are started by the ToolRunner the caller passes (the app's,
 * adapters/tool-runner.ts, has a small helper process fork them far cheaper than the server can). The word boxes it prints drive the reading
 * order (two-column templates) and the check for text a reader cannot see.
 *
 * That check is asked for (the matching pool needs it, a seeker's own upload does not) and costs
 * two more children: `pdftoppm` renders the pages so that words with no ink under them can be
 * found (pdf/hidden-text.ts), and a second `pdftotext` looks past the page edges for text placed
 * off the page, which the first one silently drops.
 */

/** How a PDF's pages without a text layer were read by OCR. */
export interface PdfOcr {
  /** Each page read by OCR, with Tesseract's mean confidence in its words (0-100). */
  pages: Array<{ page: number; confidence: number }>
  /** Pages that needed OCR past the pages read (MAX_OCR_PAGES). */
  skipped: number[]
}

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
  /** Set when some pages had no text layer and were read by OCR. */
  ocr?: PdfOcr
}

export interface PdfExtractOptions {
  detectHiddenText?: boolean
  /**
   * Where the file is written for the tools that read it from disk (detectHiddenText only), in a
   * private directory of its own (PDF_SCRATCH_PREFIX...); default the system temp directory. The
   * server gives one under DATA_DIR, whose start-up sweep removes what a crash left.
   */
  scratchDir?: string
}

export const PDF_SCRATCH_PREFIX = 't10-pdf-'

// Resumes are a few pages; the cap bounds the work a hostile file can ask for.
const MAX_PAGES = 50
const TIMEOUT_MS = 20_000
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
// Below this many visible characters a PDF is treated as an image of text (a scan).
const MIN_TEXT_CHARS = 30
// Pages are rendered to fit this many pixels on their long side: ~70 dpi for Letter and A4. There
// the ink test has a wide margin on the dev set (see pdf/hidden-text.ts); at ~50 dpi thin strokes
// fade and it narrows. Fitting rather than a fixed dpi bounds memory whatever page size a file
// claims: 50 pages of grey at most 792x792 are at most ~31 MB.
const RENDER_LONG_SIDE_PX = 792
// pdftotext throws away characters outside the page box, unless given a crop area: then that area
// is the box. One reaching this far (points) around the page catches text moved off it.
const OFF_PAGE_REACH = 1_000_000

// Child processes beyond the core count only queue in the kernel; queueing here keeps memory flat.
const limit = createLimiter(availableParallelism())

export async function extractPdf(bytes: Uint8Array, options: PdfExtractOptions, tools: ToolRunner): Promise<PdfExtraction> {
  if (!options.detectHiddenText) {
    const pages = readPages(await limit(() => readWords(tools, '-', { input: bytes })))
    const scanned = scannedPageNumbers(pages)
    if (scanned.length === 0) return { text: pagesToText(pages), pages }
    // Tesseract and pdftoppm read from disk: the file is written once for them.
    return withScratchDir(options.scratchDir ?? tmpdir(), async (dir) => {
      const pdf = join(dir, 'resume.pdf')
      await writeFile(pdf, bytes).catch(scratchFailed)
      return withOcr(pages, pages, await readScannedPages(tools, pdf, dir, pages, scanned, limit))
    })
  }
  // The three tools read the file from disk, written once, rather than each being sent a copy
  // through the helper's channel. They run side by side; on a scan or a broken file the render
  // and the wide reading are wasted, on every other file the answer comes a run sooner.
  return withScratchDir(options.scratchDir ?? tmpdir(), async (dir) => {
    const pdf = join(dir, 'resume.pdf')
    await writeFile(pdf, bytes).catch(scratchFailed)
    const [read, render, wide] = await Promise.all([
      limit(() => readWords(tools, pdf)),
      limit(() => renderPages(tools, pdf, join(dir, 'pages.pgm'))),
      limit(() => extractBeyondPage(tools, pdf)),
    ])
    const pages = readPages(read)
    const scanned = scannedPageNumbers(pages)
    const checked = withoutHiddenText(pages, render, wide)
    if (scanned.length === 0) return { pages, text: checked.text, hiddenText: checked.hiddenText }
    // Only the words of a text layer can be hidden: a page read by OCR is what its ink shows.
    return { ...withOcr(pages, checked.visible, await readScannedPages(tools, pdf, dir, pages, scanned, limit)), hiddenText: checked.hiddenText }
  })
}

/**
 * The text of the pages, those without a text layer as OCR read them, in page order. Refused as
 * scanned when OCR found no text either (a page of drawings, a blank scan).
 */
function withOcr(pages: PdfPage[], visible: PdfPage[], ocr: OcrPages): PdfExtraction {
  const read = new Map(ocr.pages.map((p) => [p.page, p.text]))
  const texts = visible.map((page, i) => read.get(i + 1) ?? pageToLines(page).join('\n'))
  const text = texts.filter((t) => t.trim() !== '').join('\n\n')
  if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS) throw scannedPdf()
  return { text, pages, ocr: { pages: ocr.pages.map(({ page, confidence }) => ({ page, confidence })), skipped: ocr.skipped } }
}

/** Pages (1-based) with too few characters in their text layer to be anything but an image of text. */
function scannedPageNumbers(pages: PdfPage[]): number[] {
  return pages.flatMap((page, i) => (charactersOf([page]) < MIN_TEXT_CHARS ? [i + 1] : []))
}

function charactersOf(pages: PdfPage[]): number {
  let chars = 0
  for (const page of pages) for (const line of page.lines) for (const word of line.words) chars += word.text.replace(/\s+/g, '').length
  return chars
}

const pagesToText = (pages: PdfPage[]) => pages.map((p) => pageToLines(p).join('\n')).join('\n\n')

/** The pages read, or the refusal of a file poppler could not read. Pages with little text are OCR's (scannedPageNumbers). */
function readPages(reading: ChildResult<string>): PdfPage[] {
  if (reading.failed) throw unreadableFile(reading.failed)
  const pages = parseBboxXhtml(reading.stdout)
  // Counted from the words: the reading order only arranges them and adds white space.
  if (charactersOf(pages) < MIN_TEXT_CHARS) {
    // Poppler reports a broken file on stderr yet may still exit 0 with nothing to show.
    if (pages.length === 0 || /Syntax Error|Couldn't|Invalid/i.test(reading.stderr)) throw unreadableFile(reading.stderr.trim())
  }
  return pages
}

function withoutHiddenText(
  pages: PdfPage[],
  render: ChildResult<Buffer>,
  wide: ChildResult<string>,
): { text: string; hiddenText: string; visible: PdfPage[] } {
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
  return { text, hiddenText: linesAddingWords(hiddenLines, text).join('\n'), visible }
}

async function withScratchDir<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(parent, { recursive: true, mode: 0o700 }).catch(scratchFailed)
  // mkdtemp makes the directory private to this user: the resume is readable by no one else.
  const dir = await mkdtemp(join(parent, PDF_SCRATCH_PREFIX)).catch(scratchFailed)
  try {
    return await work(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

// A full or unwritable temporary directory is the server's fault, not the file's.
const scratchFailed = (cause: unknown): never => {
  throw new ToolFailedError('No scratch space to read a PDF in', { cause })
}

/** The words of the pages with their boxes; `pdf` is a path, or '-' with the bytes as input. */
function readWords(tools: ToolRunner, pdf: string, io?: PopplerInput) {
  return runPoppler(tools, 'pdftotext', ['-bbox-layout', '-enc', 'UTF-8', '-l', String(MAX_PAGES), pdf, '-'], 'utf8', io)
}

/**
 * The pages as grey images, one PGM after another. pdftoppm writes them into a file, not a pipe:
 * ~1 MB a resume would otherwise be copied through the helper process and its IPC channel. The
 * file is bounded by the render size and the page cap (see RENDER_LONG_SIDE_PX).
 */
async function renderPages(tools: ToolRunner, pdf: string, into: string): Promise<ChildResult<Buffer>> {
  // Shapes (boxes, rules, banners) are filled without anti-aliasing: a sixth of the render's
  // CPU, and no word's ink changes side of the threshold on the dev set and fixtures. Glyphs stay
  // anti-aliased: without it thin strokes at this size can miss every pixel.
  const args = ['-gray', '-aaVector', 'no', '-scale-to', String(RENDER_LONG_SIDE_PX), '-l', String(MAX_PAGES), pdf]
  const result = await runPoppler(tools, 'pdftoppm', args, 'buffer', { stdoutFile: into })
  return result.failed ? result : { ...result, stdout: await readFile(into).catch(scratchFailed) }
}

function readImages(stdout: Buffer): GrayImage[] {
  try {
    return parsePgmStream(stdout)
  } catch (error) {
    throw unreadableFile(error)
  }
}

/** The text of the pages and of everything around them, as plain text (no boxes). */
function extractBeyondPage(tools: ToolRunner, pdf: string) {
  const reach = String(OFF_PAGE_REACH)
  const area = ['-x', `-${reach}`, '-y', `-${reach}`, '-W', String(2 * OFF_PAGE_REACH), '-H', String(2 * OFF_PAGE_REACH)]
  return runPoppler(tools, 'pdftotext', ['-enc', 'UTF-8', ...area, '-l', String(MAX_PAGES), pdf, '-'], 'utf8')
}

interface PopplerInput {
  /** Fed on stdin; the arguments name '-' as the file then. */
  input?: Uint8Array
  stdoutFile?: string
}

async function runPoppler(tools: ToolRunner, tool: string, args: string[], encoding: 'utf8', io?: PopplerInput): Promise<ChildResult<string>>
async function runPoppler(tools: ToolRunner, tool: string, args: string[], encoding: 'buffer', io?: PopplerInput): Promise<ChildResult<Buffer>>
async function runPoppler(
  tools: ToolRunner,
  tool: string,
  args: string[],
  encoding: 'utf8' | 'buffer',
  io: PopplerInput = {},
): Promise<ChildResult<string | Buffer>> {
  const options = { ...io, timeoutMs: TIMEOUT_MS, maxOutputBytes: MAX_OUTPUT_BYTES }
  const result = encoding === 'utf8' ? await tools.run(tool, args, { ...options, encoding }) : await tools.run(tool, args, { ...options, encoding })
  if (result.failed?.code === 'ENOENT') {
    // A missing tool is the server's fault, not the file's: let it surface as a 500.
    throw new ToolFailedError(`${tool} (poppler-utils) is not installed`, { cause: result.failed })
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
