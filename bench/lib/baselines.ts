import okapi from 'okapibm25'

/*
 * Plain keyword baselines, computed on the same texts as T10: a TF-IDF cosine (log tf × idf over
 * the pool, no stemming, a short stop list) and BM25 (k1 1.2, b 0.75) from the okapibm25 library
 * with the posting's distinct words as the query.
 */

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the their this to was were will with you your we our they i'.split(' '),
)

export const baselineWords = (text: string) => (text.toLowerCase().match(/[a-z][a-z0-9+#]*/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w))

/** TF-IDF cosine of each document to the query, in document order. */
export function tfidfScores(query: string, docs: readonly string[]): number[] {
  const tfs = docs.map((d) => {
    const m = new Map<string, number>()
    for (const w of baselineWords(d)) m.set(w, (m.get(w) ?? 0) + 1)
    return m
  })
  const df = new Map<string, number>()
  for (const m of tfs) for (const w of m.keys()) df.set(w, (df.get(w) ?? 0) + 1)
  const idf = (w: string) => Math.log(docs.length / (df.get(w) ?? docs.length))
  const vector = (m: Map<string, number>) => {
    const v = new Map<string, number>()
    let norm = 0
    for (const [w, tf] of m) {
      const x = (1 + Math.log(tf)) * idf(w)
      if (x > 0) {
        v.set(w, x)
        norm += x * x
      }
    }
    return { v, norm: Math.sqrt(norm) || 1 }
  }
  const q = new Map<string, number>()
  for (const w of baselineWords(query)) q.set(w, (q.get(w) ?? 0) + 1)
  const qv = vector(q)
  return tfs.map((m) => {
    const dv = vector(m)
    let dot = 0
    for (const [w, x] of qv.v) dot += x * (dv.v.get(w) ?? 0)
    return dot / (qv.norm * dv.norm)
  })
}

/** TF-IDF ranking: ids best first (ties by id). */
export function tfidfRanking(query: string, docs: ReadonlyArray<{ id: string; text: string }>): string[] {
  const scores = tfidfScores(
    query,
    docs.map((d) => d.text),
  )
  return docs
    .map((d, i) => ({ id: d.id, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .map((s) => s.id)
}

/**
 * BM25 of each document for the query's distinct words. The library matches a keyword as a
 * substring, so words are written space-delimited on both sides ("art" must not match "start").
 */
export function bm25Scores(query: string, docs: readonly string[]): number[] {
  const keywords = [...new Set(baselineWords(query).filter((w) => /^[a-z0-9]+$/.test(w)))].map((w) => ` ${w} `)
  const documents = docs.map((d) => ` ${baselineWords(d).join('  ')} `)
  const bm25 = ((okapi as unknown as { default?: typeof okapi }).default ?? okapi) as unknown as (documents: string[], keywords: string[]) => number[]
  return bm25(documents, keywords)
}
