import { readFileSync } from 'node:fs'
import { PackedKeys, packKeys, type PackedKeysData } from '../../lib/packed-keys.ts'
import { prepared } from '../../lib/prepared-data.ts'
import type { Occupation, WeightedOccupation } from './types.ts'

/*
 * Job titles -> O*NET occupations, from data/occupations.json (built by
 * scripts/build-occupations.ts from O*NET 29.3; attribution in its header). Each occupation comes
 * with its own title and the job titles incumbents reported for it ("Staff Accountant",
 * "Audit Senior"), ~8,800 titles in all.
 *
 * A title is compared as a set of title words (titleWords): abbreviations spelled out ("Sr. HR
 * Mgr" = "human resources manager", see ABBREVIATIONS), level words and filler out ("Senior
 * Staff Accountant II" = "accountant"), lightly stemmed (titleStem: "Finance Manager" =
 * "Financial Managers", "Engineering" = "Engineer", but "Accountant" is not "Accounting").
 * Similarity of two titles is the weighted Jaccard index of their word sets, a word weighing its
 * IDF over all O*NET titles (so "manager" weighs little and "accountant" much), halved when their
 * head nouns differ (the word before "of"/"for", else the last word: "Director" in "Director of
 * Sales"), so that "Sales Director" and "Director of Sales" agree and "Teacher Assistant" is not
 * "Teacher".
 *
 * Occupations are related through the SOC code: same detailed occupation (13-2011), broad
 * occupation (13-201x), minor group (13-2xxx), major group (13-xxxx) — see familySimilarity.
 */

/** The index as plain data (lib/prepared-data.ts): key tables searched in place, lists by position in them. */
type OccupationData = {
  /** Occupation i's code and title. */
  codes: string[]
  titles: string[]
  /** Codes that only the related lists name, numbered after the occupations. */
  relatedOnlyCodes: string[]
  /** Code c (occupations, then relatedOnlyCodes) is related to relatedCode[k] with cosine relatedCosine[k], k from relatedStart[c] to relatedStart[c + 1]. */
  relatedStart: Uint32Array
  relatedCode: Uint32Array
  relatedCosine: Float64Array
  /** Titles: occupation, words (ids into `words`, CSR by wordStart), IDF sum. */
  titleOccupation: Int32Array
  wordStart: Uint32Array
  titleWordIds: Uint32Array
  titleWeight: Float64Array
  /** Head words -> the titles with that head (headTitles from headStart[h] to headStart[h + 1]). */
  heads: PackedKeysData
  headStart: Uint32Array
  headTitles: Uint32Array
  /** Sorted word sets -> the titles with exactly those words. */
  wordSets: PackedKeysData
  wordSetStart: Uint32Array
  wordSetTitles: Uint32Array
  /** Title words by id, and each one's IDF. */
  words: PackedKeysData
  idf: Float64Array
  /** IDF given to a word no O*NET title has (rare, so informative). */
  unknownIdf: number
  attribution: string
}

interface OccupationIndex {
  data: OccupationData
  occupations: Occupation[]
  /** Code -> its number (occupations first, then relatedOnlyCodes). */
  byCode: Map<string, number>
  heads: PackedKeys
  wordSets: PackedKeys
  words: PackedKeys
}

const DATA_FILE = new URL('./data/occupations.json', import.meta.url)

// Spelled-out forms of the abbreviations titles use. Keys are lower case; two-letter acronyms
// that are also English words (IT) are only read as acronyms when written in capitals.
const ABBREVIATIONS = new Map<string, string>(
  Object.entries({
    sr: 'senior',
    snr: 'senior',
    jr: 'junior',
    mgr: 'manager',
    mngr: 'manager',
    asst: 'assistant',
    assoc: 'associate',
    admin: 'administrator',
    exec: 'executive',
    rep: 'representative',
    dir: 'director',
    coord: 'coordinator',
    spec: 'specialist',
    eng: 'engineer',
    engr: 'engineer',
    tech: 'technician',
    acct: 'accountant',
    hr: 'human resources',
    vp: 'vice president',
    svp: 'vice president',
    evp: 'vice president',
    avp: 'vice president',
    ceo: 'chief executive',
    cfo: 'chief financial officer',
    coo: 'chief operating officer',
    cto: 'chief technology officer',
    cio: 'chief information officer',
    rn: 'registered nurse',
    lpn: 'licensed practical nurse',
    cna: 'nursing assistant',
    qa: 'quality assurance',
    dev: 'developer',
    sw: 'software',
    ops: 'operations',
    pm: 'project manager',
    csr: 'customer service representative',
    bdm: 'business development manager',
    gm: 'general manager',
  }),
)
const CAPITAL_ACRONYMS = new Map<string, string>(
  Object.entries({
    IT: 'information technology',
    IS: 'information systems',
    AR: 'accounts receivable',
    AP: 'accounts payable',
  }),
)

// Words that say nothing about the occupation: level, rank and filler.
const NOISE = new Set(
  `senior junior staff entry level i ii iii iv v vi 1 2 3 4 5 a an the of and or for in at to on with other except
including all any no not only etc`.split(/\s+/),
)
// Singular forms a plain "-s" rule gets wrong.
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ias|sales|series|news)$/

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
    const spelled = CAPITAL_ACRONYMS.get(raw) ?? ABBREVIATIONS.get(raw.toLowerCase())
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
function headOf(title: string, words: string[]): string {
  const before = /^(.*?)\s+(?:of|for|to)\s+/i.exec(title)
  if (before) {
    const w = titleWords(before[1]!)
    const last = w[w.length - 1]
    if (last) return last
  }
  return words[words.length - 1] ?? ''
}

/** Parts of an occupation title that are titles themselves: "Farmers, Ranchers, and Other Agricultural Managers". */
function occupationTitleParts(title: string): string[] {
  const main = title.replace(/,?\s+(?:except|including)\b.*$/i, '')
  const parts = main.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i).map((p) => p.replace(/^other\s+/i, '').trim())
  // A part is a title when it ends in a plural noun ("Auditing Clerks"); "Bookkeeping" is not.
  return [title, main, ...parts.filter((p) => /[a-z]s$/.test(p))]
}

let cached: OccupationIndex | undefined

export function loadOccupations(): OccupationIndex {
  if (cached) return cached
  const data = prepared('occupations', () =>
    buildIndex(JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { attribution: string; occupations: string[][]; related: Record<string, string> }),
  )
  const byCode = new Map<string, number>()
  ;[...data.codes, ...data.relatedOnlyCodes].forEach((code, i) => byCode.set(code, i))
  cached = {
    data,
    occupations: data.codes.map((code, i) => ({ code, title: data.titles[i]! })),
    byCode,
    heads: new PackedKeys(data.heads),
    wordSets: new PackedKeys(data.wordSets),
    words: new PackedKeys(data.words),
  }
  return cached
}

/** The O*NET attribution line, to show wherever occupation data is used. */
export function occupationAttribution(): string {
  return loadOccupations().data.attribution
}

/** Lists of numbers under keys, as a key table and one array of the lists end to end. */
function packLists(lists: Map<string, number[]>): { keys: PackedKeysData; start: Uint32Array; items: Uint32Array } {
  const start = new Uint32Array(lists.size + 1)
  const all = [...lists.values()]
  all.forEach((list, k) => (start[k + 1] = start[k]! + list.length))
  const items = new Uint32Array(start[lists.size]!)
  all.forEach((list, k) => items.set(list, start[k]!))
  return { keys: packKeys([...lists.keys()]), start, items }
}

function buildIndex(data: { attribution: string; occupations: string[][]; related: Record<string, string> }): OccupationData {
  const occupations: Occupation[] = []
  const titles: Array<{ occupation: number; words: string[]; head: string }> = []
  const seen = new Set<string>()
  for (const [code, title, ...reported] of data.occupations) {
    if (!code || !title) continue
    const occupation = occupations.length
    occupations.push({ code, title })
    for (const t of [...occupationTitleParts(title), ...reported]) {
      const words = titleWords(t)
      if (words.length === 0) continue
      const key = `${occupation}|${[...words].sort().join(' ')}`
      if (seen.has(key)) continue
      seen.add(key)
      titles.push({ occupation, words, head: headOf(t, words) })
    }
  }
  const wordIds = new Map<string, number>()
  const df: number[] = []
  for (const t of titles) {
    for (const w of t.words) {
      let id = wordIds.get(w)
      if (id === undefined) wordIds.set(w, (id = df.push(0) - 1))
      df[id]!++
    }
  }
  const idf = Float64Array.from(df, (n) => Math.log(1 + titles.length / n))
  const titleOccupation = new Int32Array(titles.length)
  const wordStart = new Uint32Array(titles.length + 1)
  const titleWordIds = new Uint32Array(titles.reduce((n, t) => n + t.words.length, 0))
  const titleWeight = new Float64Array(titles.length)
  const byHead = new Map<string, number[]>()
  const byWordSet = new Map<string, number[]>()
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key)
    if (list) list.push(i)
    else map.set(key, [i])
  }
  let at = 0
  titles.forEach((t, i) => {
    titleOccupation[i] = t.occupation
    for (const w of t.words) {
      const id = wordIds.get(w)!
      titleWordIds[at++] = id
      titleWeight[i] = titleWeight[i]! + idf[id]!
    }
    wordStart[i + 1] = at
    push(byHead, t.head, i)
    push(byWordSet, [...t.words].sort().join(' '), i)
  })
  const related = new Map<string, Map<string, number>>()
  const link = (a: string, b: string, cosine: number) => {
    let m = related.get(a)
    if (!m) related.set(a, (m = new Map()))
    m.set(b, Math.max(m.get(b) ?? 0, cosine))
  }
  for (const [code, list] of Object.entries(data.related ?? {})) {
    for (const item of list.split(' ')) {
      const [other, percent] = item.split(':')
      if (!other || !percent) continue
      link(code, other, Number(percent) / 100)
      link(other, code, Number(percent) / 100)
    }
  }
  // Codes numbered as loadOccupations numbers them (a repeated code: its last occupation).
  const number = new Map<string, number>()
  occupations.forEach((o, i) => number.set(o.code, i))
  const relatedOnlyCodes = [...related.keys()].filter((code) => !number.has(code))
  relatedOnlyCodes.forEach((code, i) => number.set(code, occupations.length + i))
  const codeCount = occupations.length + relatedOnlyCodes.length
  const lists: Array<Array<[number, number]>> = Array.from({ length: codeCount }, () => [])
  for (const [code, others] of related) for (const [other, cosine] of others) lists[number.get(code)!]!.push([number.get(other)!, cosine])
  const relatedStart = new Uint32Array(codeCount + 1)
  lists.forEach((list, c) => (relatedStart[c + 1] = relatedStart[c]! + list.length))
  const relatedCode = Uint32Array.from(lists.flat(), ([other]) => other)
  const relatedCosine = Float64Array.from(lists.flat(), ([, cosine]) => cosine)
  const heads = packLists(byHead)
  const wordSets = packLists(byWordSet)
  return {
    codes: occupations.map((o) => o.code),
    titles: occupations.map((o) => o.title),
    relatedOnlyCodes,
    relatedStart,
    relatedCode,
    relatedCosine,
    titleOccupation,
    wordStart,
    titleWordIds,
    titleWeight,
    heads: heads.keys,
    headStart: heads.start,
    headTitles: heads.items,
    wordSets: wordSets.keys,
    wordSetStart: wordSets.start,
    wordSetTitles: wordSets.items,
    words: packKeys([...wordIds.keys()]),
    idf,
    unknownIdf: Math.log(1 + titles.length),
    attribution: data.attribution,
  }
}

/** IDF of a title word over the O*NET titles: how much it says about the occupation. */
export function titleWordWeight(word: string): number {
  const { data, words } = loadOccupations()
  const id = words.find(word)
  return id < 0 ? data.unknownIdf : data.idf[id]!
}

export function occupationByCode(code: string): Occupation | null {
  const index = loadOccupations()
  const i = index.byCode.get(code)
  return i === undefined ? null : (index.occupations[i] ?? null)
}

const NO_TITLES = new Uint32Array(0)

// A title reads as an occupation when it is at least this close to one of its titles.
const MIN_SIMILARITY = 0.5
// Occupations this close to the best one are kept as alternatives.
const ALTERNATIVE_MARGIN = 0.1
// Below this an occupation is a guess among too many to be worth keeping.
const MIN_WEIGHT = 0.1

/**
 * The occupations a job title most likely names, best first, weight = similarity of the closest
 * O*NET title (0..1) divided by the square root of the number of occupations close to the best,
 * so that an ambiguous title ("Teacher": 14 occupations) names each less surely.
 */
export function matchTitle(title: string, limit = 5): WeightedOccupation[] {
  const { data: index, occupations, heads, wordSets, words: wordIds } = loadOccupations()
  const words = titleWords(title)
  if (words.length === 0) return []
  const head = headOf(title, words)
  const ids = words.map((w) => wordIds.find(w))
  let own = 0
  for (const id of ids) own += id >= 0 ? index.idf[id]! : index.unknownIdf

  // With different heads a title scores at most half its word overlap, and MIN_SIMILARITY is
  // one half: only titles with the same head, or with exactly the same words, can qualify.
  const h = heads.find(head)
  const sameHead = h < 0 ? NO_TITLES : index.headTitles.subarray(index.headStart[h], index.headStart[h + 1])
  const w = wordSets.find([...words].sort().join(' '))
  const sameWords =
    w < 0 ? NO_TITLES : index.wordSetTitles.subarray(index.wordSetStart[w], index.wordSetStart[w + 1]).filter((ti) => !sameHead.includes(ti))
  const best = new Map<number, number>()
  const consider = (ti: number, headMatches: boolean) => {
    let shared = 0
    for (let k = index.wordStart[ti]!, end = index.wordStart[ti + 1]!; k < end; k++) {
      const id = index.titleWordIds[k]!
      if (ids.includes(id)) shared += index.idf[id]!
    }
    let sim = shared / (own + index.titleWeight[ti]! - shared)
    if (!headMatches) sim *= 0.5
    const occupation = index.titleOccupation[ti]!
    if (sim > (best.get(occupation) ?? 0)) best.set(occupation, sim)
  }
  for (const ti of sameHead) consider(ti, true)
  for (const ti of sameWords) consider(ti, false)
  const ranked = [...best.entries()].filter(([, sim]) => sim >= MIN_SIMILARITY).sort((a, b) => b[1] - a[1] || a[0] - b[0])
  if (ranked.length === 0) return []
  const top = ranked[0]![1]
  const kept = ranked.filter(([, sim]) => sim >= top - ALTERNATIVE_MARGIN)
  const ambiguity = Math.sqrt(kept.length)
  return kept
    .slice(0, limit)
    .map(([i, sim]) => ({ ...occupations[i]!, weight: round2(sim / ambiguity) }))
    .filter((o) => o.weight >= MIN_WEIGHT)
}

// Related occupations score cosine / RELATED_FULL, at most RELATED_CAP (below the 1 of the same one).
const RELATED_FULL = 0.8
const RELATED_CAP = 0.7

/**
 * How related two occupations are (0..1): the better of their SOC family (familySimilarity) and
 * the likeness of their work (O*NET description and tasks, see scripts/build-occupations.ts):
 * cosine / RELATED_FULL, at most RELATED_CAP, so that only the same occupation scores 1.
 * "Accountants and Auditors" and "Treasurers and Controllers" (cosine 0.33): 0.41.
 */
export function occupationSimilarity(a: string, b: string): number {
  const family = familySimilarity(a, b)
  if (family >= 1) return family
  const cosine = relatedCosine(a, b)
  return Math.max(family, Math.min(RELATED_CAP, cosine / RELATED_FULL))
}

/** The cosine of two occupations' work, 0 when the data does not relate them. */
function relatedCosine(a: string, b: string): number {
  const { data, byCode } = loadOccupations()
  const i = byCode.get(a)
  const j = byCode.get(b)
  if (i === undefined || j === undefined) return 0
  for (let k = data.relatedStart[i]!, end = data.relatedStart[i + 1]!; k < end; k++) if (data.relatedCode[k] === j) return data.relatedCosine[k]!
  return 0
}

/**
 * How related two occupations are by their SOC codes: 1 same detailed occupation ("13-2011",
 * whatever the O*NET suffix), 0.75 same broad occupation ("13-201x"), 0.4 same minor group
 * ("13-2xxx"), 0.15 same major group ("13-xxxx"), else 0. Minor and major groups are wide
 * ("Other Management Occupations" holds construction and fitness managers alike), hence low.
 */
export function familySimilarity(a: string, b: string): number {
  if (a.slice(0, 7) === b.slice(0, 7)) return 1
  if (a.slice(0, 6) === b.slice(0, 6)) return 0.75
  if (a.slice(0, 4) === b.slice(0, 4)) return 0.4
  if (a.slice(0, 2) === b.slice(0, 2)) return 0.15
  return 0
}

/**
 * Splits a compound title ("Design Director / Senior Designer") into the titles it holds: the
 * whole, then each part whose head noun heads some O*NET title ("Wholesale and Manufacturing"
 * in "Sales Representatives, Wholesale and Manufacturing" is a qualifier, not a title).
 */
export function titleAlternatives(title: string): string[] {
  const parts = title
    .split(/\s*(?:\/|\||;|,|\s[-–—]\s|\(|\))\s*/)
    .map((p) => p.trim())
    .filter((p) => /[A-Za-z]{2}/.test(p))
  if (parts.length <= 1) return [title]
  const { heads } = loadOccupations()
  return [title, ...parts.filter((p) => heads.find(titleHead(p) ?? '') >= 0)]
}

const titleCache = new Map<string, WeightedOccupation[]>()

/** Occupations of a possibly compound title: the whole, then its parts (a part counts 0.9). */
export function occupationsOfTitle(title: string, limit = 5): WeightedOccupation[] {
  const key = `${limit}|${title}`
  let found = titleCache.get(key)
  if (!found) {
    found = computeOccupationsOfTitle(title, limit)
    // Titles repeat across resumes; the bound only guards against unusual input.
    if (titleCache.size >= 20_000) titleCache.clear()
    titleCache.set(key, found)
  }
  return found.map((o) => ({ ...o }))
}

function computeOccupationsOfTitle(title: string, limit: number): WeightedOccupation[] {
  const byCode = new Map<string, WeightedOccupation>()
  titleAlternatives(title).forEach((alternative, i) => {
    const factor = i === 0 ? 1 : 0.9
    for (const o of matchTitle(alternative, limit)) {
      const weight = round2(o.weight * factor)
      const current = byCode.get(o.code)
      if (!current || weight > current.weight) byCode.set(o.code, { ...o, weight })
    }
  })
  return [...byCode.values()].sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code)).slice(0, limit)
}

const round2 = (x: number) => Math.round(x * 100) / 100
