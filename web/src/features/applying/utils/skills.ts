import type { SkillEntry } from '@shared/schemas/skills.ts'

/** A chip of the skill bank: a skill the server found, or one the user added by hand. */
export interface BankSkill extends SkillEntry {
  custom: boolean
}

const key = (name: string) => name.trim().toLowerCase()

/** In-resume skills first, then those in the job description, then the user's own; stable within each group. */
export function sortSkills(skills: SkillEntry[], custom: string[] = []): BankSkill[] {
  const rank = (s: SkillEntry) => (s.in_resume ? 0 : s.in_jd ? 1 : 2)
  const known = skills
    .map((s, index) => ({ s, index }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.index - b.index)
    .map(({ s }) => ({ ...s, custom: false }))
  const knownKeys = new Set(known.map((s) => key(s.name)))
  const own = custom.filter((name) => !knownKeys.has(key(name))).map((name) => ({ name, in_resume: false, in_jd: false, custom: true }))
  return [...known, ...own]
}

/** Skills in the resume: always selected, cannot be deselected. */
export const lockedSkills = (skills: SkillEntry[]) => skills.filter((s) => s.in_resume).map((s) => s.name)

/** The selection, with the locked resume skills always in it (first). */
export function withLocked(skills: SkillEntry[], selected: string[]): string[] {
  const locked = lockedSkills(skills)
  const lockedKeys = new Set(locked.map(key))
  return [...locked, ...selected.filter((name) => !lockedKeys.has(key(name)))]
}

export function toggleSkill(skills: SkillEntry[], selected: string[], name: string): string[] {
  if (skills.some((s) => s.in_resume && key(s.name) === key(name))) return withLocked(skills, selected)
  const has = selected.some((s) => key(s) === key(name))
  return withLocked(skills, has ? selected.filter((s) => key(s) !== key(name)) : [...selected, name])
}

/** Adds every skill the job description names. */
export function selectAllJd(skills: SkillEntry[], selected: string[]): string[] {
  const chosen = new Set(selected.map(key))
  return withLocked(skills, [...selected, ...skills.filter((s) => s.in_jd && !chosen.has(key(s.name))).map((s) => s.name)])
}

/** Empties the selection; the locked resume skills stay selected. */
export const clearSelection = (skills: SkillEntry[]) => withLocked(skills, [])

export type AddSkillRefusal = 'empty' | 'known' | 'selected'

/** A custom skill is added only if non-empty, not already a known skill and not already selected. */
export function addSkillRefusal(skills: SkillEntry[], selected: string[], name: string): AddSkillRefusal | null {
  const wanted = key(name)
  if (wanted === '') return 'empty'
  if (skills.some((s) => key(s.name) === wanted)) return 'known'
  if (selected.some((s) => key(s) === wanted)) return 'selected'
  return null
}
