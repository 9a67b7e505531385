import { aliasGroup, stem, stemmedTokens, wordTokens } from '../text/index.ts'

/**
 * Keyword matching that forgives case, accents, plurals, punctuation and spacing:
 * "Node.js" = "node js" = "NodeJS", "APIs" = "API", "CI/CD" = "ci cd", "PostgreSQL" = "Postgres".
 * Words are read, stemmed and aliased by the platform's text toolkit (server/domain/text).
 */

/** Stemmed lower-case word tokens. */
export function tokenize(text: string): string[] {
  return stemmedTokens(text)
}

const MAX_NGRAM = 4

/**
 * All n-grams of a text, spaced ("node js") and run together, stemmed ("nodejs") and not
 * ("nodejs" from "Node.js", so that "NodeJS", stemmed "nodej", still meets it), for lookups.
 */
export class TextIndex {
  readonly #spaced = new Set<string>()
  readonly #compact = new Set<string>()
  readonly #compactRaw = new Set<string>()
  readonly #joined: string

  constructor(text: string) {
    const raw = wordTokens(text)
    const tokens = raw.map(stem)
    this.#joined = ` ${tokens.join(' ')} `
    for (let i = 0; i < tokens.length; i++) {
      let spaced = ''
      let compact = ''
      let compactRaw = ''
      for (let n = 0; n < MAX_NGRAM && i + n < tokens.length; n++) {
        spaced = n === 0 ? tokens[i]! : `${spaced} ${tokens[i + n]}`
        compact += tokens[i + n]
        compactRaw += raw[i + n]
        this.#spaced.add(spaced)
        this.#compact.add(compact)
        this.#compactRaw.add(compactRaw)
      }
    }
  }

  #hasForm(phrase: string): boolean {
    const raw = wordTokens(phrase)
    if (raw.length === 0) return false
    const tokens = raw.map(stem)
    const spaced = tokens.join(' ')
    if (tokens.length > MAX_NGRAM) return this.#joined.includes(` ${spaced} `)
    const compactRaw = raw.join('')
    return this.#spaced.has(spaced) || this.#compact.has(tokens.join('')) || this.#compactRaw.has(compactRaw) || this.#compact.has(stem(compactRaw))
  }

  has(keyword: string): boolean {
    if (this.#hasForm(keyword)) return true
    return aliasGroup(keyword)?.some((alias) => this.#hasForm(alias)) ?? false
  }
}

/** The key two spellings of one keyword share, for de-duplicating a job's lists. */
export const keywordKey = (keyword: string) => tokenize(keyword).join('')
