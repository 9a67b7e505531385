import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { countTerms } from '../server/domain/match/terms.ts'
import { SKILL_RELATEDNESS_FILE } from '../server/domain/semantic/skill-relatedness.ts'
import { canonicalSkill, findSkills } from '../server/domain/skills/index.ts'

/*
 * Builds server/domain/semantic/data/skill-relatedness.json: what O*NET says about each canonical
 * skill of the taxonomy, from which server/domain/semantic/skill-relatedness.ts computes how
 * related two skills are.
 *
 * - A skill's occupations. Skills meet occupations two ways: O*NET lists a technology for the
 *   occupation (technology-skills.txt: "Data Scientists" -> Keras, TensorFlow), or the
 *   occupation's description and task statements name the skill (read with the product's skill
 *   matcher: "Bookkeeping", "Machine Learning").
 * - A skill's commodity groups: the kinds of software O*NET files it under ("Accounting software").
 * - For each occupation, the occupations whose work is most alike: cosine of TF-IDF vectors of
 *   description and tasks (stemmed terms, as ranking reads text), the NEIGHBOURS best at or above
 *   NEIGHBOUR_MIN. Most technologies are listed for one or two occupations only; this lets a
 *   skill's profile reach the occupations next to them.
 *
 * All pairs are scored at run time from these facts (a table of best neighbours per skill would
 * drop most pairs: hundreds of products are listed for Data Scientists alone).
 * Deterministic: same input, same bytes.
 *
 * Run: npx tsx scripts/build-skill-relatedness.ts
 */

const ONET = join(import.meta.dirname, '..', 'tests', 'data', 'onet')
const ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.'
const NEIGHBOURS = 6
const NEIGHBOUR_MIN = 0.2

type Sparse = Map<string, number>

function readTsv(name: string): string[][] {
  const [, ...rows] = readFileSync(join(ONET, name), 'utf8').split(/\r?\n/)
  return rows.filter((r) => r.trim()).map((r) => r.split('\t'))
}

function add(map: Map<string, Sparse>, key: string, dim: string, value: number) {
  let v = map.get(key)
  if (!v) map.set(key, (v = new Map()))
  v.set(dim, Math.max(v.get(dim) ?? 0, value))
}

function norm(v: Sparse): number {
  let s = 0
  for (const x of v.values()) s += x * x
  return Math.sqrt(s)
}

function dot(a: Sparse, b: Sparse): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let s = 0
  for (const [k, x] of small) s += x * (large.get(k) ?? 0)
  return s
}

/** Occupation -> its most alike occupations with their cosine (TF-IDF of description and tasks). */
function occupationNeighbours(work: Map<string, string[]>): Map<string, Array<[string, number]>> {
  const codes = [...work.keys()].sort()
  const counts = codes.map((c) => countTerms(work.get(c)!.join('\n')).counts)
  const df = new Map<string, number>()
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1)
  const vectors = counts.map((c) => {
    const v: Sparse = new Map()
    for (const [t, n] of c) v.set(t, (1 + Math.log(n)) * Math.log(codes.length / df.get(t)!))
    const k = 1 / (norm(v) || 1)
    for (const [t, x] of v) v.set(t, x * k)
    return v
  })
  const out = new Map<string, Array<[string, number]>>()
  codes.forEach((code, i) => {
    const best: Array<[string, number]> = []
    codes.forEach((other, j) => {
      if (i === j) return
      const cos = dot(vectors[i]!, vectors[j]!)
      if (cos >= NEIGHBOUR_MIN) best.push([other, cos])
    })
    best.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    out.set(code, best.slice(0, NEIGHBOURS))
  })
  return out
}

function main() {
  const work = new Map<string, string[]>()
  for (const [code, , description] of readTsv('occupation-data.txt')) if (code && description) work.set(code, [description])
  for (const [code, , , task] of readTsv('task-statements.txt')) if (code && task) work.get(code)?.push(task)

  // Skill -> occupations it meets (weight 1), and -> commodity groups.
  const occupationsOf = new Map<string, Sparse>()
  const commoditiesOf = new Map<string, Set<string>>()
  for (const [code, , example, , commodity] of readTsv('technology-skills.txt')) {
    const skill = canonicalSkill(example!)
    if (!skill || !work.has(code!)) continue
    add(occupationsOf, skill, code!, 1)
    if (commodity) commoditiesOf.set(skill, (commoditiesOf.get(skill) ?? new Set()).add(commodity))
  }
  for (const [code, texts] of work) for (const skill of findSkills(texts.join('\n'))) add(occupationsOf, skill, code, 1)

  const neighbours = occupationNeighbours(work)
  const codes = [...work.keys()].sort()
  const codeIndex = new Map(codes.map((c, i) => [c, i]))
  const commodities = [...new Set([...commoditiesOf.values()].flatMap((s) => [...s]))].sort()
  const commodityIndex = new Map(commodities.map((c, i) => [c, i]))
  const skills = [...occupationsOf.keys()].sort()
  const data = {
    attribution: ATTRIBUTION,
    source: 'O*NET 29.3 technology-skills.txt, occupation-data.txt and task-statements.txt, by scripts/build-skill-relatedness.ts',
    format:
      'occupations: O*NET-SOC codes; alike[i]: occupations most alike occupations[i], "index:cosine×100" separated by spaces; ' +
      'commodities: O*NET commodity titles; skills: canonical skill names; profiles[i]: the occupations of skills[i] ' +
      '(indexes, space-separated), "|", its commodities (indexes)',
    occupations: codes,
    alike: codes.map((c) =>
      neighbours
        .get(c)!
        .map(([other, cos]) => `${codeIndex.get(other)}:${Math.round(cos * 100)}`)
        .join(' '),
    ),
    commodities,
    skills,
    profiles: skills.map((skill) => {
      const occ = [...occupationsOf.get(skill)!.keys()].map((c) => codeIndex.get(c)!).sort((a, b) => a - b)
      const com = [...(commoditiesOf.get(skill) ?? [])].map((c) => commodityIndex.get(c)!).sort((a, b) => a - b)
      return `${occ.join(' ')}|${com.join(' ')}`
    }),
  }
  // One entry a line: diffs of a rebuild stay readable.
  const text = `{\n${Object.entries(data)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `${JSON.stringify(key)}: [\n${value.map((v) => JSON.stringify(v)).join(',\n')}\n]`
        : `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    )
    .join(',\n')}\n}\n`
  writeFileSync(SKILL_RELATEDNESS_FILE, text)
  console.log(
    `${skills.length} skills over ${codes.length} occupations and ${commodities.length} commodity groups: ${(text.length / 2 ** 10).toFixed(0)} KiB`,
  )
}

main()
