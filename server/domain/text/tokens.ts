import { foldText } from './fold.ts'

/*
 * Word tokens as every reader of text in the platform sees them: case and accents folded, split
 * on anything that is not a letter or digit, a possessive "'s" dropped, and the signs of C++, C#
 * and F# kept ("Node.js" -> node, js; "O'Brien's" -> o, brien).
 */

const TOKEN = /[a-z0-9]+(?:'s)?[+#]*/g

/** Calls `visit(word)` for each word token of the text, in order. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  for (const m of foldText(text).matchAll(TOKEN)) {
    const word = m[0]
    visit(word.endsWith("'s") ? word.slice(0, -2) : word.replace(/'s(?=[+#])/, ''))
  }
}

/** The word tokens of a text, unstemmed. */
export function wordTokens(text: string): string[] {
  const out: string[] = []
  forEachWord(text, (w) => out.push(w))
  return out
}
