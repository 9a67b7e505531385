import { PackedKeys, packKeys, type PackedKeysData } from '../knowledge/packed-keys.ts'
import { prepared } from '../knowledge/prepared-data.ts'
import { loadKnowledge, type KnowledgeBase } from '../knowledge/index.ts'
import { occupationByCode } from './occupations.ts'
import { countTerms, type TermCounts } from './terms.ts'
import type { WeightedOccupation } from './types.ts'

/*
 * What a text is about, as occupations (roles of the knowledge base): the text's log-tf term
 * vector against each role's profile. A role's profile is the TF-IDF vector of what the base says
 * of it — its title and variants (counted TITLE_REPEAT and VARIANT_REPEAT times: short and
 * decisive), its duties, and the names of its core and common skills — L2-normalised, with each
 * weight multiplied once more by the term's IDF over the roles. A title says what someone was
 * called; the text says what they did. "Director" over a page of admissions, patient care and
 * staffing reads as a healthcare administrator; "Consultant" over test plans and SQL reads as a
 * software tester.
 *
 * Occupations come out with weight = their score / the best score (the best is 1), so a text
 * that reads equally as two occupations gives both nearly 1. Only the text's own scores are
 * compared, so its length and norm do not matter.
 */

/** The profiles as plain data (lib/prepared-data.ts): the terms searched in place, their postings by position. */
type ProfileData = {
  codes: string[]
  terms: PackedKeysData
  /** Term t's postings are postingStart[t] .. postingStart[t + 1]. */
  postingStart: Uint32Array
  /** Occupation index (into codes) of each posting, and its weight. */
  postingOccupation: Uint16Array | Uint32Array
  postingWeight: Float32Array
}

interface ProfileIndex {
  data: ProfileData
  terms: PackedKeys
}

// Terms kept per profile: the heaviest; the tail of a long profile only adds noise.
const PROFILE_TERMS = 150
const TITLE_REPEAT = 3
const VARIANT_REPEAT = 2
const CORE_SKILL_REPEAT = 2

let cached: ProfileIndex | undefined

function loadProfiles(): ProfileIndex {
  if (!cached) {
    const data = prepared('occupation-profiles', () => buildProfiles(loadKnowledge()))
    cached = { data, terms: new PackedKeys(data.terms) }
  }
  return cached
}

/** What the base says of role i, as one text. */
function profileText(base: KnowledgeBase, i: number): string {
  const role = base.roles[i]!
  const skill = (s: number) => base.skills[s]!.name
  return [
    ...Array<string>(TITLE_REPEAT).fill(role.name),
    ...[...role.variants, ...role.sharedVariants].flatMap((v) => Array<string>(VARIANT_REPEAT).fill(v)),
    ...role.duties,
    ...role.core.flatMap((s) => Array<string>(CORE_SKILL_REPEAT).fill(skill(s))),
    ...role.common.map(skill),
  ].join('\n')
}

function buildProfiles(base: KnowledgeBase): ProfileData {
  const codes = base.roles.map((r) => r.title)
  const counts = codes.map((_, i) => countTerms(profileText(base, i)).counts)
  const df = new Map<string, number>()
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1)
  const idf = (t: string) => Math.log(codes.length / df.get(t)!)
  const lists = new Map<string, number[]>()
  counts.forEach((c, o) => {
    const weights: Array<[string, number]> = []
    let norm = 0
    for (const [t, n] of c) {
      const x = (1 + Math.log(n)) * idf(t)
      if (x > 0) {
        weights.push([t, x])
        norm += x * x
      }
    }
    norm = Math.sqrt(norm) || 1
    weights
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, PROFILE_TERMS)
      .forEach(([t, x]) => {
        let list = lists.get(t)
        if (!list) lists.set(t, (list = []))
        list.push(o, (x / norm) * idf(t))
      })
  })
  const postingStart = new Uint32Array(lists.size + 1)
  const postings = [...lists.values()]
  postings.forEach((list, t) => (postingStart[t + 1] = postingStart[t]! + list.length / 2))
  const total = postingStart[lists.size]!
  const postingOccupation = codes.length <= 0xffff ? new Uint16Array(total) : new Uint32Array(total)
  const postingWeight = new Float32Array(total)
  postings.forEach((list, t) => {
    for (let i = 0, at = postingStart[t]!; i < list.length; i += 2, at++) {
      postingOccupation[at] = list[i]!
      postingWeight[at] = list[i + 1]!
    }
  })
  return { codes, terms: packKeys([...lists.keys()]), postingStart, postingOccupation, postingWeight }
}

/** Occupations kept per text: enough for the second and third trade of a varied career. */
export const TEXT_OCCUPATIONS = 10

/**
 * The occupations a text reads as, best first (weight 1 for the best). Empty when the text shares
 * no term with any profile.
 */
export function occupationsOfText(text: string | TermCounts, limit = TEXT_OCCUPATIONS): WeightedOccupation[] {
  const { data, terms } = loadProfiles()
  const scores = new Float64Array(data.codes.length)
  const { counts } = typeof text === 'string' ? countTerms(text) : text
  // Terms in a fixed order (the text's first-seen order) so the sums, and the output, never vary.
  for (const [term, count] of counts) {
    const t = terms.find(term)
    if (t < 0) continue
    const tf = 1 + Math.log(count)
    for (let i = data.postingStart[t]!, end = data.postingStart[t + 1]!; i < end; i++) {
      const o = data.postingOccupation[i]!
      scores[o] = scores[o]! + tf * data.postingWeight[i]!
    }
  }
  const order = [...scores.keys()].filter((o) => scores[o]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b)
  const best = order.length ? scores[order[0]!]! : 0
  return order.slice(0, limit).map((o) => {
    const code = data.codes[o]!
    return { code, title: occupationByCode(code)?.title ?? code, weight: round2(scores[o]! / best) }
  })
}

const round2 = (x: number) => Math.round(x * 100) / 100
