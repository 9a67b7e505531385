/**
 * Keyword matching that forgives case, accents, plurals, punctuation and spacing:
 * "Node.js" = "node js" = "NodeJS", "APIs" = "API", "CI/CD" = "ci cd", "PostgreSQL" = "Postgres".
 */

/** Words written two ways in job posts and resumes. Each group matches any of its members. */
const ALIASES: ReadonlyArray<readonly string[]> = [
  ['postgresql', 'postgres'],
  ['kubernetes', 'k8s'],
  ['golang', 'go'],
  ['amazon web services', 'aws'],
  ['google cloud platform', 'gcp', 'google cloud'],
  ['microsoft azure', 'azure'],
  ['machine learning', 'ml'],
  ['artificial intelligence', 'ai'],
  ['continuous integration', 'ci'],
  ['react', 'reactjs'],
  ['vue', 'vuejs'],
  ['angular', 'angularjs'],
  ['javascript', 'ecmascript'],
  ['user experience', 'ux'],
  ['user interface', 'ui'],
]

/**
 * A light stemmer, applied the same way to the job's terms and the document: possessive,
 * plural, -ing and -ed endings ("APIs" = "API", "mentoring" = "mentored").
 */
export function stem(token: string): string {
  const t = token.replace(/'s$/, '')
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`
  if (t.length > 4 && /(sses|shes|ches|xes|zes)$/.test(t)) return t.slice(0, -2)
  if (t.length > 6 && t.endsWith('ing')) return t.slice(0, -3)
  if (t.length > 5 && t.endsWith('ed') && !t.endsWith('eed')) return t.slice(0, -2)
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1)
  return t
}

/** Lower-case word tokens, unstemmed; keeps the + and # of C++, C#, F#. */
function rawTokens(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
  return (plain.match(/[a-z0-9]+(?:'s)?[+#]*/g) ?? []).map((t) => t.replace(/'s$/, ''))
}

/** Stemmed lower-case word tokens. */
export function tokenize(text: string): string[] {
  return rawTokens(text).map(stem)
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
    const raw = rawTokens(text)
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
    const raw = rawTokens(phrase)
    if (raw.length === 0) return false
    const tokens = raw.map(stem)
    const spaced = tokens.join(' ')
    if (tokens.length > MAX_NGRAM) return this.#joined.includes(` ${spaced} `)
    const compactRaw = raw.join('')
    return (
      this.#spaced.has(spaced) ||
      this.#compact.has(tokens.join('')) ||
      this.#compactRaw.has(compactRaw) ||
      this.#compact.has(stem(compactRaw))
    )
  }

  has(keyword: string): boolean {
    if (this.#hasForm(keyword)) return true
    const key = tokenize(keyword).join(' ')
    const group = ALIASES.find((g) => g.some((alias) => tokenize(alias).join(' ') === key))
    return group ? group.some((alias) => this.#hasForm(alias)) : false
  }
}

/** The key two spellings of one keyword share, for de-duplicating a job's lists. */
export const keywordKey = (keyword: string) => tokenize(keyword).join('')
