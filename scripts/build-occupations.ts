import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { countTerms } from '../server/domain/match/terms.ts'
import { canonicalSkill } from '../server/domain/skills/index.ts'

/*
 * Builds server/domain/match/data/occupations.json, the runtime occupation data of T10 matching,
 * from the O*NET 29.3 files vendored in tests/data/onet. The output is committed, so the server
 * never reads O*NET at run time:
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
 * - related: for each occupation, the occupations whose work is most alike: cosine similarity
 *   of TF-IDF vectors (log tf × idf, stemmed, stop words out) of their description and task
 *   statements (task-statements.txt). SOC codes group Accountants (13-2011) and Treasurers and
 *   Controllers (11-3031.01) apart; their tasks say they are close (0.33). The RELATED_MAX best
 *   with a cosine of at least RELATED_MIN are kept, as "code:cosine×100".
 *
 * It also builds server/domain/match/data/occupation-profiles.json: for each occupation, the
 * vocabulary of its work (title, description, tasks, reported titles), as the PROFILE_TERMS
 * heaviest terms of its L2-normalised TF-IDF vector, each weight multiplied by the term's IDF
 * over the occupations. A resume or posting then reads as the occupations whose profile its own
 * log-tf vector meets best (server/domain/match/occupation-profiles.ts): "Director" with a page
 * of nursing-unit work reads as a nurse manager whatever its title says.
 *
 * Run: npx tsx scripts/build-occupations.ts   (deterministic: same input, same bytes)
 */

const ONET = join(import.meta.dirname, '..', 'tests', 'data', 'onet')
const OUT = join(import.meta.dirname, '..', 'server', 'domain', 'match', 'data', 'occupations.json')
const PROFILES_OUT = join(import.meta.dirname, '..', 'server', 'domain', 'match', 'data', 'occupation-profiles.json')
const ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.'
const MAX_GROUP = 40
const MIN_OCCUPATIONS = 4
const RELATED_MAX = 8
const RELATED_MIN = 0.18
// Terms kept per occupation profile: past ~150 the tail only adds size (measured on the dev set).
const PROFILE_TERMS = 150
// How often the title and each reported title count in a profile: they are short and decisive.
const PROFILE_TITLE_REPEAT = 3
const PROFILE_REPORTED_REPEAT = 2

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

// Related occupations by the text of their work.
const work = new Map<string, string[]>()
for (const [code, , description] of readTsv('occupation-data.txt')) if (code && description) work.set(code, [description])
for (const [code, , , task] of readTsv('task-statements.txt')) if (code && task) work.get(code)?.push(task)
const codes = [...work.keys()].sort()
const termCounts = codes.map((c) => countTerms(work.get(c)!.join('\n')).counts)
const documentFrequency = new Map<string, number>()
for (const counts of termCounts) for (const t of counts.keys()) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1)
const vectors = termCounts.map((counts) => {
  const v = new Map<string, number>()
  let norm = 0
  for (const [t, n] of counts) {
    const x = (1 + Math.log(n)) * Math.log(codes.length / documentFrequency.get(t)!)
    if (x > 0) {
      v.set(t, x)
      norm += x * x
    }
  }
  norm = Math.sqrt(norm) || 1
  for (const [t, x] of v) v.set(t, x / norm)
  return v
})
const related: Record<string, string> = {}
codes.forEach((code, i) => {
  const a = vectors[i]!
  const sims: Array<[string, number]> = []
  codes.forEach((other, j) => {
    if (i === j) return
    let dot = 0
    for (const [t, x] of a) dot += x * (vectors[j]!.get(t) ?? 0)
    if (dot >= RELATED_MIN) sims.push([other, dot])
  })
  sims.sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
  const kept = sims.slice(0, RELATED_MAX).map(([c, sim]) => `${c}:${Math.round(sim * 100)}`)
  if (kept.length) related[code] = kept.join(' ')
})

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
  `  "format": "occupations: [O*NET-SOC code, occupation title, reported job titles...]; related: code -> up to ${RELATED_MAX} 'code:cosine×100' of the occupations whose description and tasks are most alike (cosine ≥ ${RELATED_MIN}); skillGroups: [O*NET commodity title, canonical skill names (server/domain/skills taxonomy)...], groups of 2 to ${MAX_GROUP} skills each listed for at least ${MIN_OCCUPATIONS} occupations",`,
  '  "occupations": [',
  occupations.map((o) => `    ${JSON.stringify(o)}`).join(',\n'),
  '  ],',
  '  "related": {',
  Object.entries(related)
    .map(([code, list]) => `    ${JSON.stringify(code)}: ${JSON.stringify(list)}`)
    .join(',\n'),
  '  },',
  '  "skillGroups": [',
  skillGroups.map((g) => `    ${JSON.stringify(g)}`).join(',\n'),
  '  ]',
  '}',
]
writeFileSync(OUT, `${lines.join('\n')}\n`)

// Occupation profiles: the work, the title and the reported titles, as one text per occupation.
const profileText = new Map<string, string[]>()
for (const [code, title, ...reported] of occupations) {
  profileText.set(code!, [
    ...Array(PROFILE_TITLE_REPEAT).fill(title),
    ...(work.get(code!) ?? []),
    ...reported.flatMap((r) => Array(PROFILE_REPORTED_REPEAT).fill(r)),
  ])
}
const profileCodes = [...profileText.keys()].sort()
const profileCounts = profileCodes.map((c) => countTerms(profileText.get(c)!.join('\n')).counts)
const profileDf = new Map<string, number>()
for (const counts of profileCounts) for (const t of counts.keys()) profileDf.set(t, (profileDf.get(t) ?? 0) + 1)
const profileIdf = (t: string) => Math.log(profileCodes.length / profileDf.get(t)!)
const profiles: Record<string, string> = {}
profileCodes.forEach((code, i) => {
  const weights: Array<[string, number]> = []
  let norm = 0
  for (const [t, n] of profileCounts[i]!) {
    const x = (1 + Math.log(n)) * profileIdf(t)
    if (x > 0) {
      weights.push([t, x])
      norm += x * x
    }
  }
  norm = Math.sqrt(norm) || 1
  profiles[code] = weights
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, PROFILE_TERMS)
    // Stored ×1000 as integers: three digits are all the ranking of occupations needs.
    .map(([t, x]) => `${t}:${Math.round((x / norm) * profileIdf(t) * 1000)}`)
    .join(' ')
})
writeFileSync(
  PROFILES_OUT,
  `${JSON.stringify(
    {
      attribution: ATTRIBUTION,
      source: 'O*NET 29.3 occupation-data.txt, task-statements.txt and reported-titles.txt (CC BY 4.0), built by scripts/build-occupations.ts',
      format: `profiles: code -> up to ${PROFILE_TERMS} 'term:weight' (stemmed terms as server/domain/match/terms.ts makes them; weight = normalised TF-IDF × IDF × 1000)`,
      profiles,
    },
    null,
    1,
  )}\n`,
)
console.log(`${PROFILES_OUT}: ${profileCodes.length} occupation profiles`)

const titles = occupations.reduce((n, o) => n + o.length - 2, 0)
console.log(
  `${OUT}: ${occupations.length} occupations, ${titles} reported titles, ${Object.keys(related).length} with related occupations, ${skillGroups.length} skill groups`,
)
