import type { PdfLine, PdfPage, PdfWord } from './bbox-xhtml.ts'
import { joinWrappedRows } from './wrapped-lines.ts'

/*
 * Turns a page of positioned words into text lines in reading order.
 *
 * Resumes come in two shapes that matter here: one column (perhaps with right-aligned dates or a
 * grid of skills), and designed templates with a sidebar beside the main column. Poppler's own
 * order interleaves the two columns of some templates, so the order is rebuilt from the boxes:
 *
 * 1. Each poppler line becomes one or more segments (split at gaps wide enough to be a column gap).
 * 2. A region is searched for a vertical gutter: an x range that almost no segment crosses, with
 *    text on both sides. Segments that do cross it (a full-width name or heading) cut the region
 *    into zones; in each zone the left column is read before the right one, recursively, so a
 *    column may itself have columns.
 * 3. A zone whose two sides line up row by row with few rows is a table (title | dates), not two
 *    columns, and is read row by row; so is everything without a gutter.
 * 4. Lines of one paragraph or item that the column's width broke are put back together
 *    (wrapped-lines.ts), in reading order, so a column's lines are consecutive.
 * 5. Segments sharing a row are joined with a space, or with a tab where the gap is wide, so
 *    "Engineer<tab>Jan 2020 - Present" stays one line.
 */

interface Segment {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
  /** Width of the first word: whether it would have fitted at the end of the line above. */
  firstWidth: number
}

type Row = Segment[]

// Tuned on real resumes: a gap of ~1.5 line heights inside a poppler line is a column gap.
const SPLIT_GAP_IN_HEIGHTS = 1.5
// A gap wider than this between segments of one row is written as a tab.
const TAB_GAP_IN_HEIGHTS = 1.0
const GUTTER_MIN_WIDTH = 8
const GUTTER_BIN = 2
// Crossings allowed for a gutter: a name, title or a heading spanning both columns.
const GUTTER_MAX_CROSSING_SHARE = 0.15
const COLUMN_MIN_SEGMENTS = 3
// Narrower than this is a column of bullet glyphs or numbers, not a column of text.
const COLUMN_MIN_WIDTH = 40
// Two sides whose rows mostly align and that are this short are a table, read row by row.
const TABLE_MIN_ALIGNED_SHARE = 0.6
const TABLE_MAX_ROWS = 6
// Right-aligned fields (dates, places) beside a one-column page: nearly all on a row of the left
// side, at most this share of its segments, and their right edges within a couple of points.
const FLUSH_RIGHT_MIN_ALIGNED_SHARE = 0.9
const FLUSH_RIGHT_MAX_SHARE = 0.6
const FLUSH_EDGE_TOLERANCE = 2
// A vertical gap above this many line heights becomes a blank line (a paragraph or section break).
const BLANK_LINE_GAP_IN_HEIGHTS = 0.8

export function pageToLines(page: PdfPage): string[] {
  const segments = page.lines.flatMap(lineToSegments)
  return renderRows(joinWrappedRows(orderRegion(segments)))
}

function lineToSegments(line: PdfLine): Segment[] {
  const words = line.words
  const height = median(words.map((w) => w.y1 - w.y0))
  const segments: Segment[] = []
  let current: PdfWord[] = []
  for (const word of words) {
    const prev = current[current.length - 1]
    if (prev && word.x0 - prev.x1 > SPLIT_GAP_IN_HEIGHTS * height) {
      segments.push(toSegment(current))
      current = []
    }
    current.push(word)
  }
  if (current.length > 0) segments.push(toSegment(current))
  return segments
}

function toSegment(words: PdfWord[]): Segment {
  return {
    text: joinWords(words),
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
    firstWidth: words[0]!.x1 - words[0]!.x0,
  }
}

/**
 * Letter-spaced headings ("J A R E D  R I C H A R D S") come out of poppler as one word per letter.
 * Their letter gaps are even and the word gap is wider, so letters are joined and only the wide
 * gaps kept as spaces.
 */
function joinWords(words: PdfWord[]): string {
  const length = (w: PdfWord) => [...w.text].length
  const short = words.filter((w) => length(w) <= 2).length
  // Spaced letters come out one or two to a word, never a whole word: a line of short words with
  // longer ones among them is plain text ("6 months to 10 weeks."), whose even gaps are spaces.
  if (words.length < 4 || short / words.length < 0.6 || words.some((w) => length(w) > 3)) return words.map((w) => w.text).join(' ')
  const gaps = words.slice(1).map((w, i) => w.x0 - words[i]!.x1)
  const letterGap = median(gaps)
  let text = words[0]!.text
  for (let i = 1; i < words.length; i++) {
    text += (gaps[i - 1]! > 2 * letterGap + 0.5 ? ' ' : '') + words[i]!.text
  }
  return text
}

function orderRegion(segments: Segment[]): Row[] {
  const gutter = segments.length >= 2 * COLUMN_MIN_SEGMENTS ? findGutter(segments) : null
  if (!gutter) return toRows(segments)

  // The gutter's edges are only known to a bin, so a segment crosses it if it spans its middle.
  const gutterX = (gutter.x0 + gutter.x1) / 2
  const crosses = (s: Segment) => s.x0 < gutterX && s.x1 > gutterX
  const crossing = segments.filter(crosses).sort((a, b) => a.y0 - b.y0)
  // Zone k holds the column segments between crossing segment k-1 and k (by vertical centre).
  const zones: Segment[][] = crossing.map(() => [])
  zones.push([])
  for (const s of segments) {
    if (crosses(s)) continue
    const mid = (s.y0 + s.y1) / 2
    let k = 0
    while (k < crossing.length && (crossing[k]!.y0 + crossing[k]!.y1) / 2 < mid) k++
    zones[k]!.push(s)
  }

  const rows: Row[] = []
  zones.forEach((zone, k) => {
    rows.push(...orderZone(zone, gutterX))
    const sep = crossing[k]
    if (sep) rows.push(...toRows([sep]))
  })
  return rows
}

function orderZone(zone: Segment[], gutterX: number): Row[] {
  let left = zone.filter((s) => s.x1 <= gutterX)
  let right = zone.filter((s) => s.x1 > gutterX)
  if (left.length === 0 || right.length === 0) return toRows(zone)
  // Lines above the first line of the other column (a job title under the name) head the zone.
  const leftTop = Math.min(...left.map((s) => s.y0))
  const rightTop = Math.min(...right.map((s) => s.y0))
  const heading = zone.filter((s) => s.y1 <= (left.includes(s) ? rightTop : leftTop))
  if (heading.length > 0) {
    left = left.filter((s) => !heading.includes(s))
    right = right.filter((s) => !heading.includes(s))
  }
  if (!isColumn(left) || !isColumn(right) || looksLikeTable(left, right)) return toRows(zone)
  return [...toRows(heading), ...orderRegion(left), ...orderRegion(right)]
}

function isColumn(side: Segment[]): boolean {
  if (side.length === 0) return false
  return Math.max(...side.map((s) => s.x1)) - Math.min(...side.map((s) => s.x0)) >= COLUMN_MIN_WIDTH
}

function looksLikeTable(left: Segment[], right: Segment[]): boolean {
  const aligned = right.filter((r) => left.some((l) => verticalOverlap(l, r) >= 0.5)).length
  const rows = Math.max(left.length, right.length)
  if (aligned / right.length >= TABLE_MIN_ALIGNED_SHARE && rows <= TABLE_MAX_ROWS) return true
  return isFlushRightField(left, right, aligned)
}

/**
 * Dates and places pushed to the right margin of a one-column page ("Engineer ...... 2019 – 2021")
 * leave a gutter as wide as a sidebar's wherever the lines beside them are short. They are not a
 * column: every one sits on a line of the left side, they end at one right edge with ragged left
 * edges (a column of text is the other way round), and they are few beside the lines they label.
 */
function isFlushRightField(left: Segment[], right: Segment[], aligned: number): boolean {
  if (aligned < right.length * FLUSH_RIGHT_MIN_ALIGNED_SHARE || right.length > left.length * FLUSH_RIGHT_MAX_SHARE) return false
  const rightEdges = right.map((s) => s.x1)
  const leftEdges = right.map((s) => s.x0)
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs)
  return spread(rightEdges) <= FLUSH_EDGE_TOLERANCE && spread(leftEdges) > FLUSH_EDGE_TOLERANCE
}

/**
 * The best vertical gap with at least COLUMN_MIN_SEGMENTS segments wholly on each side that few
 * segments cross, or null. Among candidates the one crossed least wins (a real gutter is crossed
 * only by the odd full-width heading), then the widest.
 */
function findGutter(segments: Segment[]): { x0: number; x1: number } | null {
  const minX = Math.min(...segments.map((s) => s.x0))
  const maxX = Math.max(...segments.map((s) => s.x1))
  const bins = Math.ceil((maxX - minX) / GUTTER_BIN)
  if (!Number.isFinite(bins) || bins < 3) return null
  const binOf = (x: number) => Math.min(bins - 1, Math.max(0, Math.floor((x - minX) / GUTTER_BIN)))
  const cover = new Int32Array(bins)
  const endsIn = new Int32Array(bins) // segments whose right edge falls in the bin
  const startsIn = new Int32Array(bins) // segments whose left edge falls in the bin
  for (const s of segments) {
    const from = binOf(s.x0)
    const to = binOf(s.x1)
    startsIn[from]!++
    endsIn[to]!++
    // Only bins strictly inside the segment count as covered: its edge bins may hold the gutter's edge.
    for (let b = from + 1; b < to; b++) cover[b]!++
  }
  // leftOf[b]: segments ending before bin b; rightOf[b]: segments starting after bin b.
  const leftOf = new Int32Array(bins)
  const rightOf = new Int32Array(bins)
  for (let b = 1; b < bins; b++) leftOf[b] = leftOf[b - 1]! + endsIn[b - 1]!
  for (let b = bins - 2; b >= 0; b--) rightOf[b] = rightOf[b + 1]! + startsIn[b + 1]!

  const maxCrossing = Math.floor(segments.length * GUTTER_MAX_CROSSING_SHARE)
  const eligible = (b: number) => leftOf[b]! >= COLUMN_MIN_SEGMENTS && rightOf[b]! >= COLUMN_MIN_SEGMENTS && cover[b]! <= maxCrossing
  let best: { x0: number; x1: number; crossing: number; width: number } | null = null
  let b = 0
  while (b < bins) {
    if (!eligible(b)) {
      b++
      continue
    }
    // A stretch of eligible bins crossed by the same number of segments.
    let end = b
    while (end + 1 < bins && eligible(end + 1) && cover[end + 1] === cover[b]) end++
    const candidate = {
      x0: minX + b * GUTTER_BIN,
      x1: minX + (end + 1) * GUTTER_BIN,
      crossing: cover[b]!,
      width: (end + 1 - b) * GUTTER_BIN,
    }
    b = end + 1
    if (candidate.width < GUTTER_MIN_WIDTH) continue
    if (!best || candidate.crossing < best.crossing || (candidate.crossing === best.crossing && candidate.width > best.width)) {
      best = candidate
    }
  }
  return best
}

/** Groups segments into rows by vertical overlap, top to bottom, each row left to right. */
function toRows(segments: Segment[]): Row[] {
  const sorted = [...segments].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)
  const rows: { y0: number; y1: number; items: Segment[] }[] = []
  for (const s of sorted) {
    const row = rows[rows.length - 1]
    if (row && verticalOverlap(row, s) >= 0.5) {
      row.items.push(s)
      row.y0 = Math.min(row.y0, s.y0)
      row.y1 = Math.max(row.y1, s.y1)
    } else {
      rows.push({ y0: s.y0, y1: s.y1, items: [s] })
    }
  }
  return rows.map((r) => r.items.sort((a, b) => a.x0 - b.x0))
}

function renderRows(rows: Row[]): string[] {
  const heights = rows.map((r) => Math.max(...r.map((s) => s.y1)) - Math.min(...r.map((s) => s.y0)))
  const lineHeight = median(heights)
  const lines: string[] = []
  let prevBottom: number | null = null
  for (const row of rows) {
    const top = Math.min(...row.map((s) => s.y0))
    // A big gap, or a jump back up to the top of the next column, starts a new paragraph.
    if (prevBottom !== null && (top - prevBottom > BLANK_LINE_GAP_IN_HEIGHTS * lineHeight || top < prevBottom - lineHeight)) {
      lines.push('')
    }
    lines.push(joinRow(row))
    prevBottom = Math.max(...row.map((s) => s.y1))
  }
  return lines
}

function joinRow(row: Row): string {
  let text = row[0]!.text
  for (let i = 1; i < row.length; i++) {
    const prev = row[i - 1]!
    const s = row[i]!
    const height = Math.min(prev.y1 - prev.y0, s.y1 - s.y0)
    text += (s.x0 - prev.x1 > TAB_GAP_IN_HEIGHTS * height ? '\t' : ' ') + s.text
  }
  return text
}

/** Overlap of the two vertical extents as a share of the smaller one. */
function verticalOverlap(a: { y0: number; y1: number }, b: { y0: number; y1: number }): number {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  const smaller = Math.min(a.y1 - a.y0, b.y1 - b.y0)
  return smaller > 0 ? overlap / smaller : 0
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
