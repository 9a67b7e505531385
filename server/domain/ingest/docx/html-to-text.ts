import { findDateRanges } from '../parse/dates.ts'
import { matchHeading } from '../parse/sections.ts'
import { decodeXmlEntities } from '../xml-entities.ts'

/*
 * mammoth's HTML to lines of text. mammoth is used for its HTML rather than its raw text because
 * the HTML keeps what the parser needs: list items (written as "• " bullets), headings, and table
 * rows. Its output uses a small, well-formed set of tags, so a tokenizer is enough.
 *
 * Tables are common in Word resumes for layout; whole templates are one table. They are read in
 * reading order: row by row, cells left to right, each paragraph of a cell a line, a blank line
 * before each cell (so a heading cell stands out as it does on the page). One exception keeps a
 * role's header together: a row of one-line cells ("Engineer | 2019-2021 | Acme") becomes one
 * line with tabs between cells -- unless a cell is a section heading ("EXPERIENCE | Team Lead"),
 * which must stay a line of its own to open its section. And a cell holding only dates beside a
 * role's cell (title, employer, bullets) is read first, wherever it stands: read after the
 * bullets, the dates would sit above the next role.
 */

const TOKEN = /<(\/?)([a-z0-9]+)\b[^>]*?(\/?)>|([^<]+)/gi
const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'table', 'blockquote'])

interface Sink {
  lines: string[]
}

export function htmlToLines(html: string): string[] {
  const root: Sink = { lines: [] }
  const sinks: Sink[] = [root]
  const rows: string[][][] = [] // stack of open rows, each a list of cells' lines
  let current = ''

  const sink = () => sinks[sinks.length - 1]!
  const flush = () => {
    const line = current.trim()
    if (line) sink().lines.push(line)
    current = ''
  }

  for (const m of html.matchAll(TOKEN)) {
    const text = m[4]
    if (text !== undefined) {
      current += decodeXmlEntities(text)
      continue
    }
    const closing = m[1] === '/'
    const tag = m[2]!.toLowerCase()
    if (tag === 'br') {
      flush()
    } else if (BLOCK.has(tag)) {
      flush()
      if (tag === 'li' && !closing) current = '• '
    } else if (tag === 'tr') {
      flush()
      if (!closing) rows.push([])
      else {
        const filled = (rows.pop() ?? []).filter((c) => c.length > 0)
        sink().lines.push(...rowLines(filled))
      }
    } else if (tag === 'td' || tag === 'th') {
      flush()
      if (!closing) sinks.push({ lines: [] })
      else if (sinks.length > 1) rows[rows.length - 1]?.push(sinks.pop()!.lines)
    }
  }
  flush()
  return root.lines
}

function rowLines(cells: string[][]): string[] {
  // Weak headings ("Leadership", "Languages") count only in capitals or before a colon here: in a
  // table of skills they are items.
  const isHeading = (line: string) => matchHeading(line, false) !== null
  const oneLineCells = cells.every((c) => c.length === 1)
  if (oneLineCells && cells.length > 0 && !cells.some((c) => isHeading(c[0]!))) return [cells.map((c) => c[0]).join('\t')]
  if (cells.length === 2) {
    const datesAt = cells.findIndex((c) => c.length === 1 && isOnlyDates(c[0]!))
    const role = cells[1 - datesAt]
    if (datesAt >= 0 && role && !isHeading(role[0]!)) return ['', cells[datesAt]![0]!, ...role]
  }
  return cells.flatMap((c) => ['', ...c])
}

/** "Jan 2019 – Present", "2015 - 2019": a date range and nothing else of note. */
function isOnlyDates(line: string): boolean {
  const range = findDateRanges(line)[0]
  return range !== undefined && line.replace(line.slice(range.index, range.index + range.length), '').replace(/[\s()|,.:–—-]/g, '') === ''
}
