import { buildZip, CONTENT_TYPES, hugeSpacesEntry, zipEntry } from '../server/domain/ingest/helpers/build-files.ts'

/*
 * DOCX decompression bombs, built in memory (each well under 1 MB), for the upload tests and the
 * hardening bench: parts that lie about their size, a main document redirected by the rels to a
 * part no name check would look at, an honest but oversized main document, parts adding up past
 * the per-file cap, and a zip bomb nested inside a harmless DOCX.
 */

const MiB = 1024 * 1024
export const BOMB_BYTES = 300 * MiB

const PARAGRAPH = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`
export const DOCUMENT_XML = (lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines.map(PARAGRAPH).join('')}</w:body></w:document>`
export const RESUME_LINES = ['Jane Doe', 'jane.doe@example.com', 'Accountant', 'Experience', 'Senior Accountant, Acme Ltd, 2019 - 2023']
const RELS_TO = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`

export interface Bomb {
  name: string
  build: () => Promise<Uint8Array>
}

export const DOCX_BOMBS: Bomb[] = [
  {
    // The outside test's case: the rels name word/main.bin as the main document, and that entry
    // declares 1,000 bytes while inflating to 300 MB. word/document.xml is there and harmless.
    name: 'a main document redirected by _rels/.rels to word/main.bin, declaring 1,000 bytes',
    build: async () => {
      const main = await hugeSpacesEntry('word/main.bin', BOMB_BYTES)
      return buildZip(
        [
          zipEntry('[Content_Types].xml', CONTENT_TYPES),
          zipEntry('_rels/.rels', RELS_TO('word/main.bin')),
          zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)),
          main,
        ],
        (e) => (e === main ? 1000 : e.size),
      )
    },
  },
  {
    name: 'the main document itself declaring 1,000 bytes',
    build: async () => {
      const main = await hugeSpacesEntry('word/document.xml', BOMB_BYTES)
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), main], (e) => (e === main ? 1000 : e.size))
    },
  },
  {
    // Not read by mammoth, but nothing a file says about itself decides what is safe to inflate.
    name: 'an image part declaring 1,000 bytes',
    build: async () => {
      const image = await hugeSpacesEntry('word/media/image1.png', BOMB_BYTES)
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)), image], (e) =>
        e === image ? 1000 : e.size,
      )
    },
  },
  {
    // No lie at all: 3 MB of plain paragraphs, compressed about 30:1. mammoth would spend many
    // seconds and over a hundred MB on it; no resume's text is that long.
    name: 'an honest main document of 3 MB of XML',
    build: async () => {
      const lines = Array.from({ length: 60_000 }, (_, i) => `Line ${i} of the ledger`)
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(lines))])
    },
  },
  {
    // Honest sizes, each part under the per-part cap, together far past the per-file cap.
    name: 'many honest parts adding up to 300 MB',
    build: async () => {
      const part = await hugeSpacesEntry('word/media/image0.bin', 15 * MiB)
      const parts = Array.from({ length: 20 }, (_, i) => ({ ...part, name: `word/media/image${i}.bin` }))
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)), ...parts])
    },
  },
]

/** A DOCX carrying a zip whose one entry inflates to 300 MB: a guard that opened archives would. */
export async function docxWithNestedBomb(): Promise<Uint8Array> {
  const inner = buildZip([await hugeSpacesEntry('payload.txt', BOMB_BYTES)])
  return buildZip([
    zipEntry('[Content_Types].xml', CONTENT_TYPES),
    zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)),
    zipEntry('word/embeddings/package.zip', Buffer.from(inner)),
  ])
}
