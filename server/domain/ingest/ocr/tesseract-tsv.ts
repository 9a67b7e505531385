import type { PdfPage, PdfWord } from '../pdf/bbox-xhtml.ts'

/*
 * Tesseract's TSV output: one row per page, block, paragraph, line and word, each with its box in
 * pixels, the words with the recogniser's confidence (0-100; -1 on the rows that are not words).
 * Read back as a page of lines of boxed words, the shape pdftotext's word boxes take, so that a
 * scanned page goes through the same reading order (columns, wrapped lines, breaks) as a text one.
 *
 * Two things a scan has that a text layer does not are undone on the way:
 * - A page fed crooked: Tesseract follows each tilted line, but its boxes are upright, so a line's
 *   words climb or fall across the page and would be taken for several rows. The tilt is measured
 *   from the lines (the median slope of their words) and every word is put level on its line.
 * - Specks of dust or toner read as marks (".", "'", "*"): a word of no letter or digit that is
 *   tiny beside the line's letters, or that the recogniser doubts, is dropped (see withoutSpecks).
 */

export interface OcrPageWords {
  /** The image's pixels scaled to the page's points (or pixels when no width is given). */
  page: PdfPage
  /** The mean confidence of the words kept (0-100); 0 when none were. */
  confidence: number
  words: number
}

const PAGE_LEVEL = '1'
const WORD_LEVEL = '5'
/** Below this confidence a word with no letter or digit in it is taken for a speck... */
const SPECK_CONFIDENCE = 30
/** Letters and signs a bullet mark is read as. */
const MISREAD_BULLETS = new Set(['e', 'o', 'c', '¢', '«', '»', '°', '©', '®', '*', '+', '-', '·', '•', '¢«', '«¢'])
/** Opening marks within this share of the page's width of each other are one list's bullets. */
const BULLET_ALIGNMENT_SHARE = 0.015
/** ...and so is one smaller both ways than this share of the line's letters' height (a bullet mark is about half). */
const SPECK_SIZE_SHARE = 0.3
/**
 * A word's box as a text layer gives it spans its font's whole height, about a quarter more than
 * the ink from ascender to descender that Tesseract boxes: the reading order's spacing rules (a
 * blank line at a gap of 0.8 line heights) are tuned on the former.
 */
const FONT_BOX_OVER_INK = 1.25

interface InkWord extends PdfWord {
  confidence: number
}

/** The page Tesseract read, its boxes scaled so the image is `width` wide (the PDF page's points). */
export function readTesseractTsv(tsv: string, width?: number): OcrPageWords {
  const lines = new Map<string, InkWord[]>()
  let imageWidth = 0
  let imageHeight = 0
  for (const row of tsv.split('\n').slice(1)) {
    // level page block par line word left top width height conf text
    const cells = row.split('\t')
    if (cells.length < 12) continue
    const [left, top, boxWidth, boxHeight] = cells.slice(6, 10).map(Number) as [number, number, number, number]
    if (cells[0] === PAGE_LEVEL) {
      imageWidth = boxWidth
      imageHeight = boxHeight
      continue
    }
    if (cells[0] !== WORD_LEVEL) continue
    const text = cells.slice(11).join(' ').trim()
    const confidence = Number(cells[10])
    if (!text || !Number.isFinite(confidence) || confidence < 0) continue
    const key = cells.slice(1, 5).join(':')
    const words = lines.get(key) ?? []
    lines.set(key, words)
    words.push({ text, x0: left, y0: top, x1: left + boxWidth, y1: top + boxHeight, confidence })
  }
  const kept = withoutStrayMarks([...lines.values()].map(withoutSpecks), imageWidth).filter((words) => words.length > 0)
  const slope = tilt(kept)
  const scale = width && imageWidth ? width / imageWidth : 1
  let confidenceSum = 0
  let count = 0
  const levelled = kept.map((words) => {
    const centre = (w: InkWord) => (w.y0 + w.y1) / 2 - slope * ((w.x0 + w.x1) / 2)
    const middle = median(words.map(centre))
    // The tallest word spans ascender to descender (a word of small letters spans less); a speck
    // merged into a word's box is capped at half as tall again as the median word.
    const heights = words.map((w) => w.y1 - w.y0)
    const half = (Math.min(Math.max(...heights), 1.5 * median(heights)) * FONT_BOX_OVER_INK) / 2
    for (const w of words) confidenceSum += w.confidence
    count += words.length
    return {
      words: words.map((w) => ({ text: w.text, x0: w.x0 * scale, y0: (middle - half) * scale, x1: w.x1 * scale, y1: (middle + half) * scale })),
    }
  })
  return {
    page: { width: imageWidth * scale, height: imageHeight * scale, lines: levelled },
    confidence: count === 0 ? 0 : confidenceSum / count,
    words: count,
  }
}

/**
 * A line's words less the specks: a word of no letter or digit that is a dot beside the line's
 * letters, or that the recogniser doubts past the line's first word (where a bullet mark stands).
 */
function withoutSpecks(words: InkWord[]): InkWord[] {
  const lettered = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text))
  const height = lettered.length > 0 ? median(lettered.map((w) => w.y1 - w.y0)) : 0
  return words.filter((w, i) => {
    if (/[\p{L}\p{N}]/u.test(w.text)) return true
    // Dashes and bars carry meaning between words ("2019 – 2021", "Employer | City") however unsure
    // the recogniser is; at the end of a line they are a speck or a rule's end.
    if (/^[-–—|]+$/u.test(w.text)) return i < words.length - 1
    // A dot: small both ways (a dash is as wide as a letter, a bar as tall).
    if (w.y1 - w.y0 < SPECK_SIZE_SHARE * height && w.x1 - w.x0 < SPECK_SIZE_SHARE * height) return false
    return i === 0 || w.confidence >= SPECK_CONFIDENCE
  })
}

/**
 * A mark opening a line is a bullet when another line's opening mark stands at the same place
 * across the page (a list's marks line up): it is written "•", whatever the recogniser made of it
 * ("e", "¢", "«"), before the reading order sees it (which would take a line opening in "e" for the
 * rest of the line above). Alone, a mark that is no letter is a speck before a heading or a line.
 */
function withoutStrayMarks(lines: InkWord[][], pageWidth: number): InkWord[][] {
  const opensWithMark = (words: InkWord[]) => {
    const [first, next] = words
    if (!first || !next || !/^[\p{Lu}\p{N}$]/u.test(next.text)) return false
    return !/[\p{L}\p{N}]/u.test(first.text) || MISREAD_BULLETS.has(first.text)
  }
  const marks = lines.filter(opensWithMark).map((words) => words[0]!.x0)
  const tolerance = BULLET_ALIGNMENT_SHARE * pageWidth
  return lines.map((words) => {
    const first = words[0]
    if (!first) return words
    const aligned = opensWithMark(words) && marks.filter((x) => Math.abs(x - first.x0) <= tolerance).length >= 2
    if (aligned) return [{ ...first, text: '•' }, ...words.slice(1)]
    return /[\p{L}\p{N}]/u.test(first.text) ? words : words.slice(1)
  })
}

/** The page's tilt as dy/dx: the median over lines of three words or more of their centres' slope. */
function tilt(lines: InkWord[][]): number {
  const slopes: number[] = []
  for (const words of lines) {
    if (words.length < 3) continue
    const xs = words.map((w) => (w.x0 + w.x1) / 2)
    const ys = words.map((w) => (w.y0 + w.y1) / 2)
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length
    const my = ys.reduce((a, b) => a + b, 0) / ys.length
    let sxy = 0
    let sxx = 0
    for (let i = 0; i < xs.length; i++) {
      sxy += (xs[i]! - mx) * (ys[i]! - my)
      sxx += (xs[i]! - mx) ** 2
    }
    if (sxx > 0) slopes.push(sxy / sxx)
  }
  return slopes.length === 0 ? 0 : median(slopes)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
