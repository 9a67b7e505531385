import type { TermTable } from './packed-terms.ts'

/*
 * Names (skills, titles, term strings) numbered in the order they are first met: a pool index
 * compares integer ids in its loops, never strings.
 */
export class Dictionary implements TermTable {
  private map: Map<string, number> | null
  readonly names: string[]
  /**
   * A dictionary of its own, starting with `from`'s entries under the same ids; or of `names`
   * (distinct) under their positions, its map built on first lookup: a loaded snapshot's
   * dictionaries that a ranking only reads names from never build one.
   */
  constructor(from?: Dictionary | string[]) {
    this.map = Array.isArray(from) ? null : new Map(from?.ids)
    this.names = Array.isArray(from) ? from : (from?.names.slice() ?? [])
  }
  get ids(): Map<string, number> {
    if (!this.map) {
      this.map = new Map()
      this.names.forEach((name, id) => this.map!.has(name) || this.map!.set(name, id))
    }
    return this.map
  }
  id(name: string): number {
    let id = this.ids.get(name)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(name, id)
      this.names.push(name)
    }
    return id
  }
  lookup(name: string): number | undefined {
    return this.ids.get(name)
  }
  name(id: number): string {
    return this.names[id]!
  }
}
