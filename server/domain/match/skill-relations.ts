import { prepared } from '../knowledge/prepared-data.ts'
import { loadKnowledge } from '../knowledge/index.ts'
import { loadSkillTaxonomy, type SkillKind, type SkillType } from '../skills/index.ts'

/*
 * What matching knows about skills beyond their names, from the knowledge base: their kind and
 * type (a soft skill such as "Communication" says less about fit than a named tool or a
 * practice), the skills that stand in for each other (QuickBooks and Xero: the same job done with
 * another tool), and each skill's family ("accounting software").
 */

// A related skill this strong stands in for the other (README of knowledge/: 0.7 is "the same job
// with another tool").
const STANDS_IN = 0.7

interface Relations {
  names: string[]
  byName: Map<string, number>
  /** Skill i's related skills, strongest first: related[relatedStart[i]..relatedStart[i + 1]], with their strengths. */
  relatedStart: Uint32Array
  related: Uint32Array
  strength: Float32Array
  family: Uint16Array
  familyNames: string[]
  /** Family f's skills: members[memberStart[f]..memberStart[f + 1]]. */
  memberStart: Uint32Array
  members: Uint32Array
}

let cached: Relations | undefined

function load(): Relations {
  if (cached) return cached
  const data = prepared('skill-relations', () => {
    const base = loadKnowledge()
    const relatedStart = new Uint32Array(base.skills.length + 1)
    base.skills.forEach((s, i) => (relatedStart[i + 1] = relatedStart[i]! + s.related.length))
    const members: number[][] = base.families.map(() => [])
    base.skills.forEach((s, i) => members[s.family]!.push(i))
    const memberStart = new Uint32Array(members.length + 1)
    members.forEach((list, f) => (memberStart[f + 1] = memberStart[f]! + list.length))
    return {
      names: base.skills.map((s) => s.name),
      relatedStart,
      related: Uint32Array.from(base.skills.flatMap((s) => s.related.map((r) => r.skill))),
      strength: Float32Array.from(base.skills.flatMap((s) => s.related.map((r) => r.strength))),
      family: Uint16Array.from(base.skills, (s) => s.family),
      familyNames: base.families.map((f) => f.name),
      memberStart,
      members: Uint32Array.from(members.flat()),
    }
  })
  cached = { ...data, byName: new Map(data.names.map((name, i) => [name, i])) }
  return cached
}

/** The taxonomy kind of a canonical skill name; 'tech' when the taxonomy does not know it. */
export function skillKind(skill: string): SkillKind {
  return loadSkillTaxonomy().kindOf(skill) ?? 'tech'
}

/** The knowledge base's type of a canonical skill name, or undefined for a name it lacks. */
export function skillType(skill: string): SkillType | undefined {
  return loadSkillTaxonomy().typeOf(skill)
}

/** Skills that can stand in for this one (the same job with another tool, or a near synonym), itself excluded. */
export function relatedSkills(skill: string): string[] {
  return skillRelations(skill)
    .filter((r) => r.strength >= STANDS_IN)
    .map((r) => r.skill)
}

/** The skills the base relates to this one, with how much each stands in for it (0..1), strongest first. */
export function skillRelations(skill: string): Array<{ skill: string; strength: number }> {
  const r = load()
  const i = r.byName.get(skill)
  if (i === undefined) return []
  const out: Array<{ skill: string; strength: number }> = []
  for (let k = r.relatedStart[i]!, end = r.relatedStart[i + 1]!; k < end; k++) out.push({ skill: r.names[r.related[k]!]!, strength: r.strength[k]! })
  return out
}

/** The other skills of this skill's family ("accounting software": QuickBooks, Xero, Sage 50...). */
export function familyMembers(skill: string): string[] {
  const r = load()
  const i = r.byName.get(skill)
  if (i === undefined) return []
  const f = r.family[i]!
  return Array.from(r.members.subarray(r.memberStart[f], r.memberStart[f + 1]), (s) => r.names[s]!).filter((s) => s !== skill)
}

/** The family of a canonical skill name ("accounting software"), or null for a name the base lacks. */
export function skillFamily(skill: string): string | null {
  const r = load()
  const i = r.byName.get(skill)
  return i === undefined ? null : r.familyNames[r.family[i]!]!
}
