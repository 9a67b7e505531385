import { BM25, bm25Idf, termCount } from '../postings.ts'
import type { PoolIndex } from '../pool-index.ts'
import { Query } from '../query.ts'
import type { ResumeFeatures } from '../types.ts'
import { definePart, referencePart } from './part.ts'
import { termCountsOf } from './plain.ts'

/*
 * Relevance: BM25 (k1 1.2, b 0.75) of the resume's term vector for the posting's query, over the
 * pool's best BM25 or RELEVANCE_SCALE × the BM25 of an ideal resume, whichever is larger.
 */

export const RELEVANCE_SCALE = 0.15
// The query's terms in the pool's ids, strongest first: more than this many cited in the evidence is noise.
const CITED_TERMS = 8

interface RelevanceState {
  /** The query's terms in the pool (term id, idf × query weight), in query order. */
  termIds: Int32Array
  termWeights: Float64Array
  /** BM25 that counts as full relevance: the pool's best, at least RELEVANCE_SCALE × the ideal. */
  scale: number
  /** Whether any query term weighs anything (the job defines the part). */
  ideal: number
  /** BM25 of every resume of the index. */
  bm25: Float64Array
}

const K1_PLUS_1 = BM25.k1 + 1
const bm25Term = (w: number, tf: number, norm: number) => (w * tf * K1_PLUS_1) / (tf + norm)

function compileRelevance(q: Pick<Query, 'job' | 'index' | 'stats' | 'terms'>): RelevanceState {
  const termIds: number[] = []
  const termWeights: number[] = []
  let ideal = 0
  for (const { term, weight } of q.job.queryTerms) {
    const idf = bm25Idf(q.stats.size, q.terms.documentFrequency(term))
    // Terms no resume has still belong to the ideal: missing them is missing part of the job.
    ideal += idf * weight * (BM25.k1 + 1)
    const id = q.terms.id(term)
    if (id < 0) continue
    termIds.push(id)
    termWeights.push(idf * weight)
  }
  const state: RelevanceState = {
    termIds: Int32Array.from(termIds),
    termWeights: Float64Array.from(termWeights),
    scale: RELEVANCE_SCALE * ideal,
    ideal,
    bm25: new Float64Array(0),
  }
  state.bm25 = bm25All(state, q.index)
  for (let d = 0; d < state.bm25.length; d++) if (state.bm25[d]! > state.scale) state.scale = state.bm25[d]!
  return state
}

export const relevancePart = definePart<RelevanceState>({
  components: ['relevance'],
  stage: 'first',
  columns: [],
  compile(q) {
    const state = compileRelevance(q)
    // Relevance as if the resume had joined the pool: the pool's best sets the scale too.
    if (q.joining) state.scale = Math.max(state.scale, compileRelevance(new Query(q.job, q.joining)).scale)
    return state
  },
  defines: (s) => s.ideal > 0,
  score(s, _q, docs, out) {
    if (!(s.scale > 0)) return
    const result = out.relevance
    for (let n = 0; n < docs.length; n++) result[n] = Math.min(1, s.bm25[docs[n]!]! / s.scale)
  },
  evidence(s, q, d) {
    // Query words that carried the text relevance, strongest first.
    const x = q.index
    const contributions: Array<{ k: number; value: number }> = []
    for (let k = 0; k < s.termIds.length; k++) {
      const tf = termCount(x, s.termIds[k]!, d)
      if (tf > 0) contributions.push({ k, value: bm25Term(s.termWeights[k]!, tf, x.lengthNorm[d]!) })
    }
    const terms = contributions
      .sort((a, b) => b.value - a.value || a.k - b.k)
      .slice(0, CITED_TERMS)
      .map((c) => {
        const term = x.termDict.name(s.termIds[c.k]!)
        return q.job.queryTerms.find((t) => t.term === term)?.word ?? term
      })
    return { relevance: { terms } }
  },
  reference: referencePart({
    prepare(job, pool) {
      const query = job.queryTerms.map(({ term, weight }) => ({ term, weight, idf: bm25Idf(pool.entries.length, pool.documentFrequency(term)) }))
      const bm25 = (f: ResumeFeatures) => {
        const counts = termCountsOf(f)
        const norm = Math.fround(BM25.k1 * (1 - BM25.b + (BM25.b * Math.fround(f.terms.length)) / (pool.averageLength || 1)))
        let sum = 0
        for (const { term, weight, idf } of query) {
          const tf = counts.get(term)
          if (tf) sum += bm25Term(idf * weight, tf, norm)
        }
        return sum
      }
      const ideal = query.reduce((sum, t) => sum + t.idf * t.weight * (BM25.k1 + 1), 0)
      const scale = Math.max(RELEVANCE_SCALE * ideal, ...pool.entries.map((e) => bm25(e.features)))
      return { bm25, scale }
    },
    score: ({ bm25, scale }, f) => ({ relevance: scale > 0 ? Math.min(1, bm25(f) / scale) : 0 }),
  }),
})

/** BM25 of every resume, accumulated term by term over the postings (query order). */
function bm25All(s: RelevanceState, x: PoolIndex): Float64Array {
  const acc = new Float64Array(x.size)
  for (let k = 0; k < s.termIds.length; k++) {
    const t = s.termIds[k]!
    const w = s.termWeights[k]!
    for (let i = x.postingStart[t]!, end = x.postingStart[t + 1]!; i < end; i++) {
      const d = x.postingDocs[i]!
      const tf = x.postingTfs[i]!
      acc[d] = acc[d]! + (w * tf * K1_PLUS_1) / (tf + x.lengthNorm[d]!)
    }
  }
  return acc
}
