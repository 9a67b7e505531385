import { readFileSync } from 'node:fs'
import { PackedKeys, packKeys, type PackedKeysData } from '../../lib/packed-keys.ts'
import { prepared } from '../../lib/prepared-data.ts'
import { occupationByCode } from './occupations.ts'
import { countTerms, type TermCounts } from './terms.ts'
import type { WeightedOccupation } from './types.ts'

/*
 * What a text is about, as O*NET occupations: the text's log-tf term vector against each
 * occupation's profile (data/occupation-profiles.json, built by scripts/build-occupations.ts:
 * the TF-IDF vocabulary of the occupation's title, description, tasks and reported titles, IDF
 * folded into the weights). A title says what someone was called; the text says what they did.
 * "Director" over a page of admissions, patient care and staffing reads as a health services
 * manager; "Consultant" over test plans and SQL reads as a software tester.
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
  /** Occupation index (into codes) of each posting, and its weight times weightScale. */
  postingOccupation: Uint16Array | Uint32Array
  postingWeight: Uint16Array | Float64Array
  weightScale: number
}

interface ProfileIndex {
  data: ProfileData
  terms: PackedKeys
}

const DATA_FILE = new URL('./data/occupation-profiles.json', import.meta.url)

let cached: ProfileIndex | undefined

function loadProfiles(): ProfileIndex {
  if (!cached) {
    const data = prepared('occupation-profiles', buildProfiles)
    cached = { data, terms: new PackedKeys(data.terms) }
  }
  return cached
}

function buildProfiles(): ProfileData {
  const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { profiles: Record<string, string> }
  const codes = Object.keys(data.profiles).sort()
  const lists = new Map<string, number[]>()
  codes.forEach((code, o) => {
    for (const item of data.profiles[code]!.split(' ')) {
      const colon = item.lastIndexOf(':')
      const term = item.slice(0, colon)
      let list = lists.get(term)
      if (!list) lists.set(term, (list = []))
      list.push(o, Number(item.slice(colon + 1)))
    }
  })
  // The data file gives weights in thousandths: kept so in two bytes each when they fit (a smaller
  // file to read); divided at use, which gives the same number as dividing here.
  const thousandths = [...lists.values()].every((list) => list.every((x, i) => i % 2 === 0 || (Number.isInteger(x) && x >= 0 && x <= 0xffff)))
  const postingStart = new Uint32Array(lists.size + 1)
  const postings = [...lists.values()]
  postings.forEach((list, t) => (postingStart[t + 1] = postingStart[t]! + list.length / 2))
  const total = postingStart[lists.size]!
  const postingOccupation = codes.length <= 0xffff ? new Uint16Array(total) : new Uint32Array(total)
  const postingWeight = thousandths ? new Uint16Array(total) : new Float64Array(total)
  postings.forEach((list, t) => {
    for (let i = 0, at = postingStart[t]!; i < list.length; i += 2, at++) {
      postingOccupation[at] = list[i]!
      postingWeight[at] = thousandths ? list[i + 1]! : list[i + 1]! / 1000
    }
  })
  return { codes, terms: packKeys([...lists.keys()]), postingStart, postingOccupation, postingWeight, weightScale: thousandths ? 1000 : 1 }
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
      scores[o] = scores[o]! + tf * (data.postingWeight[i]! / data.weightScale)
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
