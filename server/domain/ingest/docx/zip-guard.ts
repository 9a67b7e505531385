import type yauzl from 'yauzl'

/*
 * A DOCX is a zip, and a zip can promise gigabytes from a few kilobytes (a "zip bomb"). mammoth
 * inflates whole parts into memory, and which parts it opens is decided by the file itself (the
 * relationships in `_rels/.rels` can name any entry as the main document), so before mammoth sees
 * the file EVERY entry is checked here, whatever its name:
 *
 * 1. The central directory's declared sizes: too many entries, too large a total, or an absurd
 *    compression ratio on a large entry is refused without inflating anything.
 * 2. Every entry is then inflated as a stream, a chunk at a time, and its real bytes are counted:
 *    past the per-entry cap, the per-file total cap or the ratio cap the stream is torn down and
 *    the file refused. Declared sizes are never trusted for this (yauzl also stops an entry that
 *    inflates past what it declared). At most one chunk is held, so refusing a bomb costs what
 *    the caps allow to be inflated, not what the bomb promises.
 * 3. Entries whose bytes are XML (told by their content, not their name: the rels can make any
 *    name the main document) have tighter caps, because mammoth parses XML slowly and into a tree
 *    many times its size (a 2 MB document.xml: ~10 s and ~75 MB; 5 MB: ~30 s and ~300 MB). A long
 *    real resume's document.xml is a few hundred kB.
 *
 * A zip stored inside the zip is counted as the bytes it is and never opened: nothing mammoth
 * reads is an archive, so there is no reason to look inside one.
 *
 * The header parts are returned as text on the way, because mammoth ignores page headers and
 * some resumes keep their contact details there.
 */

export interface ZipLimits {
  maxEntries: number
  /** Inflated bytes of one entry. */
  maxEntryBytes: number
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number
  /** Inflated bytes of one entry whose content is XML. */
  maxXmlPartBytes: number
  /** Inflated bytes of all XML entries together. */
  maxXmlTotalBytes: number
  maxRatio: number
}

const MiB = 1024 * 1024

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  // Images and other parts mammoth does not parse: a photo is a few MB.
  maxEntryBytes: 20 * MiB,
  maxTotalBytes: 50 * MiB,
  maxXmlPartBytes: 2 * MiB,
  maxXmlTotalBytes: 4 * MiB,
  // Word XML compresses ~5-20x; hundreds-to-one on a big entry is padding made to be inflated.
  maxRatio: 200,
}
// The ratio test only applies above this size: tiny entries can compress absurdly well.
const RATIO_MIN_SIZE = MiB

/**
 * Why a zip was refused; `tooLarge` when it unpacks past a cap (size or ratio) rather than being
 * broken or lying about itself, so the person can be told what to change.
 */
export class ZipRefused extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message)
    this.name = 'ZipRefused'
  }
}

export interface CheckedDocx {
  /** Raw XML of word/header*.xml parts, in name order. */
  headerXml: string[]
}

const IS_HEADER_PART = /^word\/header\d*\.xml$/i

export async function checkDocxZip(bytes: Uint8Array, limits = DEFAULT_ZIP_LIMITS): Promise<CheckedDocx> {
  const zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  try {
    const entries = await listEntries(zip, limits)
    if (!entries.some((e) => e.fileName === 'word/document.xml')) throw new ZipRefused('no word/document.xml')

    const headers: { name: string; xml: string }[] = []
    const used = { total: 0, xml: 0 }
    for (const entry of entries) {
      const keep = IS_HEADER_PART.test(entry.fileName)
      const { size, xml, data } = await inflateCounted(zip, entry, limits, used, keep)
      used.total += size
      if (xml) used.xml += size
      if (keep) headers.push({ name: entry.fileName, xml: data.toString('utf8') })
    }
    headers.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    return { headerXml: headers.map((h) => h.xml) }
  } finally {
    zip.close()
  }
}

async function openZip(buf: Buffer): Promise<yauzl.ZipFile> {
  // yauzl loads with the first .docx, not when a process starts.
  const { default: zipReader } = await import('yauzl')
  return new Promise((resolve, reject) => {
    zipReader.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (err, zip) =>
      err || !zip ? reject(err ?? new ZipRefused('unreadable zip')) : resolve(zip),
    )
  })
}

/** The entries, refused early when what the directory declares is already over the caps. */
function listEntries(zip: yauzl.ZipFile, limits: ZipLimits): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) return Promise.reject(new ZipRefused(`${zip.entryCount} entries`))
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = []
    let total = 0
    zip.on('error', reject)
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize
      const declared = `${entry.fileName} declares ${entry.uncompressedSize} bytes`
      if (entry.uncompressedSize > limits.maxEntryBytes) return reject(new ZipRefused(declared, true))
      if (total > limits.maxTotalBytes) return reject(new ZipRefused(`declares ${total} bytes uncompressed`, true))
      if (tooCompressed(entry.uncompressedSize, entry.compressedSize, limits)) {
        return reject(new ZipRefused(`${declared}, ${ratioOf(entry.uncompressedSize, entry.compressedSize)}:1 compressed`, true))
      }
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.readEntry()
  })
}

/**
 * Inflates one entry, counting the bytes that come out; stops at the first chunk past a cap.
 * `used` is what the entries before it inflated to. With `keep`, the bytes are returned (header
 * parts only, which the XML caps bound).
 */
function inflateCounted(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: ZipLimits,
  used: { total: number; xml: number },
  keep: boolean,
): Promise<{ size: number; xml: boolean; data: Buffer }> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new ZipRefused(`cannot open ${entry.fileName}`))
      const chunks: Buffer[] = []
      let size = 0
      // Undecided while only white space has come: it is held to the XML caps until then.
      let xml: boolean | undefined
      const stop = (reason: string) => {
        stream.removeAllListeners('data')
        stream.destroy()
        reject(new ZipRefused(`${entry.fileName} ${reason}`, true))
      }
      stream.on('data', (chunk: Buffer) => {
        xml ??= looksLikeXml(chunk)
        size += chunk.length
        if (xml !== false) {
          if (size > limits.maxXmlPartBytes) return stop(`is XML past ${limits.maxXmlPartBytes} bytes`)
          if (used.xml + size > limits.maxXmlTotalBytes) return stop(`takes the XML past ${limits.maxXmlTotalBytes} bytes in all`)
        }
        if (size > limits.maxEntryBytes) return stop(`inflates past ${limits.maxEntryBytes} bytes`)
        if (used.total + size > limits.maxTotalBytes) return stop(`takes the file past ${limits.maxTotalBytes} bytes in all`)
        if (tooCompressed(size, entry.compressedSize, limits)) return stop(`inflates ${ratioOf(size, entry.compressedSize)}:1`)
        if (keep) chunks.push(chunk)
      })
      // yauzl errors the stream when an entry inflates to other than the size it declared.
      stream.on('error', (error: Error) => reject(new ZipRefused(`${entry.fileName}: ${error.message}`)))
      stream.on('end', () => resolve({ size, xml: xml !== false, data: keep ? Buffer.concat(chunks) : Buffer.alloc(0) }))
    })
  })
}

const BYTE_ORDER_MARKS = new Set([0xef, 0xbb, 0xbf, 0xfe, 0xff])
const WHITE_SPACE = new Set([0x20, 0x09, 0x0a, 0x0d])

/** True when the first byte past white space and byte-order marks is '<'; undefined if none yet. */
function looksLikeXml(chunk: Buffer): boolean | undefined {
  for (const byte of chunk) {
    if (WHITE_SPACE.has(byte) || BYTE_ORDER_MARKS.has(byte)) continue
    return byte === 0x3c
  }
  return undefined
}

function tooCompressed(inflated: number, compressed: number, limits: ZipLimits): boolean {
  return inflated > RATIO_MIN_SIZE && inflated / Math.max(1, compressed) > limits.maxRatio
}

const ratioOf = (inflated: number, compressed: number) => Math.round(inflated / Math.max(1, compressed))
