import { readFileSync } from 'node:fs'
import { prepared } from '../../lib/prepared-data.ts'
import { canonicalSkill, loadSkillTaxonomy, type SkillKind } from '../skills/index.ts'

/*
 * What matching knows about skills beyond their names: their kind in the platform's taxonomy
 * (professional skills such as "Communication" say less about fit than a named technology), and
 * which skills stand in for each other: O*NET files technologies under one kind of software
 * ("Accounting software": QuickBooks, Sage 50, Xero...). The groups are the skillGroups of
 * data/occupations.json (see scripts/build-occupations.ts for how they are chosen).
 */

interface Relations {
  /** Skill -> indexes of the groups it belongs to. */
  groupsOf: Map<string, number[]>
  groups: string[][]
}

const DATA_FILE = new URL('./data/occupations.json', import.meta.url)
let cached: Relations | undefined

function load(): Relations {
  if (cached) return cached
  // The groups' names read through the taxonomy, prepared at build time; the map by skill is a few hundred entries.
  const { groups } = prepared('skill-relations', buildGroups)
  const groupsOf = new Map<string, number[]>()
  groups.forEach((skills, g) => {
    for (const s of skills) {
      const list = groupsOf.get(s)
      if (list) list.push(g)
      else groupsOf.set(s, [g])
    }
  })
  cached = { groupsOf, groups }
  return cached
}

function buildGroups(): { groups: string[][] } {
  const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { skillGroups: string[][] }
  // The taxonomy may have been rebuilt since the data file: read names through it again.
  return { groups: data.skillGroups.map(([, ...names]) => [...new Set(names.map((n) => canonicalSkill(n) ?? n))]) }
}

/** The taxonomy kind of a canonical skill name; 'tech' when the taxonomy does not know it. */
export function skillKind(skill: string): SkillKind {
  return loadSkillTaxonomy().kindOf(skill) ?? 'tech'
}

/** Skills that can stand in for this one (same O*NET software group), itself excluded. */
export function relatedSkills(skill: string): string[] {
  const { groupsOf, groups } = load()
  const out = new Set<string>()
  for (const g of groupsOf.get(skill) ?? []) for (const s of groups[g]!) if (s !== skill) out.add(s)
  return [...out]
}
