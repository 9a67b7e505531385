import { prepared } from '../../lib/prepared-data.ts'
import { loadKnowledge } from '../knowledge/index.ts'

/*
 * Job titles as title matching compares them: a set of title words, abbreviations spelled out
 * ("Sr. HR Mgr" = "human resources manager", from the knowledge base's titles.yaml), level words
 * and filler out ("Senior Staff Accountant II" = "accountant"), lightly stemmed (titleStem:
 * "Finance Manager" = "Financial Managers", "Engineering" = "Engineer", but "Accountant" is not
 * "Accounting").
 */

// Words that say nothing about the occupation: level, rank and filler.
const NOISE = new Set(
  `senior junior staff entry level i ii iii iv v vi 1 2 3 4 5 a an the of and or for in at to on with other except
including all any no not only etc`.split(/\s+/),
)
// Singular forms a plain "-s" rule gets wrong.
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ias|sales|series|news)$/

let spellings: { abbreviations: Map<string, string>; capitals: Map<string, string> } | undefined

function spelledOut(raw: string): string | undefined {
  if (!spellings) {
    // Prepared on its own: a process that reads a few titles need not read the whole base.
    const { abbreviations, capitals } = prepared('title-spellings', () => {
      const { titles } = loadKnowledge()
      return { abbreviations: Object.entries(titles.abbreviations), capitals: Object.entries(titles.capitalAcronyms) }
    })
    spellings = { abbreviations: new Map(abbreviations as Array<[string, string]>), capitals: new Map(capitals as Array<[string, string]>) }
  }
  // Two-letter acronyms that are also English words (IT) read as acronyms only in capitals.
  return spellings.capitals.get(raw) ?? spellings.abbreviations.get(raw.toLowerCase())
}

function singular(word: string): string {
  if (word.length <= 3 || NOT_PLURAL.test(word)) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/**
 * A light stemmer for title words: singular, then one of -ing, -ial, -al, -e off. Porter goes
 * further and folds agent nouns into their activity ("accountant" and "accounting" both
 * "account"), which for titles is the difference between two occupations.
 */
export function titleStem(word: string): string {
  const w = singular(word)
  if (w.length <= 5 || /[^a-z]/.test(w)) return w
  for (const suffix of ['ing', 'ial', 'al', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length)
  }
  return w
}

/**
 * The words of a title as title matching compares them: "Sr. Staff Accountants (CPA)" ->
 * ["account", "cpa"]. Order kept; duplicates out.
 */
export function titleWords(title: string): string[] {
  const out: string[] = []
  const add = (w: string) => {
    if (w.length < 2 || NOISE.has(w) || NOISE.has(singular(w))) return
    const s = titleStem(w)
    if (!out.includes(s)) out.push(s)
  }
  const text = title.normalize('NFKD').replace(/\p{M}/gu, '').replace(/&/g, ' and ')
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9+#]*/g)) {
    const raw = m[0]
    const spelled = spelledOut(raw)
    if (spelled) spelled.split(' ').forEach(add)
    else add(raw.toLowerCase())
  }
  return out
}

/** The head noun of a title, as a title word: "Director of Sales" -> "director". */
export function titleHead(title: string): string | null {
  const words = titleWords(title)
  return words.length ? headOf(title, words) : null
}

/** The head noun: the word before "of"/"for"/"to" ("Director of Sales"), else the last word. */
export function headOf(title: string, words: string[]): string {
  const before = /^(.*?)\s+(?:of|for|to)\s+/i.exec(title)
  if (before) {
    const w = titleWords(before[1]!)
    const last = w[w.length - 1]
    if (last) return last
  }
  return words[words.length - 1] ?? ''
}
