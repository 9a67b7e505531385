import type { PdfPage, PdfWord } from './bbox-xhtml.ts'
import type { GrayImage } from './pgm.ts'

/*
 * Which extracted words a reader cannot see, and which of them matter. Keyword stuffing hides words in three ways that all
 * leave them in the text layer: white (or background-coloured) text, text in rendering mode 3
 * (invisible), and text too small to read. The page is rendered and a word counts as visible
 * only if there is ink under its box: some pixel clearly darker or lighter than the rest. That
 * one test covers white on white, invisible mode, text painted over by a box, and keeps what a
 * colour check would get wrong: white text on a dark banner is visible, and the invisible text
 * layer of an OCR'd scan lies over the scanned image of the same words, so it has ink under it.
 * Height and the page box are checked from the word box alone; text wholly off the page never
 * reaches the word boxes and is found by offPageLines.
 */

// Word boxes are about 0.9 of the font size, so this is text under ~2 pt; the dev set's smallest
// word is 6.7 pt high.
const MIN_WORD_HEIGHT = 2
// Grey levels (of 255) between the lightest and darkest pixel in a word box below which it holds
// no ink: text lighter than ~#e8e8e8 on white. Visible words in the dev set differ by 50 or more
// (thin anti-aliased strokes at ~72 dpi), hidden ones by under 5.
const MIN_INK_CONTRAST = 24
// Pixel reads allowed per page, in page areas. Words on a page cover well under one page area,
// but a hostile file can stack thousands of page-sized words; past the budget, words are taken
// as hidden rather than scored unchecked.
const SCAN_BUDGET_IN_PAGES = 16
const MAX_OFF_PAGE_LINES = 100
const MAX_RUN_SCANS = 5_000

export interface VisibilitySplit {
  visible: PdfPage[]
  hidden: PdfPage[]
}

/**
 * Splits each page's words into those a reader can see and those they cannot. `images[i]` is page
 * i rendered in grey at any scale (the scale is read from its size); a page without one (not
 * rendered) keeps all its words.
 */
export function splitByVisibility(pages: PdfPage[], images: readonly (GrayImage | undefined)[]): VisibilitySplit {
  const visible: PdfPage[] = []
  const hidden: PdfPage[] = []
  pages.forEach((page, i) => {
    const image = images[i]
    const seen: PdfPage = { width: page.width, height: page.height, lines: [] }
    const unseen: PdfPage = { width: page.width, height: page.height, lines: [] }
    const isHidden = image ? hiddenTest(page, image) : () => false
    for (const line of page.lines) {
      const shown: PdfWord[] = []
      const notShown: PdfWord[] = []
      for (const word of line.words) (isHidden(word) ? notShown : shown).push(word)
      if (shown.length > 0) seen.lines.push({ words: shown })
      if (notShown.length > 0) unseen.lines.push({ words: notShown })
    }
    visible.push(seen)
    hidden.push(unseen)
  })
  return { visible, hidden }
}

function hiddenTest(page: PdfPage, image: GrayImage): (word: PdfWord) => boolean {
  // pdftotext gives the page size before /Rotate but word boxes after it; the render is after it.
  const rotated = image.width > image.height !== page.width > page.height
  const width = rotated ? page.height : page.width
  const height = rotated ? page.width : page.height
  const sx = image.width / width
  const sy = image.height / height
  const budget = { pixels: SCAN_BUDGET_IN_PAGES * image.width * image.height }
  return (w) => {
    // On a page turned a quarter, text runs down the box: its height is the box's width.
    const size = rotated ? w.x1 - w.x0 : w.y1 - w.y0
    if (size < MIN_WORD_HEIGHT) return true
    if (w.x1 <= 0 || w.y1 <= 0 || w.x0 >= width || w.y0 >= height) return true
    return !hasInk(image, w.x0 * sx, w.y0 * sy, w.x1 * sx, w.y1 * sy, budget)
  }
}

/** Whether the pixels under a box (in pixels, clipped to the image) differ enough to be ink. */
function hasInk(image: GrayImage, x0: number, y0: number, x1: number, y1: number, budget: { pixels: number }): boolean {
  const left = Math.max(0, Math.floor(x0))
  const top = Math.max(0, Math.floor(y0))
  // At least one pixel, so a box thinner than a pixel is still looked at.
  const right = Math.min(image.width, Math.max(left + 1, Math.ceil(x1)))
  const bottom = Math.min(image.height, Math.max(top + 1, Math.ceil(y1)))
  let min = 255
  let max = 0
  for (let y = top; y < bottom; y++) {
    if (budget.pixels <= 0) return false
    budget.pixels -= right - left
    const row = y * image.width
    for (let x = left; x < right; x++) {
      const v = image.pixels[row + x]!
      if (v < min) min = v
      if (v > max) max = v
    }
    if (max - min >= MIN_INK_CONTRAST) return true
  }
  return false
}

/**
 * The hidden lines that say something the visible text does not: those with a word that is not
 * among the visible words. A hidden line made only of visible words adds nothing, and is what
 * honest files produce: the clipped copy of a line a page break cuts in two (wkhtmltopdf prints
 * it at the foot of one page and the head of the next), or a word running past the page edge.
 * Such lines are still left out of the text, but are no reason to flag the file.
 */
export function linesAddingWords(hiddenLines: readonly string[], visibleText: string): string[] {
  const visible = new Set(wordsOf(visibleText))
  return hiddenLines.filter((line) => wordsOf(line).some((w) => !visible.has(w)))
}

/**
 * The lines of an extraction that looked past the page edges (`wideText`, pdftotext's plain
 * output) holding a word found nowhere on the pages: text placed off the page. The two outputs
 * cut words differently (the plain one joins a word hyphenated across lines), so a word also
 * counts as on the page if its letters run on there, across word breaks.
 */
export function offPageLines(wideText: string, pages: readonly PdfPage[]): string[] {
  // One match over all the words, space-joined, rather than one a word: a third of the time.
  const pageWords = wordsOf(pages.map((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' ')).join(' ')).join(' '))
  const known = new Set(pageWords)
  const run = pageWords.join('')
  // Joined words are a few a page; a file asking for endless scans of the run is flagged instead.
  let scans = MAX_RUN_SCANS
  const onPage = (w: string) => known.has(w) || (scans-- > 0 && run.includes(w))
  const found: string[] = []
  for (const line of wideText.split(/[\n\f]/)) {
    if (wordsOf(line).every(onPage)) continue
    found.push(line.trim())
    if (found.length >= MAX_OFF_PAGE_LINES) break // enough to flag the file and show why
  }
  return found
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
