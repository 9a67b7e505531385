import type { Part } from './parts/part.ts'
import type { PoolIndex, PoolStatistics } from './pool-index.ts'
import { ENGINE_VERSION, type JobFeatures } from './types.ts'

/*
 * A job compiled against one pool index: each part's state (lookups by the pool's integer ids),
 * compiled in the parts' order so that a part reads the states of the parts before it, and the
 * query's terms looked up once however many parts name them.
 */

/** A query's terms as the index knows them. */
export interface TermLookup {
  /** The index's id of the term, -1 when no resume has it. */
  id(term: string): number
  /** The term's document frequency in the statistics' pool. */
  documentFrequency(term: string): number
}

export class Query {
  readonly stats: PoolStatistics
  readonly terms: TermLookup
  private readonly states = new Map<Part<unknown>, unknown>()

  constructor(
    readonly job: JobFeatures,
    readonly index: PoolIndex,
    /** Another pool whose best BM25 also sets the relevance scale (a resume scored as if it had joined it). */
    readonly joining: PoolIndex | null = null,
  ) {
    if (job.engine !== ENGINE_VERSION) {
      throw new Error(`job features of engine ${job.engine}; recompute them with parseJobForMatching (engine ${ENGINE_VERSION})`)
    }
    this.stats = index.statistics
    this.terms = termLookup(index, this.stats)
  }

  /** The compiled state of `part` (compiled before the part asking). */
  state<S>(part: Part<S>): S {
    if (!this.states.has(part as Part<unknown>)) throw new Error('a part reads the state of a part compiled after it')
    return this.states.get(part as Part<unknown>) as S
  }

  compile(parts: ReadonlyArray<Part<unknown>>): void {
    for (const part of parts) this.states.set(part, part.compile(this))
  }
}

function termLookup(index: PoolIndex, stats: PoolStatistics): TermLookup {
  const ids = new Map<string, number>()
  const id = (term: string) => {
    let found = ids.get(term)
    if (found === undefined) ids.set(term, (found = index.termId(term)))
    return found
  }
  return {
    id,
    documentFrequency(term) {
      if (stats !== index) return stats.documentFrequency(term)
      const t = id(term)
      return t < 0 ? 0 : index.postingStart[t + 1]! - index.postingStart[t]!
    },
  }
}
