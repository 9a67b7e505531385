/*
 * Strings kept per resume (a degree as written, a file name) that a ranking quotes for its top
 * few only. A pool snapshot stores them packed, the UTF-8 bytes one after another with where
 * each starts, and a loaded pool decodes the ones asked for: 10,000 resumes' strings parsed from
 * JSON on every load cost more than the whole top of a ranking reads.
 */

/** A string (or null) per position. */
export interface StringColumn {
  readonly length: number
  at(i: number): string | null
}

/** A column over an array. */
export class StringArray implements StringColumn {
  constructor(readonly values: ReadonlyArray<string | null>) {}

  get length(): number {
    return this.values.length
  }

  at(i: number): string | null {
    return this.values[i] ?? null
  }
}

/** The arrays a PackedStrings reads: bytes, where each string starts (one more than strings), and 1 where a string is present. */
export interface PackedStringArrays {
  bytes: Uint8Array
  starts: Uint32Array
  present: Uint8Array
}

/** `values` as UTF-8 bytes one after another, and where each starts (one more than values: the last is the end). */
export function packUtf8(values: readonly string[]): { bytes: Uint8Array; starts: Uint32Array } {
  const encoded = values.map((value) => Buffer.from(value, 'utf8'))
  const starts = new Uint32Array(values.length + 1)
  encoded.forEach((part, i) => (starts[i + 1] = starts[i]! + part.length))
  const bytes = new Uint8Array(starts[values.length]!)
  encoded.forEach((part, i) => bytes.set(part, starts[i]!))
  return { bytes, starts }
}

export function packStrings(column: StringColumn): PackedStringArrays {
  const values = Array.from({ length: column.length }, (_, i) => column.at(i))
  const present = Uint8Array.from(values, (value) => (value === null ? 0 : 1))
  return { ...packUtf8(values.map((value) => value ?? '')), present }
}

export class PackedStrings implements StringColumn {
  private readonly text: Buffer
  private readonly starts: Uint32Array
  private readonly present: Uint8Array

  /** Null when the arrays' lengths do not make a column (a snapshot's bytes are checked whole before). */
  static of({ bytes, starts, present }: PackedStringArrays): PackedStrings | null {
    if (starts.length !== present.length + 1 || starts[present.length]! > bytes.length) return null
    return new PackedStrings(bytes, starts, present)
  }

  private constructor(bytes: Uint8Array, starts: Uint32Array, present: Uint8Array) {
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.starts = starts
    this.present = present
  }

  get length(): number {
    return this.present.length
  }

  at(i: number): string | null {
    return this.present[i] ? this.text.toString('utf8', this.starts[i]!, this.starts[i + 1]!) : null
  }
}
