import { decodeXmlEntities } from '../xml-entities.ts'

/*
 * Reads the XHTML that `pdftotext -bbox-layout` prints: pages, poppler's text lines, and each word
 * with its box in PDF points (origin top-left). Boxes are kept, not just text, because reading order
 * for multi-column pages is decided from them, and a later check for text a reader cannot see
 * (tiny, off-page) needs them too.
 */

export interface PdfWord {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface PdfLine {
  words: PdfWord[]
}

export interface PdfPage {
  width: number
  height: number
  lines: PdfLine[]
}

// One pass over the document; poppler's output is regular, so a tokenizing regex is enough.
const TOKEN =
  /<page width="([\d.]+)" height="([\d.]+)">|<line\b[^>]*>|<\/line>|<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g

export function parseBboxXhtml(xhtml: string): PdfPage[] {
  const pages: PdfPage[] = []
  let page: PdfPage | undefined
  let line: PdfLine | undefined
  for (const m of xhtml.matchAll(TOKEN)) {
    if (m[1] !== undefined) {
      page = { width: Number(m[1]), height: Number(m[2]), lines: [] }
      pages.push(page)
    } else if (m[3] !== undefined) {
      line?.words.push({
        text: decodeXmlEntities(m[7] ?? ''),
        x0: Number(m[3]),
        y0: Number(m[4]),
        x1: Number(m[5]),
        y1: Number(m[6]),
      })
    } else if (m[0] === '</line>') {
      if (line && line.words.length > 0) page?.lines.push(line)
      line = undefined
    } else {
      line = { words: [] }
    }
  }
  return pages
}
