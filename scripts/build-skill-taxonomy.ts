/**
 * Builds server/domain/skills/skill-taxonomy.json, the skill list the matcher loads at run time,
 * from O*NET's technology list plus the curated lists in server/domain/skills/sources/curated.ts.
 * The O*NET file is not shipped with the product, so the built JSON is committed; run this again
 * only to change the taxonomy:
 *
 *   npx tsx scripts/build-skill-taxonomy.ts [path/to/onet/folder]   (default tests/data/onet)
 *
 * From O*NET's ~32k rows (8.8k distinct names) it keeps product and technology names, drops
 * category names ("Word processing software"), turns "Structured query language SQL" into "SQL"
 * with the phrase as an alias, strips vendors ("Autodesk AutoCAD" -> "AutoCAD", keeping the full
 * name as an alias), and marks names that are everyday words ("Chef", "Spark") as counting only
 * in a skills context. Which words are everyday words is learnt from O*NET's own task statements
 * and occupation descriptions: a word written there in lower case is English, not a product.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ALIASES,
  CANONICAL_NAMES,
  CONTEXT_ONLY_FORMS,
  DROPPED_EXAMPLES,
  EXTRA_TECH_SKILLS,
  PROFESSIONAL_SKILLS,
} from '../server/domain/skills/sources/curated.ts'
import { skillKey } from '../server/domain/skills/tokenize.ts'

const ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const onetDir = resolve(process.argv[2] ?? join(root, 'tests/data/onet'))
const outFile = join(root, 'server/domain/skills/skill-taxonomy.json')

// Vendors whose product is named without them ("AutoCAD"), and vendors kept in the name
// because people write them ("Microsoft Excel", "Adobe Photoshop", "Google Analytics").
const VENDORS = [
  'Microsoft',
  'Adobe',
  'Google',
  'Amazon Web Services AWS',
  'Amazon Web Services',
  'Amazon',
  'Oracle',
  'IBM',
  'Autodesk',
  'SAP',
  'Apple',
  'Intuit',
  'Dassault Systemes',
  'The MathWorks',
  'Apache',
  'Atlassian',
  'Red Hat',
  'Cisco Systems',
  'Cisco',
  'Corel',
  'ESRI',
  'Esri',
  'Bentley Systems',
  'Bentley',
  'Siemens',
  'Trimble',
  'StataCorp',
  'National Instruments',
  'Sage',
  'Infor',
  'Hyland',
  'Blackbaud',
  'Citrix',
  'VMware',
  'Symantec',
  'McAfee',
  'Elastic',
  'Alteryx',
  'Qlik',
  'SAS Institute',
  'Teradata',
  'Hewlett-Packard HP',
  'Hewlett Packard Enterprise',
  'HP',
  'Dell',
  'Cerner',
  'McKesson',
  'Allscripts',
  'Thomson Reuters',
  'Wolters Kluwer',
  'Bloomberg',
  'Avid Technology',
  'Avid',
  'Unity Technologies',
  'Epic Games',
  'JetBrains',
  'Progress',
  'Salesforce',
  'Salesforce.com',
  'Mentor Graphics',
  'Cadence',
  'Synopsys',
  'PTC',
  'Ansys',
  'ANSYS',
  'Minitab',
  'Tableau',
  'Epic Systems',
  'Kronos',
  'ADP',
  'Workday',
  'ServiceNow',
  'Zoho',
  'HubSpot',
  'Meta',
  'Facebook',
  'Twitter',
  'Yahoo',
  'Mozilla',
  'Canonical',
  'SUSE',
  'Novell',
  'Sun Microsystems',
  'Rockwell Automation',
  'Schneider Electric',
  'GE Healthcare',
  'Philips',
  'Smith Micro',
  'Nuance',
  'Intel',
  'NVIDIA',
]
const KEEP_VENDOR = new Set(['Microsoft', 'Adobe', 'Google', 'Amazon', 'SAP', 'Cisco', 'Cisco Systems'])
const GENERIC_SUFFIX = /\s+(?:software|systems?|applications?)$/i
const ACRONYM_AT_END = /^(.+?)\s+([A-Z][A-Z0-9&+]{1,7}(?:\/[A-Z0-9]+)?)$/

type Kind = 'h' | 't' | 'p'
interface Draft {
  name: string
  kind: Kind
  rank: number // higher wins a form claimed by two skills
  forms: Map<string, { text: string; contextOnly: boolean; curated: boolean }>
}

const english = learnEnglishWords(onetDir)
const contextOnly = new Set(CONTEXT_ONLY_FORMS.map(skillKey))
const dropped = new Set(DROPPED_EXAMPLES)
// "CRM" derived from O*NET joins the curated "Customer Relationship Management" that lists it.
const curatedOwner = new Map<string, string>()
for (const [canonical, aliases] of Object.entries(ALIASES)) {
  for (const alias of aliases) curatedOwner.set(skillKey(alias.replace(/^~/, '')), canonical)
}
const drafts = new Map<string, Draft>()

// 1. O*NET examples, by how many occupations name them.
const examples = readOnet(join(onetDir, 'technology-skills.txt'))
for (const ex of examples) {
  if (dropped.has(ex.name)) continue
  const derived = deriveNames(ex.name)
  if (!derived) continue
  const canonical = curatedOwner.get(skillKey(derived.canonical)) ?? derived.canonical
  const draft = upsert(canonical, ex.hot ? 'h' : 't', ex.occupations + (ex.hot ? 1000 : 0))
  // "Calendar software", "Invoice software": one plain word named as software is a word first.
  if (/^\S+ software$/i.test(ex.name)) addForm(draft, canonical, true, false)
  if (canonical !== derived.canonical) addForm(draft, derived.canonical, false, false)
  for (const alias of derived.aliases) {
    // A vendor-less alias that is an everyday word ("Director" of Adobe Director) is left out.
    if (alias.split(/\s+/).length === 1 && english.has(alias.toLowerCase()) && alias !== canonical) continue
    addForm(draft, alias, false, ex.occupations <= 2 && !ex.hot)
  }
}
// 2. Curated technology and professional skills; curated forms keep the "~" they are written with.
for (const name of EXTRA_TECH_SKILLS) addCurated(name, 't')
for (const name of PROFESSIONAL_SKILLS) addCurated(name, 'p')
for (const [canonical, aliases] of Object.entries(ALIASES)) {
  const draft = drafts.get(skillKey(canonical)) ?? upsert(canonical, 't', 500)
  for (const alias of aliases) addForm(draft, alias.replace(/^~/, ''), alias.startsWith('~'), false, true)
}

// 3. A form belongs to one skill: its own name first, then a hand-written alias, then the
//    higher-ranked skill ("ERP" stays with Enterprise Resource Planning, not with "SAP ERP").
const owner = new Map<string, Draft>()
const sorted = [...drafts.values()].sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name))
for (const d of sorted) owner.set(skillKey(d.name), d)
for (const curatedPass of [true, false]) {
  for (const d of sorted) {
    for (const [key, form] of d.forms) if (form.curated === curatedPass && !owner.has(key)) owner.set(key, d)
  }
}

const lines = sorted.map((d) => {
  const nameKey = skillKey(d.name)
  const own = d.forms.get(nameKey)
  const name = (own?.contextOnly ? '~' : '') + d.name
  const aliases = [...d.forms.entries()]
    .filter(([key]) => key !== nameKey && owner.get(key) === d)
    .map(([, f]) => (f.contextOnly ? '~' : '') + f.text)
  return JSON.stringify([name, d.kind, ...aliases])
})

const header = {
  attribution: ATTRIBUTION,
  source:
    'O*NET 29.3 technology-skills.txt (CC BY 4.0) merged with the curated lists in server/domain/skills/sources/curated.ts by scripts/build-skill-taxonomy.ts',
  format:
    'skills: [name, kind, ...aliases]; kind h = O*NET hot or in-demand technology, t = other technology, p = professional skill; a leading ~ marks a form that counts only in a skills context',
}
const json = `{\n${Object.entries(header)
  .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
  .join('\n')}\n  "skills": [\n${lines.map((l) => `    ${l}`).join(',\n')}\n  ]\n}\n`
writeFileSync(outFile, json)
console.log(`${lines.length} skills, ${owner.size} forms -> ${outFile} (${(json.length / 1024).toFixed(0)} KiB)`)

// ---------------------------------------------------------------------------------------------

function readOnet(path: string) {
  const byName = new Map<string, { name: string; occupations: number; hot: boolean }>()
  const rows = readFileSync(path, 'utf8').trim().split('\n').slice(1)
  for (const row of rows) {
    const [, , example, , , hot, inDemand] = row.split('\t')
    if (!example) continue
    const name = example.trim()
    const entry = byName.get(name) ?? { name, occupations: 0, hot: false }
    entry.occupations++
    entry.hot ||= hot === 'Y' || inDemand?.trim() === 'Y'
    byName.set(name, entry)
  }
  return [...byName.values()].sort((a, b) => b.occupations - a.occupations || a.name.localeCompare(b.name))
}

/** The name people write for an O*NET example, and the other ways to write it; null if generic. */
function deriveNames(example: string): { canonical: string; aliases: string[] } | null {
  const full = example.replace(/\s*\([^)]*\)\s*$/, '').trim()
  const curated = CANONICAL_NAMES[example] ?? CANONICAL_NAMES[full]
  const base = full.replace(GENERIC_SUFFIX, '').trim()
  const vendor = VENDORS.find((v) => base.startsWith(`${v} `))
  const stripped = vendor ? base.slice(vendor.length + 1).trim() : null
  const aliases = [full, base, ...(stripped ? [stripped] : [])]
  if (curated) return { canonical: curated, aliases }

  // "Word processing software", "Database software": a category, not a product.
  const words = base.split(/\s+/)
  const lowerTail = words.slice(1).every((w) => w === w.toLowerCase()) && !/\d/.test(base)
  if (!vendor && words.length >= 2 && lowerTail) return null
  if (!vendor && words.length === 1 && base !== full && english.has(base.toLowerCase())) return null

  // "Structured query language SQL" -> SQL (the phrase spelled out is an alias).
  const acronym = ACRONYM_AT_END.exec(base)
  if (acronym && isAbbreviationOf(acronym[2]!, acronym[1]!)) {
    const phrase = acronym[1]!
    const phraseVendor = VENDORS.find((v) => phrase.startsWith(`${v} `))
    const extra = phraseVendor ? [phrase.slice(phraseVendor.length + 1), `${phraseVendor} ${acronym[2]}`] : []
    return { canonical: acronym[2]!, aliases: [...aliases, phrase, ...extra] }
  }
  if (vendor && stripped && !KEEP_VENDOR.has(vendor) && isDistinctive(stripped)) {
    return { canonical: stripped, aliases }
  }
  return { canonical: base, aliases }
}

/** Whether the letters of an acronym appear in order in the phrase ("XML" in "Extensible markup language"). */
function isAbbreviationOf(acronym: string, phrase: string): boolean {
  const letters = acronym.toLowerCase().replace(/[^a-z0-9]/g, '')
  const text = phrase.toLowerCase()
  let at = 0
  for (const ch of letters) {
    at = text.indexOf(ch, at)
    if (at === -1) return false
    at++
  }
  return letters.length >= 2 && text[0] === letters[0]
}

function isDistinctive(name: string): boolean {
  const key = skillKey(name)
  return key.replace(/[^a-z0-9]/g, '').length >= 3 && !(key.split(' ').length === 1 && english.has(key))
}

function upsert(name: string, kind: Kind, rank: number): Draft {
  const key = skillKey(name)
  let draft = drafts.get(key)
  if (!draft) {
    draft = { name, kind, rank, forms: new Map() }
    drafts.set(key, draft)
  } else {
    if (kind === 'h' || (kind === 'p' && draft.kind !== 'h')) draft.kind = draft.kind === 'h' ? 'h' : kind
    draft.rank = Math.max(draft.rank, rank)
  }
  addForm(draft, name, false, false)
  return draft
}

function addCurated(entry: string, kind: Kind) {
  const name = entry.replace(/^~/, '')
  const draft = upsert(name, kind, 500)
  addForm(draft, name, entry.startsWith('~'), false, true)
}

/**
 * Records one way to write a skill. A form counts only in a skills context when it is marked so,
 * listed in CONTEXT_ONLY_FORMS, a single letter, or (for forms not written by hand) an everyday
 * English word, or made only of everyday words while the skill is obscure.
 */
function addForm(draft: Draft, text: string, marked: boolean, obscure: boolean, curated = false) {
  const key = skillKey(text)
  if (!key) return
  const words = key.split(' ')
  const everyday = words.length === 1 ? english.has(key) : obscure && words.every((w) => english.has(w))
  const ctx = marked || contextOnly.has(key) || /^[a-z0-9]$/.test(key) || (!curated && everyday)
  const existing = draft.forms.get(key)
  // A hand-written spelling and mark win over derived ones; derived marks add up.
  if (!existing || curated) draft.forms.set(key, { text, contextOnly: ctx, curated })
  else existing.contextOnly ||= ctx
}

/** Words O*NET's prose writes in lower case at least twice: everyday English, not product names. */
function learnEnglishWords(dir: string): Set<string> {
  const counts = new Map<string, number>()
  const texts = [
    ...readFileSync(join(dir, 'task-statements.txt'), 'utf8')
      .split('\n')
      .map((r) => r.split('\t')[3] ?? ''),
    ...readFileSync(join(dir, 'occupation-data.txt'), 'utf8')
      .split('\n')
      .map((r) => r.split('\t')[2] ?? ''),
  ]
  for (const text of texts) {
    for (const m of text.matchAll(/(?<![\w.])[a-z][a-z'-]*[a-z]|(?<![\w.])[a-z](?![\w.])/g)) {
      counts.set(m[0], (counts.get(m[0]) ?? 0) + 1)
    }
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w))
}
