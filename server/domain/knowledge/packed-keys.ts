/*
 * A set of distinct strings, each known by its position, that finds a string's position without a
 * Map: the strings one after another in one string, where each ends, and an open-addressing hash
 * table of positions. All three are plain data, so a table built once at build time
 * (prepared-data.ts) is read back with no per-entry work, where a Map of tens of thousands of
 * entries costs a fresh process milliseconds to rebuild, and a lookup compares the key in place.
 */

export type PackedKeysData = {
  /** The keys one after another. */
  text: string
  /** Where key i ends in `text` (it starts where key i - 1 ends). */
  ends: Uint32Array
  /** Hash table: key position + 1, 0 for an empty slot; its length is a power of two. */
  slots: Uint16Array | Uint32Array
}

/** FNV-1a over the UTF-16 code units: the same at build time and at run time. */
function hashOf(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** The table of `keys` (distinct; a key's position is its index here). */
export function packKeys(keys: readonly string[]): PackedKeysData {
  const ends = new Uint32Array(keys.length)
  let end = 0
  keys.forEach((key, i) => (ends[i] = end += key.length))
  // At most half full, so a miss ends after a probe or two.
  let size = 8
  while (size < keys.length * 2) size *= 2
  // Two bytes a slot while positions fit: a smaller file to read.
  const slots = keys.length < 0xffff ? new Uint16Array(size) : new Uint32Array(size)
  const mask = size - 1
  const seen = new Set<string>()
  keys.forEach((key, i) => {
    if (seen.has(key)) throw new Error(`packKeys: "${key}" is there twice`)
    seen.add(key)
    let at = hashOf(key) & mask
    while (slots[at] !== 0) at = (at + 1) & mask
    slots[at] = i + 1
  })
  return { text: keys.join(''), ends, slots }
}

export class PackedKeys {
  private readonly text: string
  private readonly ends: Uint32Array
  private readonly slots: Uint16Array | Uint32Array
  private readonly mask: number

  constructor(data: PackedKeysData) {
    this.text = data.text
    this.ends = data.ends
    this.slots = data.slots
    this.mask = data.slots.length - 1
  }

  get size(): number {
    return this.ends.length
  }

  /** The key at `position` (below size). */
  key(position: number): string {
    return this.text.slice(position === 0 ? 0 : this.ends[position - 1]!, this.ends[position]!)
  }

  /** The key's position, or -1 when the table does not have it. */
  find(key: string): number {
    for (let at = hashOf(key) & this.mask; ; at = (at + 1) & this.mask) {
      const slot = this.slots[at]!
      if (slot === 0) return -1
      const position = slot - 1
      const start = position === 0 ? 0 : this.ends[position - 1]!
      if (this.ends[position]! - start === key.length && this.text.startsWith(key, start)) return position
    }
  }
}
