import { createHash } from 'node:crypto'
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib'

/*
 * Builders for the files the ingest tests need and the written test resumes (tests/resumes) do
 * not have: small PDFs (with text, with only a drawing, encrypted), zips (a DOCX bomb, a lying
 * central directory), a PNG. Everything is built in memory by the tests themselves.
 */

// ---- PDF ---------------------------------------------------------------------------------

interface PdfOptions {
  /** Page content stream (PDF operators). */
  content: string
  /** Encrypt with the standard handler (RC4 128-bit, revision 3) and this user password. */
  userPassword?: string
}

/** A one-page PDF with Helvetica available as /F1, with a correct cross-reference table. */
export function buildPdf({ content, userPassword }: PdfOptions): Uint8Array {
  const id = createHash('md5').update('t10-test-pdf').digest()
  const encryption = userPassword === undefined ? null : standardEncryption(userPassword, 'owner-secret', id)
  let stream: Buffer = Buffer.from(content, 'latin1')
  if (encryption) stream = rc4(objectKey(encryption.key, 4), stream)

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    null, // the content stream, written as bytes below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  if (encryption) {
    objects.push(
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${encryption.permissions} /O <${encryption.o.toString('hex')}> /U <${encryption.u.toString('hex')}> >>`,
    )
  }

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]!.length
  const push = (b: Buffer) => {
    parts.push(b)
    length += b.length
  }
  objects.forEach((body, i) => {
    offsets.push(length)
    if (body === null) {
      push(Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'))
      push(stream)
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'))
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'))
    }
  })
  const xrefAt = length
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)]
  const encryptRef = encryption ? ` /Encrypt ${objects.length} 0 R` : ''
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encryptRef} /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`
  push(Buffer.from(xref.join('') + trailer, 'latin1'))
  return new Uint8Array(Buffer.concat(parts))
}

/** A content stream writing the given lines in Helvetica 11pt, top to bottom. */
export function textContent(lines: string[]): string {
  const escape = (s: string) => s.replace(/[\\()]/g, '\\$&')
  return lines.map((l, i) => `BT /F1 11 Tf 72 ${740 - i * 16} Td (${escape(l)}) Tj ET`).join('\n')
}

// PDF standard security handler, revision 3 (PDF 1.4, ISO 32000-1 section 7.6.3).
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex')
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32)

function standardEncryption(user: string, owner: string, id: Buffer) {
  const permissions = -3904
  // Algorithm 3: the O entry.
  let ownerKey = md5(padded(owner))
  for (let i = 0; i < 50; i++) ownerKey = md5(ownerKey)
  let o = rc4(ownerKey, padded(user))
  for (let i = 1; i <= 19; i++) o = rc4(xorKey(ownerKey, i), o)
  // Algorithm 2: the file key.
  const p = Buffer.alloc(4)
  p.writeInt32LE(permissions)
  let key = md5(padded(user), o, p, id)
  for (let i = 0; i < 50; i++) key = md5(key)
  // Algorithm 5: the U entry.
  let u = rc4(key, md5(PAD, id))
  for (let i = 1; i <= 19; i++) u = rc4(xorKey(key, i), u)
  return { key, o, u: Buffer.concat([u, Buffer.alloc(16)]), permissions }
}

function objectKey(fileKey: Buffer, objectNumber: number): Buffer {
  const suffix = Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, (objectNumber >> 16) & 0xff, 0, 0])
  return md5(fileKey, suffix).subarray(0, Math.min(fileKey.length + 5, 16))
}

function xorKey(key: Buffer, i: number): Buffer {
  return Buffer.from(key.map((b) => b ^ i))
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff
    ;[s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = Buffer.alloc(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff
    j = (j + s[i]!) & 0xff
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!
  }
  return out
}

// ---- ZIP ---------------------------------------------------------------------------------

interface ZipEntry {
  name: string
  /** Deflated bytes. */
  data: Buffer
  crc: number
  size: number
}

export function zipEntry(name: string, content: string | Buffer): ZipEntry {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length }
}

/**
 * An entry of `size` spaces, deflated as a stream so the test never holds the inflated bytes
 * (200 MB of spaces deflate to ~200 KB).
 */
export async function hugeSpacesEntry(name: string, size: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  const deflate = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (b: Buffer) => out.push(b))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  let crc = 0
  for (let written = 0; written < size; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, size - written))
    crc = crc32(piece, crc)
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return { name, data: Buffer.concat(out), crc, size }
}

/** A zip of deflated entries; `declaredSize` overrides what the headers claim (a lying zip). */
export function buildZip(entries: ZipEntry[], declaredSize?: (e: ZipEntry) => number): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8')
    const size = declaredSize?.(e) ?? e.size
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 6)
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(e.crc >>> 0, 14)
    local.writeUInt32LE(e.data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(e.crc >>> 0, 16)
    central.writeUInt32LE(e.data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, e.data)
    centrals.push(central, name)
    offset += local.length + name.length + e.data.length
  }
  const cd = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(cd.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, cd, end]))
}

export const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`

// ---- other -------------------------------------------------------------------------------

/** The signature and header chunk of a 1x1 PNG: enough to be recognisably not a resume. */
export function tinyPng(): Uint8Array {
  return new Uint8Array(
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000202a55d4b590000000049454e44ae426082',
      'hex',
    ),
  )
}
