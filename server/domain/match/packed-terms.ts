import { packUtf8 } from './string-columns.ts'

/*
 * A pool snapshot's term dictionary as three flat arrays instead of a Map: the terms' UTF-8 bytes
 * one after another in id order, where each starts, and the ids in the terms' sort order. A
 * 10,000-resume pool has ~130k terms and a ranking looks up only its query's few hundred, so a
 * binary search over views of the file's bytes replaces building a 130k-entry Map on every load.
 */

/** What a pool index asks of its term dictionary: a term's id, and an id's term. */
export interface TermTable {
  /** The term's id, or undefined when the table does not have it. */
  lookup(term: string): number | undefined
  /** The term of `id` (an id below the table's size). */
  name(id: number): string
}

/** The arrays of `names` (terms by id, all distinct) that PackedTerms reads. */
export function packTerms(names: readonly string[]): { bytes: Uint8Array; starts: Uint32Array; sorted: Uint32Array } {
  const { bytes, starts } = packUtf8(names)
  // The order lookup's comparisons use (JavaScript's string order), so that the search agrees with it.
  const sorted = Uint32Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0))
  return { bytes, starts, sorted }
}

export class PackedTerms implements TermTable {
  private readonly text: Buffer
  constructor(
    bytes: Uint8Array,
    private readonly starts: Uint32Array,
    private readonly sorted: Uint32Array,
  ) {
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  get size(): number {
    return this.sorted.length
  }

  name(id: number): string {
    return this.text.toString('utf8', this.starts[id]!, this.starts[id + 1]!)
  }

  lookup(term: string): number | undefined {
    let low = 0
    let high = this.sorted.length - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const id = this.sorted[middle]!
      const name = this.name(id)
      if (name === term) return id
      if (name < term) low = middle + 1
      else high = middle - 1
    }
    return undefined
  }
}
