import { stem } from './stem.ts'
import { isStopWord } from './stop-words.ts'
import { forEachWord } from './tokens.ts'

/*
 * Stemmed tokens, and terms: the stemmed words that carry meaning (stop words, one-character
 * tokens and numbers out), as text relevance counts them.
 */

/** Every word token, stemmed, stop words included: for phrase lookups where order matters. */
export function stemmedTokens(text: string): string[] {
  const out: string[] = []
  forEachWord(text, (w) => out.push(stem(w)))
  return out
}

/** A word that counts as a term: two characters or more, a letter in it, not a stop word. */
export function isTermWord(word: string): boolean {
  return word.length >= 2 && /[a-z]/.test(word) && !isStopWord(word)
}

/** Calls `visit(term, word)` for each term of the text, in order. */
export function forEachTerm(text: string, visit: (term: string, word: string) => void): void {
  forEachWord(text, (word) => {
    if (isTermWord(word)) visit(stem(word), word)
  })
}

/** The distinct terms of a short phrase (a degree field, a skill), in order. */
export function phraseTerms(text: string): string[] {
  const out: string[] = []
  forEachTerm(text, (term) => {
    if (!out.includes(term)) out.push(term)
  })
  return out
}
