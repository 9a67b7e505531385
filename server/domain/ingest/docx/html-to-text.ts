import { decodeXmlEntities } from '../xml-entities.ts'

/*
 * mammoth's HTML to lines of text. mammoth is used for its HTML rather than its raw text because
 * the HTML keeps what the parser needs: list items (written as "• " bullets), headings, and table
 * rows. Its output uses a small, well-formed set of tags, so a tokenizer is enough.
 *
 * Tables are common in Word resumes for layout. A row of one-line cells ("Engineer | 2019-2021")
 * becomes one line with tabs between cells; a row whose cells hold paragraphs (a sidebar table)
 * is read cell by cell, so columns are not interleaved.
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
        const cells = rows.pop() ?? []
        const filled = cells.filter((c) => c.length > 0)
        if (filled.every((c) => c.length === 1)) {
          if (filled.length > 0) sink().lines.push(filled.map((c) => c[0]).join('\t'))
        } else {
          sink().lines.push(...filled.flat())
        }
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
