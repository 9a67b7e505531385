import { sniffTextEncoding } from './decode-text.ts'

export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt'

/*
 * The kind is decided from the bytes only: a file's name and the browser's media type are both
 * whatever the sender says. Each check is a cheap signature look; the extractor for the kind then
 * does the real validation and answers "Could not read this file" when the signature lied.
 */

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
// Readers accept "%PDF-" anywhere in the first KiB (some generators put junk before it).
const PDF_HEADER_WINDOW = 1024

const ascii = (s: string) => Buffer.from(s, 'latin1')
const utf16le = (s: string) => Buffer.from(s, 'utf16le')
const PDF_MARK = ascii('%PDF-')
const DOCX_MAIN_PART = ascii('word/document.xml')
// An OLE2 (Compound File) directory entry names its streams in UTF-16LE; Word files have this one.
const WORD_STREAM = utf16le('WordDocument')
const RTF_MARK = ascii('{\\rtf')

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (bytes.length === 0) return null
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buf.subarray(0, PDF_HEADER_WINDOW).includes(PDF_MARK)) return 'pdf'
  if (isZip(buf)) return buf.includes(DOCX_MAIN_PART) ? 'docx' : null
  if (startsWith(buf, OLE2_MAGIC)) return buf.includes(WORD_STREAM) ? 'doc' : null
  // RTF decodes as text but reading it as text would hand people its control words.
  if (buf.subarray(0, 16).includes(RTF_MARK)) return null
  // A saved web page decodes as text too, and would be read as its markup and scripts.
  if (looksLikeHtml(buf)) return null
  return sniffTextEncoding(bytes) ? 'txt' : null
}

// A page opens with its doctype or <html> tag, after an optional byte-order mark, blank space, XML
// declaration (XHTML) and comments.
const HTML_OPENING = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i

/** True for a web page (HTML) in an ASCII-compatible encoding. */
export function looksLikeHtml(buf: Buffer): boolean {
  return HTML_OPENING.test(buf.subarray(0, 1024).toString('utf8'))
}

function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04
}

function startsWith(buf: Buffer, magic: number[]): boolean {
  return magic.every((b, i) => buf[i] === b)
}
