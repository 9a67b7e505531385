import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

/*
 * Structures the engine builds from its data files on first use (the occupation-title index, the
 * skill taxonomy's forms, the occupation profiles) cost a process that answers one query more
 * than the query itself: hundreds of milliseconds of tokenising and stemming. The compiled build
 * builds them once (scripts/build-dist.mjs runs dist/prepare.mjs) and keeps each in
 * dist/prepared/, which a process reads back in a millisecond or two.
 *
 * A prepared structure is plain data: JSON values and typed arrays (tables searched in place,
 * packed-keys.ts, rather than Maps). Its file is a JSON header holding the JSON values, then
 * the typed arrays' bytes, which the reader views where they lie: reading costs one file read
 * and one JSON.parse of the header, with no per-entry work (V8's serialised Maps and objects cost
 * ~80 ms to read back).
 *
 * Only the compiled build has the folder: its files are made by the same build as its code and
 * its data files are among that build's inputs, so a prepared structure is never older than what
 * it was built from (an edit makes the whole build stale and the sources run). From the sources
 * (tests, `npm run dev`) every structure is built as before. A file that is missing or does not
 * read is built in place of; the structure is the same either way.
 */

type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array

/** What a prepared structure may hold: JSON values, and typed arrays anywhere but inside an array. */
export type PreparedValue = string | number | boolean | null | TypedArray | readonly PreparedValue[] | { readonly [key: string]: PreparedValue }

// Set by the compiled build's banner (scripts/build-dist.mjs): dist/prepared/ beside the chunks.
declare const __t10PreparedDir: URL | undefined

const folder = typeof __t10PreparedDir === 'undefined' ? undefined : __t10PreparedDir
const writing = process.env.T10_WRITE_PREPARED === '1'

/** `build()`'s result, read from the compiled build's prepared file `name` when there is one. */
export function prepared<T extends { readonly [key: string]: PreparedValue }>(name: string, build: () => T): T {
  if (!folder) return build()
  const file = new URL(`${name}.prepared`, folder)
  if (writing) {
    const bytes = encodePrepared(build())
    mkdirSync(folder, { recursive: true })
    writeFileSync(file, bytes)
    // What a reading process will see, so the build's own uses of it go through the same path.
    return decodePrepared(bytes) as T
  }
  try {
    return decodePrepared(readFileSync(file)) as T
  } catch {
    return build()
  }
}

const MAGIC = 'T10PREP1'
const ARRAY_TYPES = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float32Array, Float64Array }
type ArrayType = keyof typeof ARRAY_TYPES
// Where a typed array stood in the header: its type, byte offset in the body and length.
const PLACE = '$typed'
// Where a long string stood: its encoding, byte offset in the body and byte length.
const TEXT = '$text'
const LONG_TEXT = 1024

const align8 = (n: number) => Math.ceil(n / 8) * 8

/**
 * The file of a structure: MAGIC, the header's byte length (uint32 LE, then 4 zero bytes), the
 * header (JSON, typed arrays and long strings replaced by their place), then the body: each typed
 * array's bytes, and each long string's (latin1, or UTF-16 when it has other characters), at an
 * offset that is a multiple of 8.
 */
export function encodePrepared(value: PreparedValue): Buffer {
  const arrays: Array<TypedArray | Buffer> = []
  let bodyBytes = 0
  const header = JSON.stringify(value, function (this: unknown, _key, v: unknown) {
    if (typeof v === 'string' && v.length >= LONG_TEXT && !Array.isArray(this)) {
      // Long text (a key table's keys) as its bytes: decoding them is a copy, where JSON.parse reads each character.
      const encoding = /^[\0-\xff]*$/.test(v) ? 'latin1' : 'utf16le'
      const encoded = Buffer.from(v, encoding)
      const at = bodyBytes
      arrays.push(encoded)
      bodyBytes = align8(bodyBytes + encoded.byteLength)
      return { [TEXT]: [encoding, at, encoded.byteLength] }
    }
    if (!ArrayBuffer.isView(v)) return v
    const type = v.constructor.name
    if (!(type in ARRAY_TYPES) || Array.isArray(this)) throw new Error(`prepared data: a ${type} cannot be kept here`)
    const at = bodyBytes
    arrays.push(v as TypedArray)
    bodyBytes = align8(bodyBytes + v.byteLength)
    return { [PLACE]: [type, at, (v as TypedArray).length] }
  })
  const headerBytes = Buffer.from(header, 'utf8')
  const bodyStart = align8(16 + headerBytes.length)
  const out = Buffer.alloc(bodyStart + bodyBytes)
  out.write(MAGIC, 0, 'latin1')
  out.writeUInt32LE(headerBytes.length, 8)
  headerBytes.copy(out, 16)
  let at = bodyStart
  for (const a of arrays) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at)
    at = align8(at + a.byteLength)
  }
  return out
}

export function decodePrepared(file: Buffer): PreparedValue {
  if (file.toString('latin1', 0, 8) !== MAGIC) throw new Error('not a prepared-data file')
  // Typed arrays view the file's bytes in place, which needs them 8-aligned in memory.
  const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(new Uint8Array(file).buffer)
  const headerLength = bytes.readUInt32LE(8)
  const bodyStart = bytes.byteOffset + align8(16 + headerLength)
  const value = JSON.parse(bytes.toString('utf8', 16, 16 + headerLength)) as PreparedValue
  const place = (v: PreparedValue): PreparedValue => {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || ArrayBuffer.isView(v)) return v
    const spot = (v as Record<string, PreparedValue>)[PLACE] as [ArrayType, number, number] | undefined
    if (spot) {
      const [type, at, length] = spot
      return new ARRAY_TYPES[type](bytes.buffer as ArrayBuffer, bodyStart + at, length)
    }
    const text = (v as Record<string, PreparedValue>)[TEXT] as ['latin1' | 'utf16le', number, number] | undefined
    if (text) {
      const [encoding, at, length] = text
      const start = bodyStart - bytes.byteOffset + at
      return bytes.toString(encoding, start, start + length)
    }
    const record = v as Record<string, PreparedValue>
    for (const key of Object.keys(record)) record[key] = place(record[key]!)
    return record
  }
  return place(value)
}
