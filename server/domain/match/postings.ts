import type { PoolIndex } from './pool-index.ts'

/*
 * Reading a pool index's inverted terms: which resumes have a term, and how often. BM25's
 * constants live here too, beside the postings they weigh.
 */

export const BM25 = { k1: 1.2, b: 0.75 } as const

/** The tf of term t in resume d (binary search in the term's posting list), 0 if absent. */
export function termCount(x: PoolIndex, t: number, d: number): number {
  let lo = x.postingStart[t]!
  let hi = x.postingStart[t + 1]! - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const doc = x.postingDocs[mid]!
    if (doc === d) return x.postingTfs[mid]!
    if (doc < d) lo = mid + 1
    else hi = mid - 1
  }
  return 0
}

/** Resume d has every term (pool term ids; -1 means no resume has it). */
export function hasAllTerms(x: PoolIndex, ids: Int32Array, d: number): boolean {
  for (const t of ids) if (t < 0 || termCount(x, t, d) === 0) return false
  return ids.length > 0
}

/** Counts term t in `hits` for each resume that has it, listing in `touched` (n so far) the ones it counts first; the new n. */
export function countHits(x: PoolIndex, t: number, hits: Uint8Array, touched: Int32Array, n: number): number {
  for (let i = x.postingStart[t]!, end = x.postingStart[t + 1]!; i < end; i++) {
    const d = x.postingDocs[i]!
    if (hits[d] === 0) touched[n++] = d
    hits[d] = hits[d]! + 1
  }
  return n
}

/** Adds each touched resume's credit for its hits to `acc`, and clears the hits. */
export function addCredits(acc: Float64Array, hits: Uint8Array, touched: Int32Array, n: number, credit: Float64Array): void {
  for (let i = 0; i < n; i++) {
    const d = touched[i]!
    acc[d] = acc[d]! + credit[hits[d]!]!
    hits[d] = 0
  }
}

/** BM25 idf of a term from its document frequency in a pool of `size` resumes. */
export function bm25Idf(size: number, df: number): number {
  return Math.log(1 + (size - df + 0.5) / (df + 0.5))
}
