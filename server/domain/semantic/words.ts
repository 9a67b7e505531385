import { forEachTerm } from '../match/terms.ts'

/*
 * The words of a text as the word vectors know them: the ranking engine's own tokens (folded
 * case and accents, stop words and one-letter tokens out), but not stemmed: "accountant" and
 * "accounting" are different words to GloVe, and a stem ("manag") is no word at all.
 */

export function semanticWords(text: string): string[] {
  const out: string[] = []
  forEachTerm(text, (_term, word) => {
    out.push(word)
  })
  return out
}
