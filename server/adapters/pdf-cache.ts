import { createHash } from 'node:crypto'

/**
 * Where compiled PDFs are kept, keyed by `hashLatexSource(source)`. The in-memory LRU below is
 * the default; a store shared by several servers (database, object storage) implements the
 * same two calls. Buffers handed out must not be modified by callers.
 */
export interface PdfCache {
  get(key: string): Promise<Buffer | undefined> | Buffer | undefined
  set(key: string, pdf: Buffer): Promise<void> | void
}

/**
 * Bump when the compile set-up changes what a source produces (flags, engine, formats), so
 * a persistent store does not serve PDFs built the old way.
 */
const CACHE_VERSION = 't10-latex-1'

export function hashLatexSource(source: string): string {
  return createHash('sha256').update(CACHE_VERSION).update('\0').update(source, 'utf8').digest('hex')
}

/** Least-recently-used, bounded by the total size of the PDFs it holds. */
export class MemoryPdfCache implements PdfCache {
  readonly #entries = new Map<string, Buffer>()
  readonly #maxBytes: number
  #bytes = 0

  constructor(maxBytes: number) {
    this.#maxBytes = Math.max(0, maxBytes)
  }

  get(key: string): Buffer | undefined {
    const pdf = this.#entries.get(key)
    if (pdf) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.#entries.delete(key)
      this.#entries.set(key, pdf)
    }
    return pdf
  }

  set(key: string, pdf: Buffer): void {
    if (pdf.length > this.#maxBytes) return
    const old = this.#entries.get(key)
    if (old) {
      this.#bytes -= old.length
      this.#entries.delete(key)
    }
    this.#entries.set(key, pdf)
    this.#bytes += pdf.length
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break
      this.#entries.delete(oldestKey)
      this.#bytes -= oldest.length
    }
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }
}
