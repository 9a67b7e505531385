import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * How related two canonical skills of the taxonomy are, 0..1, through O*NET: skills met in the
 * same occupations, or in occupations whose work is alike, and filed under the same kind of
 * software, are related (Keras and TensorFlow: both tools of data scientists; QuickBooks and
 * Sage 50: accounting software of the same clerks and managers); Keras and QuickBooks are not.
 *
 * Each skill has a profile: weight 1 on each occupation O*NET ties it to, SPREAD × cosine on the
 * occupations alike to those (most products are listed for one or two occupations only, and
 * "Data Scientists" and "Statisticians" are next to each other), and COMMODITY_WEIGHT × the
 * length of that occupation part on each of its commodity groups (a CAD program and a
 * spreadsheet of the same engineers are less alike than two CAD programs). Relatedness is the
 * cosine of two profiles. The facts come from data/skill-relatedness.json, built by
 * scripts/build-skill-relatedness.ts; profiles are made on first use of a skill and kept.
 */

export const SKILL_RELATEDNESS_FILE = fileURLToPath(new URL('./data/skill-relatedness.json', import.meta.url))

const SPREAD = 0.6
const COMMODITY_WEIGHT = 0.4
/** Below this, nearestRelated and relatedSkills leave a skill out: shared office software and little else. */
export const RELATED_MIN = 0.2

export interface RelatedSkill {
  skill: string
  score: number
}

interface Profile {
  /** Dimension ids, ascending: occupations 0..O-1, then commodity groups O+c. */
  dims: Int32Array
  weights: Float32Array
  occupations: number
}

interface Table {
  skills: string[]
  indexOf: Map<string, number>
  occupationCount: number
  alike: Array<Array<[number, number]>>
  rawProfiles: string[]
  profiles: Map<number, Profile>
  /** Dimension -> skills whose profile has it; built for the first neighbour search. */
  byDim?: Map<number, number[]>
  /** relatedSkills answers by "skill index:min": a posting's skills are asked for again at each match. */
  answers: Map<string, RelatedSkill[]>
}

// Past this many cached answers something unusual is asking; start over rather than grow.
const MAX_CACHED_ANSWERS = 4000

let table: Table | undefined

function load(): Table {
  if (table) return table
  const data = JSON.parse(readFileSync(SKILL_RELATEDNESS_FILE, 'utf8')) as {
    occupations: string[]
    alike: string[]
    skills: string[]
    profiles: string[]
  }
  table = {
    skills: data.skills,
    indexOf: new Map(data.skills.map((s, i) => [s, i])),
    occupationCount: data.occupations.length,
    alike: data.alike.map((line) =>
      line
        .split(' ')
        .filter(Boolean)
        .map((pair) => {
          const [j, cos] = pair.split(':')
          return [Number(j), Number(cos) / 100] as [number, number]
        }),
    ),
    rawProfiles: data.profiles,
    profiles: new Map(),
    answers: new Map(),
  }
  return table
}

const numbers = (text: string | undefined) => (text ? text.split(' ').filter(Boolean).map(Number) : [])

function profile(t: Table, i: number): Profile {
  const cached = t.profiles.get(i)
  if (cached) return cached
  const [occupationPart, commodityPart] = t.rawProfiles[i]!.split('|')
  const own = numbers(occupationPart)
  const v = new Map<number, number>()
  for (const o of own) v.set(o, 1)
  for (const o of own) {
    for (const [other, cos] of t.alike[o]!) if (v.get(other) !== 1) v.set(other, Math.max(v.get(other) ?? 0, SPREAD * cos))
  }
  let squares = 0
  for (const x of v.values()) squares += x * x
  const commodityWeight = COMMODITY_WEIGHT * Math.sqrt(squares)
  for (const c of numbers(commodityPart)) v.set(t.occupationCount + c, commodityWeight)
  squares = 0
  for (const x of v.values()) squares += x * x
  const k = squares > 0 ? 1 / Math.sqrt(squares) : 0
  const dims = Int32Array.from([...v.keys()].sort((a, b) => a - b))
  const p: Profile = { dims, weights: Float32Array.from(dims, (d) => v.get(d)! * k), occupations: own.length }
  t.profiles.set(i, p)
  return p
}

function dot(a: Profile, b: Profile): number {
  let s = 0
  for (let x = 0, y = 0; x < a.dims.length && y < b.dims.length;) {
    if (a.dims[x]! < b.dims[y]!) x++
    else if (a.dims[x]! > b.dims[y]!) y++
    else s += a.weights[x++]! * b.weights[y++]!
  }
  return Math.min(1, s)
}

/** Relatedness of two canonical skill names: 1 for the same skill, 0 when unrelated or unknown. */
export function relatedSkillScore(a: string, b: string): number {
  if (a === b) return 1
  const t = load()
  const i = t.indexOf.get(a)
  const j = t.indexOf.get(b)
  if (i === undefined || j === undefined) return 0
  return dot(profile(t, i), profile(t, j))
}

/**
 * Every skill related to this one at `min` or more, best first; among equal scores the more
 * widely used skill first (the one a posting is likelier to name), then by name.
 */
export function relatedSkills(skill: string, min = RELATED_MIN): RelatedSkill[] {
  const t = load()
  const i = t.indexOf.get(skill)
  if (i === undefined) return []
  const key = `${i}:${min}`
  const cached = t.answers.get(key)
  if (cached) return cached.slice()
  const byDim = dimensionIndex(t)
  const p = profile(t, i)
  const candidates = new Set<number>()
  for (const d of p.dims) for (const j of byDim.get(d) ?? []) if (j !== i) candidates.add(j)
  const scored: Array<RelatedSkill & { used: number }> = []
  for (const j of candidates) {
    const q = profile(t, j)
    const score = dot(p, q)
    if (score >= min) scored.push({ skill: t.skills[j]!, score, used: q.occupations })
  }
  scored.sort((a, b) => b.score - a.score || b.used - a.used || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0))
  const answer = scored.map(({ skill: s, score }) => ({ skill: s, score }))
  if (t.answers.size >= MAX_CACHED_ANSWERS) t.answers.clear()
  t.answers.set(key, answer)
  return answer.slice()
}

/** The k skills most related to this one (see relatedSkills); [] when it is unknown. */
export function nearestRelated(skill: string, k = 10): RelatedSkill[] {
  return relatedSkills(skill).slice(0, k)
}

/** Whether the relatedness data knows the skill at all. */
export function hasRelatedness(skill: string): boolean {
  return load().indexOf.has(skill)
}

function dimensionIndex(t: Table): Map<number, number[]> {
  if (t.byDim) return t.byDim
  const byDim = new Map<number, number[]>()
  for (let j = 0; j < t.skills.length; j++) {
    for (const d of profile(t, j).dims) {
      const list = byDim.get(d)
      if (list) list.push(j)
      else byDim.set(d, [j])
    }
  }
  t.byDim = byDim
  return byDim
}
