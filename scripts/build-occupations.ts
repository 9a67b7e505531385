import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { canonicalSkill } from '../server/domain/skills/index.ts'

/*
 * Builds server/domain/match/data/occupations.json, the runtime occupation data of T10 matching,
 * from the O*NET 29.3 files in ../shared/data/onet (present for developers, not for end users,
 * hence a committed file):
 *
 * - occupations: [SOC code, title, reported job titles...] from occupation-data.txt and
 *   reported-titles.txt. The matcher reads job titles against them (server/domain/match/occupations.ts).
 * - skillGroups: [commodity title, canonical skills...] from technology-skills.txt: skills O*NET
 *   files under one kind of software ("Accounting software": QuickBooks, Sage 50, ...). Matching
 *   gives partial credit for a related skill of the same group. Skills are named as the platform's
 *   taxonomy names them (canonicalSkill), and only those it knows are kept. Only skills O*NET lists
 *   for at least MIN_OCCUPATIONS occupations are kept (the long tail is vendor products nobody
 *   writes), and groups still too broad to mean "one can stand in for the other" (more than
 *   MAX_GROUP members: "Analytical or scientific software", "Medical software") are left out.
 *
 * Run: npx tsx scripts/build-occupations.ts   (deterministic: same input, same bytes)
 */

const ONET = join(import.meta.dirname, '..', '..', 'shared', 'data', 'onet')
const OUT = join(import.meta.dirname, '..', 'server', 'domain', 'match', 'data', 'occupations.json')
const ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.'
const MAX_GROUP = 40
const MIN_OCCUPATIONS = 4

function readTsv(name: string): string[][] {
  const [, ...rows] = readFileSync(join(ONET, name), 'utf8').split(/\r?\n/)
  return rows.filter((r) => r.trim()).map((r) => r.split('\t'))
}

const byCode = new Map<string, { title: string; reported: Set<string> }>()
for (const [code, title] of readTsv('occupation-data.txt')) {
  if (code && title) byCode.set(code, { title: title.trim(), reported: new Set() })
}
for (const [code, , reported] of readTsv('reported-titles.txt')) {
  const occupation = code ? byCode.get(code) : undefined
  if (occupation && reported?.trim()) occupation.reported.add(reported.trim())
}
const occupations = [...byCode.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, o]) => [code, o.title, ...[...o.reported].sort((a, b) => a.localeCompare(b))])

const groups = new Map<string, Set<string>>()
const occupationsOf = new Map<string, Set<string>>()
for (const [code, , example, , commodity] of readTsv('technology-skills.txt')) {
  if (!code || !example || !commodity) continue
  const skill = canonicalSkill(example)
  if (!skill) continue
  let set = groups.get(commodity)
  if (!set) groups.set(commodity, (set = new Set()))
  set.add(skill)
  let codes = occupationsOf.get(skill)
  if (!codes) occupationsOf.set(skill, (codes = new Set()))
  codes.add(code)
}
const common = (skill: string) => (occupationsOf.get(skill)?.size ?? 0) >= MIN_OCCUPATIONS
const skillGroups = [...groups.entries()]
  .map(([commodity, skills]) => [commodity, new Set([...skills].filter(common))] as const)
  .filter(([, skills]) => skills.size >= 2 && skills.size <= MAX_GROUP)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([commodity, skills]) => [commodity, ...[...skills].sort((a, b) => a.localeCompare(b))])

const lines = [
  '{',
  `  "attribution": ${JSON.stringify(ATTRIBUTION)},`,
  `  "source": "O*NET 29.3 occupation-data.txt, reported-titles.txt and technology-skills.txt (CC BY 4.0), built by scripts/build-occupations.ts",`,
  `  "format": "occupations: [O*NET-SOC code, occupation title, reported job titles...]; skillGroups: [O*NET commodity title, canonical skill names (server/domain/skills taxonomy)...], groups of 2 to ${MAX_GROUP} skills each listed for at least ${MIN_OCCUPATIONS} occupations",`,
  '  "occupations": [',
  occupations.map((o) => `    ${JSON.stringify(o)}`).join(',\n'),
  '  ],',
  '  "skillGroups": [',
  skillGroups.map((g) => `    ${JSON.stringify(g)}`).join(',\n'),
  '  ]',
  '}',
]
writeFileSync(OUT, `${lines.join('\n')}\n`)
const titles = occupations.reduce((n, o) => n + o.length - 2, 0)
console.log(`${OUT}: ${occupations.length} occupations, ${titles} reported titles, ${skillGroups.length} skill groups`)
