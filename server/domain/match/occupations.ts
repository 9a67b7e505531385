import { PackedKeys, packKeys, type PackedKeysData } from '../knowledge/packed-keys.ts'
import { prepared } from '../knowledge/prepared-data.ts'
import { loadKnowledge, type KnowledgeBase, type MoveDirection } from '../knowledge/index.ts'
import { headOf, titleHead, titleLevel, titleWords } from './title-words.ts'
import type { Occupation, WeightedOccupation } from './types.ts'

/*
 * Job titles -> occupations. An occupation is a role of T10's knowledge base
 * (knowledge/fields/*.yaml); its code is the role's title as the base writes it ("Staff
 * Accountant", "Account Manager (Advertising)"), and each comes with its variants and the titles
 * it shares with other roles, ~6,000 titles in all.
 *
 * A title is compared as a set of title words (title-words.ts). Similarity of two titles is the
 * weighted Jaccard index of their word sets, a word weighing its IDF over all the base's titles (so
 * "manager" weighs little and "accountant" much), halved when their head nouns differ (the word
 * before "of"/"for", else the last word: "Director" in "Director of Sales"), so that "Sales
 * Director" and "Director of Sales" agree and "Teacher Assistant" is not "Teacher".
 *
 * Occupations are related through the base (occupationSimilarity): the moves a role lists (up,
 * across, down, with how well the work transfers), how alike their skills are, and their field.
 */

/** The index as plain data (lib/prepared-data.ts): key tables searched in place, lists by position in them. */
type OccupationData = {
  /** Occupation i's code (its role's title) and the title people write (without a qualifier). */
  codes: string[]
  titles: string[]
  /** Occupation i's field (position in the base's fields). */
  fields: Uint16Array
  /** The moves the base gives occupation i: moveCode[k], moveStrength[k], moveDirection[k], k from moveStart[i] to moveStart[i + 1]. */
  moveStart: Uint32Array
  moveCode: Uint32Array
  moveStrength: Float64Array
  /** 0 up, 1 across, 2 down (MOVE_DIRECTIONS). */
  moveDirection: Uint8Array
  /** The occupations whose skills are most like occupation i's, with the cosine (CSR as the moves). */
  alikeStart: Uint32Array
  alikeCode: Uint32Array
  alikeCosine: Float64Array
  /** Titles: occupation, words (ids into `words`, CSR by wordStart), IDF sum. */
  titleOccupation: Int32Array
  /** Titles: level words (position in `levels`, titleLevel), and how surely the title names its occupation (1; less for a shared one). */
  titleLevel: Uint16Array
  titleClaim: Float32Array
  levels: string[]
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
  /** IDF given to a word no title has (rare, so informative). */
  unknownIdf: number
}

interface OccupationIndex {
  data: OccupationData
  occupations: Occupation[]
  /** Code -> its number. */
  byCode: Map<string, number>
  heads: PackedKeys
  wordSets: PackedKeys
  words: PackedKeys
}

const MOVE_DIRECTIONS: readonly MoveDirection[] = ['up', 'across', 'down']
// Occupations kept as alike to each one, and the least cosine of their skills that counts.
const ALIKE_KEPT = 20
const ALIKE_MIN = 0.2
// A common skill weighs this much against a core one in an occupation's skill vector.
const COMMON_SKILL = 0.5

let cached: OccupationIndex | undefined

export function loadOccupations(): OccupationIndex {
  if (cached) return cached
  const data = prepared('occupations', () => buildIndex(loadKnowledge()))
  const byCode = new Map<string, number>()
  data.codes.forEach((code, i) => byCode.set(code, i))
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

/** Lists of numbers under keys, as a key table and one array of the lists end to end. */
function packLists(lists: Map<string, number[]>): { keys: PackedKeysData; start: Uint32Array; items: Uint32Array } {
  const start = new Uint32Array(lists.size + 1)
  const all = [...lists.values()]
  all.forEach((list, k) => (start[k + 1] = start[k]! + list.length))
  const items = new Uint32Array(start[lists.size]!)
  all.forEach((list, k) => items.set(list, start[k]!))
  return { keys: packKeys([...lists.keys()]), start, items }
}

/** Per-occupation lists as CSR arrays. */
function csr<T>(lists: T[][]): { start: Uint32Array; items: T[] } {
  const start = new Uint32Array(lists.length + 1)
  lists.forEach((list, i) => (start[i + 1] = start[i]! + list.length))
  return { start, items: lists.flat() }
}

function buildIndex(base: KnowledgeBase): OccupationData {
  const titles: Array<{ occupation: number; words: string[]; head: string; level: string; claim: number }> = []
  const seen = new Set<string>()
  base.roles.forEach((role, occupation) => {
    // A role's own name and variants name it outright; a title other roles share (its name too,
    // when the name needs a qualifier) names it less surely, by how often it means this role.
    const qualified = role.name !== role.title
    const claims: Array<[string, number]> = [
      [role.name, qualified ? SHARED_TITLE : 1],
      ...role.variants.map((v): [string, number] => [v, 1]),
      ...role.sharedVariants.map((v, i): [string, number] => [v, SHARED_TITLE * (role.sharedWeights[i] ?? 1)]),
    ]
    for (const [t, claim] of claims) {
      const words = titleWords(t)
      if (words.length === 0) continue
      const level = titleLevel(t)
      const key = `${occupation}|${[...words].sort().join(' ')}|${level}`
      if (seen.has(key)) continue
      seen.add(key)
      titles.push({ occupation, words, head: headOf(t, words), level, claim })
    }
  })
  const levels = [...new Set(titles.map((t) => t.level))].sort()
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
  const moves = csr(base.roles.map((role) => role.related))
  const alike = csr(alikeOccupations(base))
  const heads = packLists(byHead)
  const wordSets = packLists(byWordSet)
  return {
    codes: base.roles.map((r) => r.title),
    titles: base.roles.map((r) => r.name),
    fields: Uint16Array.from(base.roles, (r) => r.field),
    moveStart: moves.start,
    moveCode: Uint32Array.from(moves.items, (m) => m.role),
    moveStrength: Float64Array.from(moves.items, (m) => m.strength),
    moveDirection: Uint8Array.from(moves.items, (m) => MOVE_DIRECTIONS.indexOf(m.direction)),
    alikeStart: alike.start,
    alikeCode: Uint32Array.from(alike.items, ([code]) => code),
    alikeCosine: Float64Array.from(alike.items, ([, cosine]) => cosine),
    titleOccupation,
    titleLevel: Uint16Array.from(titles, (t) => levels.indexOf(t.level)),
    titleClaim: Float32Array.from(titles, (t) => t.claim),
    levels,
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
  }
}

/**
 * Per occupation, the occupations whose skills are most alike: the cosine of their skill vectors
 * (core skills 1, common COMMON_SKILL, each × its IDF over the roles, so that a skill every role
 * lists says little), the ALIKE_KEPT best at ALIKE_MIN or more.
 */
function alikeOccupations(base: KnowledgeBase): Array<Array<[number, number]>> {
  const df = new Map<number, number>()
  for (const role of base.roles) for (const s of [...role.core, ...role.common]) df.set(s, (df.get(s) ?? 0) + 1)
  const vectors = base.roles.map((role) => {
    const v = new Map<number, number>()
    const idf = (s: number) => Math.log(1 + base.roles.length / df.get(s)!)
    for (const s of role.core) v.set(s, idf(s))
    for (const s of role.common) if (!v.has(s)) v.set(s, COMMON_SKILL * idf(s))
    let norm = 0
    for (const w of v.values()) norm += w * w
    norm = Math.sqrt(norm) || 1
    for (const [s, w] of v) v.set(s, w / norm)
    return v
  })
  const bySkill = new Map<number, number[]>()
  vectors.forEach((v, r) => {
    for (const s of v.keys()) {
      const list = bySkill.get(s)
      if (list) list.push(r)
      else bySkill.set(s, [r])
    }
  })
  return vectors.map((v, r) => {
    const dots = new Map<number, number>()
    for (const [s, w] of v)
      for (const other of bySkill.get(s)!) if (other !== r) dots.set(other, (dots.get(other) ?? 0) + w * vectors[other]!.get(s)!)
    return [...dots.entries()]
      .filter(([, cosine]) => cosine >= ALIKE_MIN)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, ALIKE_KEPT)
      .map(([other, cosine]) => [other, Math.round(cosine * 1000) / 1000] as [number, number])
  })
}

/** IDF of a title word over the base's titles: how much it says about the occupation. */
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
// A title shared by several roles names each at most this surely, so that a role's own title wins
// where there is one; and a title of another level (senior, staff, II) this much less: the level
// words are not title words, so "Staff Accountant" and "Senior Accountant" have the same words.
const SHARED_TITLE = 0.85
const OTHER_LEVEL = 0.85
// A role's own title (not a shared one, which is generic by nature) held whole in a longer one scores
// at least this (then more with the share of words it covers), when it covers at least CONTAINED_SHARE
// of the longer title's word weight: "Global Finance Accountant" is an accountant.
const CONTAINED = 0.6
const CONTAINED_SHARE = 0.4
// Occupations this close to the best one are kept as alternatives.
const ALTERNATIVE_MARGIN = 0.1
// Below this an occupation is a guess among too many to be worth keeping.
const MIN_WEIGHT = 0.1

/**
 * The occupations a job title most likely names, best first, weight = similarity of the closest
 * title (0..1) divided by the square root of the number of occupations close to the best, so
 * that an ambiguous title ("Coordinator": many roles) names each less surely.
 */
export function matchTitle(title: string, limit = 5, ownTitlesOnly = false, minSimilarity = MIN_SIMILARITY): WeightedOccupation[] {
  const { data: index, occupations, heads, wordSets, words: wordIds } = loadOccupations()
  const words = titleWords(title)
  if (words.length === 0) return []
  const head = headOf(title, words)
  const level = index.levels.indexOf(titleLevel(title))
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
    if (ownTitlesOnly && index.titleClaim[ti]! !== 1) return
    let shared = 0
    for (let k = index.wordStart[ti]!, end = index.wordStart[ti + 1]!; k < end; k++) {
      const id = index.titleWordIds[k]!
      if (ids.includes(id)) shared += index.idf[id]!
    }
    let sim = shared / (own + index.titleWeight[ti]! - shared)
    // A title of the base held whole in a longer one, head and all, names the same work made
    // specific ("Store Chef", "Senior Lead Technologist Editor"): it counts, though less surely
    // than the whole title would.
    const ownTitle = index.titleClaim[ti]! === 1
    if (ownTitle && headMatches && shared >= index.titleWeight[ti]! - 1e-9 && sim >= CONTAINED_SHARE)
      sim = Math.max(sim, CONTAINED + (1 - CONTAINED) * sim)
    // A one-word title ("Supervisor", "Driver") names only the roles written with that word alone.
    if (words.length === 1 && sim < 1) sim = 0
    sim *= index.titleClaim[ti]!
    if (!headMatches) sim *= 0.5
    if (index.titleLevel[ti] !== level) sim *= OTHER_LEVEL
    const occupation = index.titleOccupation[ti]!
    if (sim > (best.get(occupation) ?? 0)) best.set(occupation, sim)
  }
  for (const ti of sameHead) consider(ti, true)
  for (const ti of sameWords) consider(ti, false)
  const ranked = [...best.entries()].filter(([, sim]) => sim >= minSimilarity).sort((a, b) => b[1] - a[1] || a[0] - b[0])
  if (ranked.length === 0) return []
  const top = ranked[0]![1]
  const kept = ranked.filter(([, sim]) => sim >= top - ALTERNATIVE_MARGIN)
  const ambiguity = Math.sqrt(kept.length)
  return kept
    .slice(0, limit)
    .map(([i, sim]) => ({ ...occupations[i]!, weight: round2(sim / ambiguity) }))
    .filter((o) => o.weight >= MIN_WEIGHT)
}

// Work alike by skills scores cosine / ALIKE_FULL, at most ALIKE_CAP; a move the base lists
// scores its strength, at most MOVE_CAP; the same field at least SAME_FIELD. Only the same
// occupation scores 1.
const ALIKE_FULL = 0.8
const ALIKE_CAP = 0.7
const MOVE_CAP = 0.9
const SAME_FIELD = 0.15

/**
 * How related two occupations are (0..1): the better of the move between them the base lists
 * (how well the work transfers, either way), the likeness of their skills, and their field.
 */
export function occupationSimilarity(a: string, b: string): number {
  return relatedness(a, b, ANY_DIRECTION)
}

// A move down (the candidate's role is the more senior one) transfers a little less of the work
// the posting's role needs day to day: a step up or across is how careers usually move.
const MOVE_DIRECTION_FACTOR: Readonly<Record<MoveDirection, number>> = { up: 1, across: 1, down: 0.85 }
const ANY_DIRECTION: Readonly<Record<MoveDirection, number>> = { up: 1, across: 1, down: 1 }

/**
 * How much of the work of occupation `from` carries over to occupation `to` (0..1): as
 * occupationSimilarity, but a move down counts MOVE_DIRECTION_FACTOR.down of its strength. Read
 * from the candidate's side: `from` is what they did, `to` the job.
 */
export function occupationTransfer(from: string, to: string): number {
  return relatedness(from, to, MOVE_DIRECTION_FACTOR)
}

/** 1 for the same occupation; else the best of the listed move (its strength × the direction's factor, at most MOVE_CAP), skill likeness and field. */
function relatedness(from: string, to: string, direction: Readonly<Record<MoveDirection, number>>): number {
  if (from === to) return 1
  const { data, byCode } = loadOccupations()
  const i = byCode.get(from)
  const j = byCode.get(to)
  if (i === undefined || j === undefined) return 0
  let best = data.fields[i] === data.fields[j] ? SAME_FIELD : 0
  for (let k = data.moveStart[i]!, end = data.moveStart[i + 1]!; k < end; k++) {
    if (data.moveCode[k] !== j) continue
    best = Math.max(best, Math.min(MOVE_CAP, data.moveStrength[k]! * direction[MOVE_DIRECTIONS[data.moveDirection[k]!]!]))
  }
  for (let k = data.alikeStart[i]!, end = data.alikeStart[i + 1]!; k < end; k++) {
    if (data.alikeCode[k] === j) best = Math.max(best, Math.min(ALIKE_CAP, data.alikeCosine[k]! / ALIKE_FULL))
  }
  return best
}

/** The move from occupation `from` to `to` the base lists (stated or read back), or null. */
export function occupationMove(from: string, to: string): { strength: number; direction: MoveDirection } | null {
  const { data, byCode } = loadOccupations()
  const i = byCode.get(from)
  const j = byCode.get(to)
  if (i === undefined || j === undefined) return null
  for (let k = data.moveStart[i]!, end = data.moveStart[i + 1]!; k < end; k++) {
    if (data.moveCode[k] === j) return { strength: data.moveStrength[k]!, direction: MOVE_DIRECTIONS[data.moveDirection[k]!]! }
  }
  return null
}

/**
 * Splits a compound title ("Design Director / Senior Designer") into the titles it holds: the
 * whole, then each part whose head noun heads some title of the base ("Wholesale and
 * Manufacturing" in "Sales Representative, Wholesale and Manufacturing" is a qualifier, not a title).
 */
export function titleAlternatives(title: string): string[] {
  const parts = title
    .split(/\s*(?:\/|\||;|,|\s&\s|\s[-–—]\s|\(|\))\s*/)
    .map((p) => p.trim())
    .filter((p) => /[A-Za-z]{2}/.test(p))
  const { heads } = loadOccupations()
  const heading = (p: string) => heads.find(titleHead(p) ?? '') >= 0
  // "Engagement and Operations Coordinator" holds two titles that share their last word.
  const joined = /^(\S+(?: \S+)?) and (\S+(?: \S+)?) (\S+)$/i.exec(title.trim())
  const shared = joined && heading(joined[3]!) ? [`${joined[1]} ${joined[3]}`, `${joined[2]} ${joined[3]}`] : []
  if (parts.length <= 1) return [title, ...shared]
  const alternatives = [title, ...parts.filter(heading), ...shared]
  // "Senior Manager, Digital Marketing" is a "Digital Marketing Senior Manager": a title turned
  // round a comma, read the right way too.
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(title)
  if (inverted) alternatives.push(`${inverted[2]} ${inverted[1]}`)
  return alternatives
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
  if (byCode.size === 0) return trimmedTitle(title, limit)
  return [...byCode.values()].sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code)).slice(0, limit)
}

// A title read from its last words only is this much less sure, per word left out, and those words
// must be a role's title as written, words and level ("City Sales Manager" is not a City Manager).
const TRIMMED = 0.8
const TRIMMED_SIMILARITY = 0.99

/**
 * A title that reads as no role, read from its end: words in front of a role's title are most
 * often an employer's, a place's or a department's ("Company Name City Sales Manager", "Global
 * Finance Accountant", "Store Chef"). The first ending that reads as a role counts, less surely
 * for each word left out.
 */
function trimmedTitle(title: string, limit: number): WeightedOccupation[] {
  const words = title.split(/\s+/).filter(Boolean)
  for (let k = 1; k < words.length; k++) {
    const rest = words.slice(k).join(' ')
    // A single word: a role's own title, or a title shared only as plainly as SHARED_TITLE (a
    // "Mechanic", an "Editor"), not one the base says rarely means its role ("Advocate").
    // Several words: a role's title as written, or a shared title written exactly ("Multimedia
    // Sales Consultant" is a "Sales Consultant", which several sales roles are called).
    const restWords = titleWords(rest)
    const asWritten = restWords.length === 1 || loadOccupations().wordSets.find([...restWords].sort().join(' ')) >= 0
    const found = matchTitle(rest, limit, false, asWritten ? SHARED_TITLE - 1e-9 : TRIMMED_SIMILARITY)
    if (found.length > 0) return found.map((o) => ({ ...o, weight: round2(o.weight * TRIMMED ** k) }))
  }
  return []
}

export { titleWords, titleHead }

const round2 = (x: number) => Math.round(x * 100) / 100
