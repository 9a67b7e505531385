import { addCredits, bm25Idf, countHits, termCount } from '../postings.ts'
import { definePart, referencePart } from './part.ts'
import { termCountsOf } from './plain.ts'

/*
 * Phrases: the posting's requirement phrases (phrases.ts) the resume has: Σ weight × coverage /
 * Σ weight, a phrase weighing its part of the posting × the mean idf of its terms (so "safety"
 * says less than "hydraulics"); all its terms present 1, some PARTIAL_PHRASE × the share.
 */

// A phrase with some but not all of its words in the resume earns this share of its credit.
const PARTIAL_PHRASE = 0.5
const MAX_PHRASES_CITED = 8

interface PhraseState {
  /** Every resume's weighted coverage (0..1). */
  scores: Float64Array
  /** Per phrase, its terms' pool ids (-1: no resume has it). */
  termIds: Int32Array[]
  total: number
}

export const phrasesPart = definePart<PhraseState>({
  components: ['phrases'],
  stage: 'first',
  columns: [],
  compile(q) {
    // Accumulated over the terms' postings, like BM25.
    const x = q.index
    const acc = new Float64Array(x.size)
    const hits = new Uint8Array(x.size)
    const touched = new Int32Array(x.size)
    const termIds: Int32Array[] = []
    let total = 0
    for (const phrase of q.job.phrases) {
      let idf = 0
      for (const term of phrase.terms) idf += bm25Idf(q.stats.size, q.terms.documentFrequency(term))
      const weight = (phrase.weight * idf) / (phrase.terms.length || 1)
      const ids = Int32Array.from(phrase.terms, (t) => q.terms.id(t))
      termIds.push(ids)
      if (weight <= 0) continue
      total += weight
      let n = 0
      for (const t of ids) if (t >= 0) n = countHits(x, t, hits, touched, n)
      // A resume's credit by how many of the phrase's terms it has, computed once per phrase.
      const k = phrase.terms.length
      const credit = new Float64Array(k + 1)
      for (let h = 1; h <= k; h++) credit[h] = weight * (h === k ? 1 : (PARTIAL_PHRASE * h) / k)
      addCredits(acc, hits, touched, n, credit)
    }
    if (total > 0) for (let d = 0; d < acc.length; d++) acc[d] = acc[d]! / total
    return { scores: acc, termIds, total }
  },
  defines: (s) => s.total > 0,
  score(s, _q, docs, out) {
    for (let i = 0; i < docs.length; i++) out.phrases[i] = s.scores[docs[i]!]!
  },
  evidence(s, q, d) {
    // Requirement phrases the resume has (every term) and lacks (none of its terms), weightiest first.
    const order = q.job.phrases.map((p, i) => ({ p, i })).sort((a, b) => b.p.weight - a.p.weight || a.i - b.i)
    const found: string[] = []
    const missing: string[] = []
    for (const { p, i } of order) {
      const ids = s.termIds[i]!
      let hits = 0
      for (const t of ids) if (t >= 0 && termCount(q.index, t, d) > 0) hits++
      if (hits === ids.length && found.length < MAX_PHRASES_CITED) found.push(p.text)
      else if (hits === 0 && missing.length < MAX_PHRASES_CITED) missing.push(p.text)
    }
    return { phrases: { found, missing } }
  },
  reference: referencePart({
    prepare(job, pool) {
      const phrases = job.phrases.map((p) => {
        const idf = p.terms.reduce((sum, t) => sum + bm25Idf(pool.entries.length, pool.documentFrequency(t)), 0)
        return { terms: p.terms, weight: (p.weight * idf) / (p.terms.length || 1) }
      })
      return { phrases, total: phrases.reduce((sum, p) => sum + (p.weight > 0 ? p.weight : 0), 0) }
    },
    score({ phrases, total }, f) {
      if (!(total > 0)) return { phrases: 0 }
      const counts = termCountsOf(f)
      let got = 0
      for (const p of phrases) {
        if (p.weight <= 0) continue
        const hits = p.terms.filter((t) => counts.has(t)).length
        if (hits > 0) got += hits === p.terms.length ? p.weight : (p.weight * PARTIAL_PHRASE * hits) / p.terms.length
      }
      return { phrases: got / total }
    },
  }),
})
