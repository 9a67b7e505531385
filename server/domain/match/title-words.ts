import { prepared } from '../knowledge/prepared-data.ts'
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
  `senior junior staff entry i ii iii iv v vi 1 2 3 4 5 a an the of and or for in at to on with other except
including all any no not only etc`.split(/\s+/),
)
const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X)$/
// Singular forms a plain "-s" rule gets wrong.
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ias|sales|series|news)$/

// British spellings, read as the American ones the base writes ("Theatre Teacher" = "Theater Teacher").
const SPELLINGS = new Map(
  Object.entries({
    theatre: 'theater',
    centre: 'center',
    organisation: 'organization',
    organisational: 'organizational',
    programme: 'program',
    labour: 'labor',
    colour: 'color',
    licence: 'license',
    defence: 'defense',
    catalogue: 'catalog',
    jewellery: 'jewelry',
    paediatric: 'pediatric',
    orthopaedic: 'orthopedic',
    anaesthesia: 'anesthesia',
  }),
)

/** The words of a title that tell its level (knowledge/titles.yaml), each an alternative of a regular expression. */
export interface SeniorityWords {
  lead: readonly string[]
  senior: readonly string[]
  junior: readonly string[]
}

let titleData: { abbreviations: Map<string, string>; capitals: Map<string, string>; levels: SeniorityWords } | undefined

/** What the knowledge base says of title words (titles.yaml), read once. */
function titleFacts(): NonNullable<typeof titleData> {
  if (!titleData) {
    // Prepared on its own: a process that reads a few titles need not read the whole base.
    const { abbreviations, capitals, levels } = prepared('title-words', () => {
      const { titles } = loadKnowledge()
      return { abbreviations: Object.entries(titles.abbreviations), capitals: Object.entries(titles.capitalAcronyms), levels: titles.levels }
    })
    titleData = {
      abbreviations: new Map(abbreviations as Array<[string, string]>),
      capitals: new Map(capitals as Array<[string, string]>),
      levels: levels as unknown as SeniorityWords,
    }
  }
  return titleData
}

/** The knowledge base's seniority words of titles. */
export function seniorityWords(): SeniorityWords {
  return titleFacts().levels
}

function spelledOut(raw: string): string | undefined {
  const spellings = titleFacts()
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
 * A light stemmer for title words: singular, then one of -ial, -al, -e off, and -ing where it
 * leaves an agent noun in -eer ("engineering" is "engineer"). Porter goes further and folds agent
 * nouns into their activity ("accountant" and "accounting" both "account"), which for titles is
 * the difference between two occupations; and -ing off everywhere made a field of work the word
 * it is built on ("Accounting Manager" an "Account Manager", "Marketing Analyst" a "Market
 * Research Analyst").
 */
export function titleStem(word: string): string {
  const w = singular(word)
  if (w.length <= 5 || /[^a-z]/.test(w)) return w
  if (w.endsWith('eering')) return w.slice(0, -3)
  for (const suffix of ['ing', 'ial', 'al', 'e']) {
    if (suffix === 'ing' && w.endsWith(suffix)) return w
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
  const add = (w: string, acronym = false) => {
    if (w.length < 2 || (!acronym && (NOISE.has(w) || NOISE.has(singular(w))))) return
    const s = titleStem(w)
    if (!out.includes(s)) out.push(s)
  }
  const text = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Initials joined by "&" or dots are one word ("M&A", "F&B", "P.E."); other "&"s are "and".
    .replace(/\b([A-Za-z])&([A-Za-z])\b/g, '$1$2')
    .replace(/\b([A-Za-z])\.([A-Za-z])\b\.?/g, '$1$2')
    .replace(/&/g, ' and ')
    // "Level" is a grade only beside "entry" or a number ("Entry Level", "Level II"); a Level Designer designs levels.
    .replace(/\bentry[- ]level\b/gi, 'entry')
    .replace(/\blevel\s+(?=(?:\d|[IVX]+\b))/gi, '')
  for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9+#]*/g)) {
    const raw = m[0]
    // A number is a title word only when it names the work ("911 Dispatcher"), not a grade ("Technician 2").
    if (/^\d+$/.test(raw) && raw.length < 3) continue
    const spelled = spelledOut(raw) ?? SPELLINGS.get(raw.toLowerCase())
    if (spelled) spelled.split(' ').forEach((w) => add(w))
    // Capitals are an acronym, not the filler word they spell ("OR Nurse" is an operating-room nurse); a
    // Roman numeral is a level.
    else add(raw.toLowerCase(), /^[A-Z]{2,5}$/.test(raw) && !ROMAN.test(raw))
  }
  return out
}

// Words that set a title's level within one line of work, spelled one way each.
const LEVEL_WORDS = new Map(
  Object.entries({ senior: 'senior', sr: 'senior', snr: 'senior', junior: 'junior', jr: 'junior', staff: 'staff', entry: 'entry' }).concat(
    ['i', 'ii', 'iii', 'iv', 'v', 'vi', '1', '2', '3', '4', '5'].map((w) => [w, w]),
  ),
)

/**
 * The level words of a title, sorted and spelled one way ("Sr. Staff Accountant III" ->
 * "iii senior staff"); "" for none. Title words leave them out; this keeps them apart, so that
 * "Staff Accountant" and "Senior Accountant", both the words ["accountant"], read as the two roles
 * they are.
 */
export function titleLevel(title: string): string {
  const found = new Set<string>()
  for (const m of title.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const level = LEVEL_WORDS.get(m[0])
    if (level) found.add(level)
  }
  return [...found].sort().join(' ')
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
