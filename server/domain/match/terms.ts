import { forEachTerm, phraseTerms } from '../text/index.ts'
import type { TermVector } from './types.ts'

/*
 * Term vectors for text relevance (BM25), over the terms of the platform's text toolkit
 * (server/domain/text: folded, Porter-stemmed, stop words, numbers and one-letter tokens out).
 */

/** Terms kept per resume: enough for any resume's vocabulary that matters, bounded for storage. */
export const MAX_RESUME_TERMS = 200

/** Term -> count over the text, and the number of terms counted. */
export function countTerms(text: string): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>()
  let length = 0
  forEachTerm(text, (term) => {
    counts.set(term, (counts.get(term) ?? 0) + 1)
    length++
  })
  return { counts, length }
}

export type TermCounts = ReturnType<typeof countTerms>

/** The resume's term vector: the MAX_RESUME_TERMS most frequent terms (ties by term). */
export function termVector(text: string | TermCounts, maxTerms = MAX_RESUME_TERMS): TermVector {
  const { counts, length } = typeof text === 'string' ? countTerms(text) : text
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, maxTerms)
  return { length, terms: top.map(([t]) => t).join(' '), counts: top.map(([, c]) => c) }
}

export { forEachTerm, phraseTerms }
