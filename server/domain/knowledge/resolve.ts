import { skillKey } from '../skills/tokenize.ts'
import type { KnowledgeSources } from './read-sources.ts'
import { RELATED_ROLE, ROLE_LEVELS, type RoleEntry, type SkillEntry } from './schema.ts'
import type { KnowledgeBase, KnowledgeProblem, KnowledgeRole, KnowledgeSkill, MoveDirection } from './types.ts'

/*
 * The sources turned into the base the engines read: references resolved to positions, relations
 * made two-way, and every rule of knowledge/README.md ("What the check refuses") checked on the way.
 * A reference that does not resolve is reported and left out, so the base is usable (for the check's
 * counts) even while it has problems; loadKnowledge refuses such a base.
 */

/** The key two titles are compared by: words, lower case, punctuation and a bracketed qualifier aside. */
export function titleKey(title: string): string {
  return title
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
}

const formText = (form: string) => form.replace(/^~/, '')

export function resolveSources(sources: KnowledgeSources, problems: KnowledgeProblem[]): KnowledgeBase {
  const fields = sources.fields.map(({ data }) => ({ id: data.field, name: data.name }))
  const fieldOf = new Map(fields.map((f, i) => [f.id, i]))

  // Families: declared once in the base.
  const families: KnowledgeBase['families'] = []
  const familyOf = new Map<string, number>()
  sources.fields.forEach(({ file, data }, field) => {
    for (const name of data.families ?? []) {
      const key = name.toLowerCase()
      const other = familyOf.get(key)
      if (other !== undefined) {
        problems.push({ file, entry: `family '${name}'`, message: `is declared twice (also in fields/${fields[families[other]!.field]!.id}.yaml)` })
        continue
      }
      familyOf.set(key, families.push({ name, field }) - 1)
    }
  })

  // Skills and their forms: every name and alias names one skill.
  const skills: KnowledgeSkill[] = []
  const entries: Array<{ file: string; entry: SkillEntry }> = []
  const skillOfForm = new Map<string, number>()
  sources.fields.forEach(({ file, data }, field) => {
    for (const entry of data.skills ?? []) {
      const family = familyOf.get(entry.family.toLowerCase())
      if (family === undefined)
        problems.push({ file, entry: `skill '${entry.name}'`, message: `family '${entry.family}' is not declared in any file's families` })
      const at = skills.length
      let claimed = 0
      for (const form of [entry.name, ...(entry.aliases ?? [])]) {
        const key = skillKey(formText(form))
        if (!key) {
          problems.push({ file, entry: `skill '${entry.name}'`, message: `form '${form}' has no words` })
          continue
        }
        const other = skillOfForm.get(key)
        if (other === undefined) {
          skillOfForm.set(key, at)
          claimed++
        } else if (other !== at) {
          const owner = entries[other]!
          problems.push({
            file,
            entry: `skill '${entry.name}'`,
            message: `'${form}' also names '${owner.entry.name}' (${owner.file}); a name or alias names one skill`,
          })
        }
      }
      if (claimed === 0) continue
      skills.push({ name: formText(entry.name), forms: [entry.name, ...(entry.aliases ?? [])], family: family ?? 0, type: entry.type, field, related: [] })
      entries.push({ file, entry })
    }
  })
  const skillByName = (form: string) => skillOfForm.get(skillKey(formText(form)))

  // Related skills, both ways; the stronger strength when both sides state one.
  const relatedSkill = new Map<number, Map<number, number>>()
  const relate = (a: number, b: number, strength: number) => {
    const map = relatedSkill.get(a) ?? new Map<number, number>()
    map.set(b, Math.max(map.get(b) ?? 0, strength))
    relatedSkill.set(a, map)
  }
  entries.forEach(({ file, entry }, at) => {
    const related = Object.entries(entry.related)
    if (related.length === 0) problems.push({ file, entry: `skill '${entry.name}'`, message: 'names no related skill; give at least one' })
    for (const [name, strength] of related) {
      const other = skillByName(name)
      if (other === undefined) problems.push({ file, entry: `skill '${entry.name}'`, message: `related skill '${name}' does not exist` })
      else if (other === at) problems.push({ file, entry: `skill '${entry.name}'`, message: `is related to itself ('${name}')` })
      else {
        relate(at, other, strength)
        relate(other, at, strength)
      }
    }
  })
  skills.forEach((skill, at) => {
    skill.related = [...(relatedSkill.get(at) ?? [])]
      .map(([s, strength]) => ({ skill: s, strength }))
      .sort((a, b) => b.strength - a.strength || a.skill - b.skill)
  })

  const roles = resolveRoles(sources, fieldOf, skillByName, problems)
  const education = resolveEducation(sources, fieldOf, problems)
  const titles = {
    levels: sources.titles.levels,
    abbreviations: Object.fromEntries(Object.entries(sources.titles.abbreviations).map(([k, v]) => [k.toLowerCase(), v.toLowerCase()])),
    capitalAcronyms: sources.titles.capital_acronyms ?? {},
  }
  return { fields, families, skills, roles, education, titles }
}

function resolveRoles(
  sources: KnowledgeSources,
  fieldOf: Map<string, number>,
  skillByName: (form: string) => number | undefined,
  problems: KnowledgeProblem[],
): KnowledgeRole[] {
  const roles: KnowledgeRole[] = []
  const entries: Array<{ file: string; entry: RoleEntry }> = []
  const titleOwner = new Map<string, number>()
  // Every title form: which roles claim it, and whether each claims it as shared.
  const claims = new Map<string, Array<{ role: number; shared: boolean; form: string }>>()
  for (const { file, data } of sources.fields) {
    const field = fieldOf.get(data.field)!
    for (const entry of data.roles ?? []) {
      const where = { file, entry: `role '${entry.title}'` }
      const key = titleKey(entry.title)
      if (titleOwner.has(key) && entry.title.toLowerCase() === entries[titleOwner.get(key)!]!.entry.title.toLowerCase()) {
        problems.push({ ...where, message: `the title is used by another role (${entries[titleOwner.get(key)!]!.file}); qualify one in brackets` })
        continue
      }
      const at = roles.length
      if (!titleOwner.has(key)) titleOwner.set(key, at)
      const [low, high] = entry.seniority
      if (ROLE_LEVELS.indexOf(low) > ROLE_LEVELS.indexOf(high)) problems.push({ ...where, message: `seniority [${low}, ${high}] runs backwards` })
      const skillsOf = (names: string[] | undefined, list: string) =>
        (names ?? []).flatMap((name) => {
          const skill = skillByName(name)
          if (skill === undefined) problems.push({ ...where, message: `${list} skill '${name}' does not exist` })
          return skill === undefined ? [] : [skill]
        })
      const core = [...new Set(skillsOf(entry.core, 'core'))]
      if (entry.core.length === 0) problems.push({ ...where, message: 'has no core skill' })
      const common = [...new Set(skillsOf(entry.common, 'common'))].filter((s) => !core.includes(s))
      if (entry.duties.length < 3) problems.push({ ...where, message: `has ${entry.duties.length} duties; give at least three` })
      const name = entry.title.replace(/\s*\([^)]*\)\s*/g, ' ').trim()
      const qualified = name !== entry.title.trim()
      const claim = (form: string, shared: boolean) => {
        const k = titleKey(form)
        if (!k) return
        const list = claims.get(k) ?? []
        if (!list.some((c) => c.role === at)) list.push({ role: at, shared, form })
        claims.set(k, list)
      }
      claim(name, qualified)
      for (const v of entry.variants ?? []) claim(v, false)
      const shared = (entry.shared_variants ?? []).map((v) => (typeof v === 'string' ? ([v, 1] as const) : Object.entries(v)[0]!))
      for (const [v] of shared) claim(v, true)
      roles.push({
        title: entry.title,
        name,
        variants: entry.variants ?? [],
        sharedVariants: shared.map(([v]) => v),
        sharedWeights: shared.map(([, weight]) => weight),
        field,
        seniority: entry.seniority,
        core,
        common,
        duties: entry.duties,
        related: [],
      })
      entries.push({ file, entry })
    }
  }
  for (const list of claims.values()) {
    if (list.length < 2 || list.every((c) => c.shared)) continue
    const names = list.map((c) => `'${roles[c.role]!.title}' (${entries[c.role]!.file})`).join(', ')
    for (const c of list.filter((c) => !c.shared)) {
      problems.push({
        file: entries[c.role]!.file,
        entry: `role '${roles[c.role]!.title}'`,
        message: `title '${c.form}' is claimed by ${names}; list it in shared_variants of each`,
      })
    }
  }

  // Related roles: stated lines, then the reverse of each where the other role states none.
  const byExactTitle = new Map(roles.map((r, i) => [r.title.toLowerCase(), i]))
  const roleByTitle = (title: string) => byExactTitle.get(title.toLowerCase()) ?? titleOwner.get(titleKey(title))
  const REVERSE: Record<MoveDirection, MoveDirection> = { up: 'down', down: 'up', across: 'across' }
  entries.forEach(({ file, entry }, at) => {
    for (const [title, line] of Object.entries(entry.related ?? {})) {
      const other = roleByTitle(title)
      const m = RELATED_ROLE.exec(line.trim())
      if (other === undefined) problems.push({ file, entry: `role '${entry.title}'`, message: `related role '${title}' does not exist` })
      else if (other === at) problems.push({ file, entry: `role '${entry.title}'`, message: 'is related to itself' })
      else if (m) roles[at]!.related.push({ role: other, strength: Number(m[2]), direction: m[1] as MoveDirection, stated: true })
    }
  })
  roles.forEach((role, at) => {
    for (const move of role.related.filter((r) => r.stated)) {
      const back = roles[move.role]!
      if (!back.related.some((r) => r.role === at))
        back.related.push({ role: at, strength: move.strength, direction: REVERSE[move.direction], stated: false })
    }
  })
  for (const role of roles) role.related.sort((a, b) => b.strength - a.strength || a.role - b.role)
  return roles
}

function resolveEducation(sources: KnowledgeSources, fieldOf: Map<string, number>, problems: KnowledgeProblem[]): KnowledgeBase['education'] {
  const file = 'education.yaml'
  const fields = sources.education.fields
  const fieldByName = new Map<string, number>()
  fields.forEach((f, i) => {
    for (const form of [f.name, ...(f.aliases ?? [])]) {
      const key = titleKey(form)
      const other = fieldByName.get(key)
      if (other !== undefined && other !== i)
        problems.push({ file, entry: `field '${f.name}'`, message: `'${form}' also names '${fields[other]!.name}'` })
      else fieldByName.set(key, i)
    }
  })
  const related = fields.map(() => new Map<number, number>())
  fields.forEach((f, i) => {
    for (const [name, strength] of Object.entries(f.related ?? {})) {
      const other = fieldByName.get(titleKey(name))
      if (other === undefined) problems.push({ file, entry: `field '${f.name}'`, message: `related field '${name}' does not exist` })
      else if (other !== i) {
        related[i]!.set(other, Math.max(related[i]!.get(other) ?? 0, strength))
        related[other]!.set(i, Math.max(related[other]!.get(i) ?? 0, strength))
      }
    }
  })
  return {
    levels: sources.education.levels.map((l) => ({ level: l.level, names: l.names })),
    fields: fields.map((f, i) => ({
      name: f.name,
      aliases: f.aliases ?? [],
      related: [...related[i]!].map(([field, strength]) => ({ field, strength })).sort((a, b) => b.strength - a.strength || a.field - b.field),
      roleFields: (f.role_fields ?? []).flatMap((id) => {
        const at = fieldOf.get(id)
        if (at === undefined) problems.push({ file, entry: `field '${f.name}'`, message: `role field '${id}' is not a field file` })
        return at === undefined ? [] : [at]
      }),
    })),
  }
}
