import { stemmer } from 'stemmer'
import type { TermVector } from './types.ts'

/*
 * Terms for text relevance (BM25): lower-cased words, accents folded, English stop words out,
 * Porter-stemmed ("accounting", "accountant", "accounts" -> "account"). Digits-only tokens (years,
 * phone numbers) and one-letter tokens are not terms. "C++" and "C#" keep their sign; they are not
 * stemmed.
 */

/** Terms kept per resume: enough for any resume's vocabulary that matters, bounded for storage. */
export const MAX_RESUME_TERMS = 200

const STOP_WORDS = new Set(
  `a about above across after again against all almost also am among an and any are as at be because been before
being below between both but by can could did do does doing done down during each either etc even ever every few
for from further get got had has have having he her here hers herself him himself his how however i ie if in into
is it its itself just least less let like many may me might more most much must my myself neither no nor not now
of off often on once one only onto or other others otherwise our ours ourselves out over own per rather same shall
she should since so some such than that the their theirs them themselves then there these they this those though
through thus to too toward towards under until up upon us very via was we well were what whatever when where
whether which while who whom whose why will with within without would yet you your yours yourself yourselves`.split(/\s+/),
)

const WORD = /[a-z][a-z0-9]*(?:\+\+|#)?/g
const stems = new Map<string, string>()
// The cache only holds words; past this many something unusual is being read, so start over.
const MAX_CACHED_STEMS = 200_000

function stem(word: string): string {
  let s = stems.get(word)
  if (s === undefined) {
    s = /[^a-z]/.test(word) ? word : stemmer(word)
    if (stems.size >= MAX_CACHED_STEMS) stems.clear()
    stems.set(word, s)
  }
  return s
}

/** Folds case and accents: "Résumé" -> "resume". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Calls `visit(term, word)` for each term of the text, in order. */
export function forEachTerm(text: string, visit: (term: string, word: string) => void): void {
  for (const m of foldText(text).matchAll(WORD)) {
    const word = m[0]
    if (word.length < 2 || STOP_WORDS.has(word)) continue
    visit(stem(word), word)
  }
}

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
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, maxTerms)
  return { length, terms: top.map(([t]) => t).join(' '), counts: top.map(([, c]) => c) }
}

/** The stemmed terms of a short phrase (a degree field, a title), de-duplicated. */
export function phraseTerms(text: string): string[] {
  const out: string[] = []
  forEachTerm(text, (term) => {
    if (!out.includes(term)) out.push(term)
  })
  return out
}
