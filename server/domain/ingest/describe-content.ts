import { looksLikeHtml } from './detect-kind.ts'

/*
 * Names what a refused upload really is, for the refusal's wording ("This file is a PNG image, not
 * a PDF."). It never decides what is accepted (detect-kind.ts does); it only runs once a file has
 * been refused, so a person who picked the wrong file, or renamed one, is told what they sent.
 * file-type reads the signatures; the few cases it leaves vague for our purpose (Office formats
 * without the usual markers, old binary Office files, HTML) are told apart here.
 */

const UNKNOWN_BINARY = 'unrecognised binary data'
const EXCEL = 'an Excel spreadsheet'
const POWERPOINT = 'a PowerPoint presentation'
const ZIP = 'a ZIP archive'

const BY_EXTENSION: Record<string, string> = {
  png: 'a PNG image',
  apng: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  heic: 'a HEIC image',
  avif: 'an AVIF image',
  bmp: 'a BMP image',
  tif: 'a TIFF image',
  psd: 'a Photoshop image (PSD)',
  ico: 'an icon image (ICO)',
  zip: ZIP,
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  'tar.gz': 'a gzip archive',
  tar: 'a TAR archive',
  bz2: 'a bzip2 archive',
  xz: 'an XZ archive',
  zst: 'a Zstandard archive',
  xlsx: EXCEL,
  xlsm: EXCEL,
  xltx: EXCEL,
  xltm: EXCEL,
  pptx: POWERPOINT,
  pptm: POWERPOINT,
  ppsx: POWERPOINT,
  ppsm: POWERPOINT,
  potx: POWERPOINT,
  potm: POWERPOINT,
  odt: 'an OpenDocument text file (ODT)',
  ott: 'an OpenDocument text file (ODT)',
  ods: 'an OpenDocument spreadsheet (ODS)',
  odp: 'an OpenDocument presentation (ODP)',
  rtf: 'an RTF document',
  epub: 'an e-book (EPUB)',
  mobi: 'an e-book (MOBI)',
  elf: 'a program (ELF executable)',
  exe: 'a Windows program (EXE)',
  macho: 'a macOS program (Mach-O executable)',
  sqlite: 'a SQLite database',
  pdf: 'a damaged PDF',
  docx: 'a damaged Word document',
}

const ascii = (s: string) => Buffer.from(s, 'latin1')
const utf16le = (s: string) => Buffer.from(s, 'utf16le')
// Part names inside an OOXML package; file-type reads [Content_Types].xml, which some writers leave vague.
const EXCEL_PART = ascii('xl/workbook')
const POWERPOINT_PART = ascii('ppt/presentation')
// Stream names in an old binary Office (OLE2) file's directory, stored in UTF-16LE.
const EXCEL_STREAMS = [utf16le('Workbook'), utf16le('Book\u0000')]
const POWERPOINT_STREAM = utf16le('PowerPoint Document')

/** What the bytes are, with an article: "a PNG image", "an Excel spreadsheet". */
export async function describeContent(bytes: Uint8Array): Promise<string> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // file-type loads with the first refused file, not when a process starts.
  const { fileTypeFromBuffer } = await import('file-type')
  const found = await fileTypeFromBuffer(buf).catch(() => undefined)
  if (!found) return looksLikeHtml(buf) ? 'an HTML page' : UNKNOWN_BINARY
  if (found.ext === 'zip') return describeZip(buf)
  if (found.ext === 'cfb') return describeOle2(buf)
  if (found.ext === 'xml' && looksLikeHtml(buf)) return 'an HTML page'
  const known = BY_EXTENSION[found.ext]
  if (known) return known
  const label = found.ext.toUpperCase()
  if (found.mime.startsWith('image/')) return `an image (${label})`
  if (found.mime.startsWith('audio/')) return `an audio file (${label})`
  if (found.mime.startsWith('video/')) return `a video (${label})`
  return `a ${label} file`
}

function describeZip(buf: Buffer): string {
  if (buf.includes(EXCEL_PART)) return EXCEL
  if (buf.includes(POWERPOINT_PART)) return POWERPOINT
  return ZIP
}

function describeOle2(buf: Buffer): string {
  if (EXCEL_STREAMS.some((name) => buf.includes(name))) return `${EXCEL} (XLS)`
  if (buf.includes(POWERPOINT_STREAM)) return `${POWERPOINT} (PPT)`
  return 'a Microsoft Office file that is not a Word document'
}
