import type WordExtractor from 'word-extractor'
import { checkOleContainer } from './doc/ole-guard.ts'
import { unreadableFile } from './errors.ts'
import { withHeaderContact } from './header-contact.ts'

/*
 * Legacy Word 97-2003 (.doc) through word-extractor, which reads the OLE2 container and the
 * piece table in pure JS. Text boxes are appended (templates put sidebars in them) and page
 * headers are used only for contact details the body lacks. word-extractor follows the chains a
 * file states without bounds, so the container is checked first (doc/ole-guard.ts): a chain that
 * loops or a count past the file's size is refused before word-extractor sees the file.
 */

// Loaded with the first .doc: most processes never read one.
let extractor: Promise<WordExtractor> | undefined

export async function extractDoc(bytes: Uint8Array): Promise<string> {
  try {
    checkOleContainer(bytes)
    extractor ??= import('word-extractor').then(({ default: Extractor }) => new Extractor())
    const doc = await (await extractor).extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    const body = [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false })].join('\n')
    const headers = doc.getHeaders({ includeFooters: false }).split('\n')
    // Word marks table cells and rows with control characters; cells become tabs, rows lines.
    const lines = body
      .replace(/\u0007(?=\n|$)/g, '')
      .replace(/\u0007/g, '\t')
      .split('\n')
    return withHeaderContact(lines, headers).join('\n')
  } catch (error) {
    throw unreadableFile(error)
  }
}
