import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { POOL_COLUMNS } from './parts/index.ts'
import { packTerms, PackedTerms } from './packed-terms.ts'
import { Dictionary } from './dictionary.ts'
import { PoolIndex } from './pool-index.ts'
import { packStrings, PackedStrings, StringArray, type StringColumn } from './string-columns.ts'
import { ENGINE_VERSION } from './types.ts'

/*
 * A pool index as bytes, so that a new process loads a pool's index instead of rebuilding it from
 * every resume's stored features (10,000 resumes: ~60 MB of JSON parsed and re-indexed). The
 * typed arrays are written as they are and read back as views of the file's buffer: loading is
 * a read, a check and a JSON parse of a small header. The term dictionary (~130k terms at 10,000
 * resumes) and the resume ids are kept as packed arrays searched in place (packed-terms.ts), the
 * strings quoted per resume (and the caller's columns, such as file names) as packed strings
 * decoded when asked for (string-columns.ts), and the other dictionaries build their maps on
 * first lookup.
 *
 * Layout: "T10IDX04", the header's length (uint32 LE), the header (JSON: what built the index,
 * the caller's extra data, every field of the index, the caller's columns), zero padding to 8
 * bytes, the arrays' bytes (each at a multiple of 8), then a SHA-256 of everything before it (the
 * cheapest whole-file check at hand: Node's SHA-256 runs at ~1.4 GB/s on this hardware, a hash
 * in JavaScript at a third of that in a fresh process). A file that is cut short, altered, or
 * written by other code reads as null: the caller rebuilds, never ranks with it.
 */

// Bumped with the layout: a file of an older one reads as a miss and is rebuilt.
const MAGIC = Buffer.from('T10IDX04')
const DIGEST_BYTES = 32

/**
 * What built the index: the engine version and the code that lays out its arrays (its source
 * files when they are there, as in a checkout and in the image, so that the compiled build and
 * the sources agree; else the compiled code's text). An index built by other code is never
 * loaded, even when a change forgot to bump the engine version.
 */
let builder: string | undefined
function indexBuilder(): string {
  if (builder) return builder
  const hash = createHash('sha256').update(String(ENGINE_VERSION))
  try {
    for (const file of builderSources()) hash.update(readFileSync(new URL(file, import.meta.url)))
  } catch {
    hash.update(`${PoolIndex.toString()}\n${Dictionary.toString()}\n${POOL_COLUMNS.map((c) => Object.values(c).join(' ')).join('\n')}`)
  }
  return (builder = hash.digest('hex').slice(0, 16))
}
const builderSources = () => [
  './pool-index.ts',
  './columns.ts',
  './dictionary.ts',
  './pool-index-snapshot.ts',
  './packed-terms.ts',
  './string-columns.ts',
  // What the columns read from features is declared by the parts.
  ...readdirSync(new URL('./parts/', import.meta.url))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `./parts/${name}`),
]

type ArrayKind = 'Uint8Array' | 'Int8Array' | 'Uint16Array' | 'Int32Array' | 'Uint32Array' | 'Float32Array' | 'Float64Array'
const ARRAY_TYPES = { Uint8Array, Int8Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const

interface ArrayField {
  kind: 'array'
  type: ArrayKind
  offset: number
  length: number
}
interface StringsField {
  kind: 'strings'
  bytes: ArrayField
  starts: ArrayField
  present: ArrayField
}
type Field =
  | ArrayField
  | StringsField
  | { kind: 'dictionary'; names: string[] }
  | { kind: 'terms'; bytes: ArrayField; starts: ArrayField; sorted: ArrayField }
  | { kind: 'value'; value: unknown }
  | { kind: 'object'; fields: Record<string, Field> }

interface Header {
  builder: string
  extra: unknown
  fields: Record<string, Field>
  columns: Record<string, StringsField>
}

// Fields the index derives from others, restored from them rather than stored.
const DERIVED = new Set(['positionOfFeatures', 'statistics'])

/**
 * The index's bytes, with `extra` (JSON) and `columns` (a string or null per resume, say) kept
 * beside it. Throws on an index this format cannot hold.
 */
export function serializePoolIndex(index: PoolIndex, extra: unknown, columns: Record<string, StringColumn> = {}): Buffer {
  if (index.statistics !== index) throw new Error('an index scored against another pool is not stored')
  const fields: Record<string, Field> = {}
  const arrays: ArrayBufferView[] = []
  let offset = 0
  const place = (value: ArrayBufferView): ArrayField => {
    const type = value.constructor.name as ArrayKind
    if (!(type in ARRAY_TYPES)) throw new Error(`${type} is not stored`)
    const field: ArrayField = { kind: 'array', type, offset, length: (value as unknown as ArrayLike<number>).length }
    arrays.push(value)
    offset += align8(value.byteLength)
    return field
  }
  const placeTerms = (names: string[]): Field => {
    const packed = packTerms(names)
    return { kind: 'terms', bytes: place(packed.bytes), starts: place(packed.starts), sorted: place(packed.sorted) }
  }
  const placeStrings = (column: StringColumn): StringsField => {
    const packed = packStrings(column)
    return { kind: 'strings', bytes: place(packed.bytes), starts: place(packed.starts), present: place(packed.present) }
  }
  /** A plain object's fields (the columns' data, the dictionaries by name), each placed by its kind. */
  const placeObject = (object: object, path: string): Field => {
    const inner: Record<string, Field> = {}
    for (const [name, value] of Object.entries(object)) inner[name] = placeValue(value, `${path}.${name}`)
    return { kind: 'object', fields: inner }
  }
  const placeValue = (value: unknown, path: string): Field => {
    if (ArrayBuffer.isView(value)) return place(value)
    if (value instanceof StringArray || value instanceof PackedStrings) return placeStrings(value)
    if (value instanceof Dictionary) return { kind: 'dictionary', names: value.names }
    if (value === null || ['number', 'string', 'boolean'].includes(typeof value) || isPlainArray(value)) return { kind: 'value', value }
    if (value && Object.getPrototypeOf(value) === Object.prototype) return placeObject(value, path)
    throw new Error(`index field ${path} is not stored by the snapshot format`)
  }
  for (const [name, value] of Object.entries(index)) {
    if (DERIVED.has(name)) continue
    if (name === 'termDict') {
      // The process's term dictionary grows past this index: its own part only.
      const terms = value as PoolIndex['termDict']
      fields[name] = placeTerms(Array.from({ length: index.vocabulary }, (_, id) => terms.name(id)))
    } else if (name === 'resumeIds' && new Set(index.ids).size === index.size) {
      // Packed ids are searched in place; repeated ids (where the first counts) stay a dictionary.
      fields[name] = placeTerms(index.ids)
    } else {
      fields[name] = placeValue(value, name)
    }
  }
  const placed: Record<string, StringsField> = {}
  for (const [name, column] of Object.entries(columns)) placed[name] = placeStrings(column)
  const header = Buffer.from(JSON.stringify({ builder: indexBuilder(), extra, fields, columns: placed } satisfies Header))
  const start = align8(MAGIC.length + 4 + header.length)
  const out = Buffer.alloc(start + offset + DIGEST_BYTES)
  MAGIC.copy(out, 0)
  out.writeUInt32LE(header.length, MAGIC.length)
  header.copy(out, MAGIC.length + 4)
  let at = start
  for (const array of arrays) {
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at)
    at += align8(array.byteLength)
  }
  createHash('sha256')
    .update(out.subarray(0, out.length - DIGEST_BYTES))
    .digest()
    .copy(out, out.length - DIGEST_BYTES)
  return out
}

/** The index, extra data and columns of `bytes`, or null when they are not a whole snapshot from this code. */
export function deserializePoolIndex(bytes: Buffer): { index: PoolIndex; extra: unknown; columns: Record<string, StringColumn> } | null {
  if (bytes.length < MAGIC.length + 4 + DIGEST_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES)
  if (
    !createHash('sha256')
      .update(body)
      .digest()
      .equals(bytes.subarray(bytes.length - DIGEST_BYTES))
  )
    return null
  const headerLength = bytes.readUInt32LE(MAGIC.length)
  if (MAGIC.length + 4 + headerLength > body.length) return null
  let header: Header
  try {
    header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header
  } catch {
    return null
  }
  if (header.builder !== indexBuilder()) return null
  const start = align8(MAGIC.length + 4 + headerLength)
  // Views need their element size's alignment; a buffer that does not start at one is copied once.
  const data = body.byteOffset % 8 === 0 ? body : Buffer.from(body)
  const index = Object.create(PoolIndex.prototype) as Record<string, unknown>
  const view = (field: ArrayField) => {
    const Type = ARRAY_TYPES[field.type]
    if (!Type || start + field.offset + field.length * Type.BYTES_PER_ELEMENT > data.length) return null
    return new Type(data.buffer as ArrayBuffer, data.byteOffset + start + field.offset, field.length)
  }
  const strings = (field: StringsField) => {
    const [bytes, starts, present] = [view(field.bytes), view(field.starts), view(field.present)]
    if (!(bytes instanceof Uint8Array && starts instanceof Uint32Array && present instanceof Uint8Array)) return null
    return PackedStrings.of({ bytes, starts, present })
  }
  const read = (field: Field): unknown => {
    if (field.kind === 'array') return view(field)
    if (field.kind === 'terms') {
      const [bytes, starts, sorted] = [view(field.bytes), view(field.starts), view(field.sorted)]
      if (!(bytes instanceof Uint8Array && starts instanceof Uint32Array && sorted instanceof Uint32Array)) return null
      if (starts.length !== sorted.length + 1 || starts[sorted.length]! > bytes.length) return null
      return new PackedTerms(bytes, starts, sorted)
    }
    if (field.kind === 'strings') return strings(field)
    if (field.kind === 'dictionary') return new Dictionary(field.names)
    if (field.kind === 'object') {
      const object: Record<string, unknown> = {}
      for (const [name, inner] of Object.entries(field.fields)) {
        const value = read(inner)
        if (value === null && inner.kind !== 'value') return null
        object[name] = value
      }
      return object
    }
    return field.value
  }
  for (const [name, field] of Object.entries(header.fields)) {
    const value = read(field)
    if (value === null && field.kind !== 'value') return null
    index[name] = value
  }
  const columns: Record<string, StringColumn> = {}
  for (const [name, field] of Object.entries(header.columns ?? {})) {
    const column = strings(field)
    if (!column) return null
    columns[name] = column
  }
  index.positionOfFeatures = new WeakMap()
  index.statistics = index
  return { index: index as unknown as PoolIndex, extra: header.extra, columns }
}

function align8(n: number): number {
  return Math.ceil(n / 8) * 8
}

function isPlainArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => v === null || typeof v === 'string' || typeof v === 'number')
}
