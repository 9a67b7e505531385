import { buildZip, tinyPng, zipEntry } from '../server/domain/ingest/helpers/build-files.ts'

/*
 * Files people upload by mistake as a resume, built in memory: the opening bytes each format's
 * readers check, padded with zeros, or a small archive with the parts that make it what it is.
 * Each comes with what the product should call it.
 */

export interface DisguisedFile {
  /** How the refusal names it: "This file is <described>, not a PDF." */
  described: string
  build: () => Uint8Array
}

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat([...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))), Buffer.alloc(256)])

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** An old binary Office file whose directory names one stream (names are UTF-16LE in a CFB directory). */
const ole2 = (stream: string) =>
  new Uint8Array(Buffer.concat([Buffer.from(OLE2_MAGIC), Buffer.alloc(504), Buffer.from(`${stream}\u0000`, 'utf16le'), Buffer.alloc(512)]))

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`

export const DISGUISED_FILES: Record<string, DisguisedFile> = {
  png: { described: 'a PNG image', build: tinyPng },
  jpeg: { described: 'a JPEG image', build: () => bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\u0000') },
  gif: { described: 'a GIF image', build: () => bytes('GIF89a', [1, 0, 1, 0]) },
  webp: { described: 'a WebP image', build: () => bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ') },
  heic: { described: 'a HEIC image', build: () => bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic') },
  bmp: { described: 'a BMP image', build: () => bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0]) },
  tiff: { described: 'a TIFF image', build: () => bytes('II', [0x2a, 0, 8, 0, 0, 0]) },
  zip: { described: 'a ZIP archive', build: () => buildZip([zipEntry('photos/readme.txt', 'holiday photos')]) },
  xlsx: {
    described: 'an Excel spreadsheet',
    build: () =>
      buildZip([
        zipEntry('[Content_Types].xml', contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')),
        zipEntry('xl/workbook.xml', '<workbook/>'),
      ]),
  },
  // A package whose [Content_Types].xml says nothing useful: told by its parts.
  pptxParts: { described: 'a PowerPoint presentation', build: () => buildZip([zipEntry('ppt/presentation.xml', '<presentation/>')]) },
  xls: { described: 'an Excel spreadsheet (XLS)', build: () => ole2('Workbook') },
  ppt: { described: 'a PowerPoint presentation (PPT)', build: () => ole2('PowerPoint Document') },
  rtf: { described: 'an RTF document', build: () => new Uint8Array(Buffer.from('{\\rtf1\\ansi Jane Doe, Accountant\\par}')) },
  html: {
    described: 'an HTML page',
    build: () => new Uint8Array(Buffer.from('<!DOCTYPE html>\n<html><head><title>Jane Doe</title></head><body><p>Accountant</p></body></html>')),
  },
  odt: {
    described: 'an OpenDocument text file (ODT)',
    build: () => buildZip([zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'), zipEntry('content.xml', '<office:document-content/>')]),
  },
  elf: { described: 'a program (ELF executable)', build: () => bytes([0x7f], 'ELF', [2, 1, 1, 0]) },
  exe: { described: 'a Windows program (EXE)', build: () => bytes('MZ', [0x90, 0, 3, 0]) },
  macho: { described: 'a macOS program (Mach-O executable)', build: () => bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]) },
  binary: { described: 'unrecognised binary data', build: () => bytes([0x00, 0x13, 0x37, 0x42, 0xfe, 0x01]) },
}
