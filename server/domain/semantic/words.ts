import { forEachWord, isTermWord } from '../text/index.ts'

/*
 * The words of a text as the word vectors know them: the tokens of the platform's text toolkit
 * that count as terms (folded case and accents, stop words, numbers and one-letter tokens out),
 * but not stemmed: "accountant" and "accounting" are different words to GloVe, and a stem
 * ("manag") is no word at all.
 */

export function semanticWords(text: string): string[] {
  const out: string[] = []
  forEachWord(text, (word) => {
    if (isTermWord(word)) out.push(word)
  })
  return out
}
