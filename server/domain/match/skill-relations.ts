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
  kinds: Map<string, SkillKind>
  /** Skill -> indexes of the groups it belongs to. */
  groupsOf: Map<string, number[]>
  groups: string[][]
}

const DATA_FILE = new URL('./data/occupations.json', import.meta.url)
let cached: Relations | undefined

function load(): Relations {
  cached ??= prepared('skill-relations', build)
  return cached
}

function build(): Relations {
  const kinds = new Map<string, SkillKind>()
  for (const form of loadSkillTaxonomy().forms.values()) if (!kinds.has(form.skill)) kinds.set(form.skill, form.kind)
  const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { skillGroups: string[][] }
  const groups: string[][] = []
  const groupsOf = new Map<string, number[]>()
  for (const [, ...names] of data.skillGroups) {
    // The taxonomy may have been rebuilt since the data file: read names through it again.
    const skills = [...new Set(names.map((n) => canonicalSkill(n) ?? n))]
    const g = groups.length
    groups.push(skills)
    for (const s of skills) {
      const list = groupsOf.get(s)
      if (list) list.push(g)
      else groupsOf.set(s, [g])
    }
  }
  return { kinds, groupsOf, groups }
}

/** The taxonomy kind of a canonical skill name; 'tech' when the taxonomy does not know it. */
export function skillKind(skill: string): SkillKind {
  return load().kinds.get(skill) ?? 'tech'
}

/** Skills that can stand in for this one (same O*NET software group), itself excluded. */
export function relatedSkills(skill: string): string[] {
  const { groupsOf, groups } = load()
  const out = new Set<string>()
  for (const g of groupsOf.get(skill) ?? []) for (const s of groups[g]!) if (s !== skill) out.add(s)
  return [...out]
}
