import yauzl from 'yauzl'

/*
 * A DOCX is a zip, and a zip can promise gigabytes from a few kilobytes (a "zip bomb"). mammoth
 * inflates whole parts into memory, so before it sees the file every entry is checked here:
 *
 * 1. The central directory's declared sizes: too many entries, too large a total, or an absurd
 *    compression ratio on a large entry is refused without inflating anything.
 * 2. The XML parts mammoth will read are then streamed through yauzl, which stops as soon as an
 *    entry inflates past the size it declared, so a directory that lies is caught with at most
 *    the declared cap inflated (and only a chunk at a time held).
 *
 * The header parts are returned as text on the way, because mammoth ignores page headers and
 * some resumes keep their contact details there.
 */

export interface ZipLimits {
  maxEntries: number
  maxTotalUncompressed: number
  maxRatio: number
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressed: 50 * 1024 * 1024,
  // Word XML compresses ~5-20x; hundreds-to-one on a big entry is padding made to be inflated.
  maxRatio: 200,
}
// The ratio test only applies above this size: tiny entries can compress absurdly well.
const RATIO_MIN_SIZE = 1024 * 1024

export class ZipRefused extends Error {}

export interface CheckedDocx {
  /** Raw XML of word/header*.xml parts, in name order. */
  headerXml: string[]
}

const IS_XML_PART = /\.(xml|rels)$/i
const IS_HEADER_PART = /^word\/header\d*\.xml$/i

export async function checkDocxZip(bytes: Uint8Array, limits = DEFAULT_ZIP_LIMITS): Promise<CheckedDocx> {
  const zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  const entries = await listEntries(zip, limits)
  if (!entries.some((e) => e.fileName === 'word/document.xml')) throw new ZipRefused('no word/document.xml')

  const headers: { name: string; xml: string }[] = []
  for (const entry of entries) {
    if (!IS_XML_PART.test(entry.fileName)) continue
    const data = await readEntry(zip, entry)
    if (IS_HEADER_PART.test(entry.fileName)) headers.push({ name: entry.fileName, xml: data.toString('utf8') })
  }
  zip.close()
  headers.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
  return { headerXml: headers.map((h) => h.xml) }
}

function openZip(buf: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err ?? new ZipRefused('unreadable zip')) : resolve(zip),
    )
  })
}

function listEntries(zip: yauzl.ZipFile, limits: ZipLimits): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) return Promise.reject(new ZipRefused(`${zip.entryCount} entries`))
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = []
    let total = 0
    zip.on('error', reject)
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
      if (total > limits.maxTotalUncompressed) return fail(`declares ${total} bytes uncompressed`)
      if (entry.uncompressedSize > RATIO_MIN_SIZE && ratio > limits.maxRatio) {
        return fail(`${entry.fileName} compressed ${Math.round(ratio)}:1`)
      }
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.readEntry()

    function fail(reason: string) {
      zip.close()
      reject(new ZipRefused(reason))
    }
  })
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new ZipRefused(`cannot open ${entry.fileName}`))
      const chunks: Buffer[] = []
      // yauzl errors this stream as soon as it inflates past the entry's declared size.
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('error', reject)
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}
