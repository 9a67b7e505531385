import { decodeXmlEntities } from '../xml-entities.ts'

/*
 * Plain text of a WordprocessingML part that mammoth does not read (page headers): one line per
 * paragraph, tabs kept. Only runs' text and tabs matter here.
 */

const PARAGRAPH = /<w:p[\s>][\s\S]*?<\/w:p>/g
const RUN_PIECE = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g

export function wordXmlToLines(xml: string): string[] {
  const lines: string[] = []
  for (const [paragraph] of xml.matchAll(PARAGRAPH)) {
    let line = ''
    for (const piece of paragraph.matchAll(RUN_PIECE)) {
      if (piece[1] !== undefined) line += decodeXmlEntities(piece[1])
      else line += piece[0] === '<w:tab/>' ? '\t' : '\n'
    }
    lines.push(
      ...line
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
  }
  return lines
}
