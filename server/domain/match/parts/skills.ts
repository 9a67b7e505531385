import type { PoolIndex } from '../pool-index.ts'
import { relatedSkills, skillKind } from '../skill-relations.ts'
import type { SkillEvidence } from '../types.ts'
import { ROLE_SKILLS, SKILLS } from './columns.ts'
import { definePart, referencePart } from './part.ts'

/*
 * Skills: weighted coverage of the job's skills. A required skill weighs SKILL_WEIGHTS.required,
 * a nice-to-have SKILL_WEIGHTS.nice, times SKILL_WEIGHTS.professional for soft skills. A skill
 * named in one of the resume's roles earns full credit; one only listed (skills section, keyword
 * block) SKILL_WEIGHTS.listed, when the roles name skills at all; once however often it is named.
 * One not named earns SKILL_WEIGHTS.related when the resume names a skill that stands in for it.
 */

export const SKILL_WEIGHTS = Object.freeze({ required: 1, nice: 0.5, professional: 0.5, related: 0.35, listed: 0.6 } as const)

export interface SkillState {
  /** The job's skills: required, then nice-to-have. */
  jobSkills: string[]
  required: number
  weight: Float64Array
  weightTotal: number
  /** Pool skill id -> the job skill it is (-1 none). */
  exactOf: Int32Array
  /** Pool skill id -> the job skills it stands in for, as a linked list (first, next, job skill). */
  relatedFirst: Int32Array
  relatedNext: Int32Array
  relatedJob: Int32Array
  /** Scratch of skillCredits: each job skill's credit, the skill it came through, and whether the roles name it. */
  credit: Float64Array
  creditVia: Int32Array
  inRoles: Uint8Array
}

export const skillsPart = definePart<SkillState>({
  components: ['skills'],
  stage: 'later',
  columns: [SKILLS, ROLE_SKILLS],
  compile(q) {
    const { job, index } = q
    const jobSkills = [...job.requiredSkills, ...job.niceToHave.filter((s) => !job.requiredSkills.includes(s))]
    const required = job.requiredSkills.length
    const weight = new Float64Array(jobSkills.length)
    let weightTotal = 0
    jobSkills.forEach((s, j) => {
      const w = (j < required ? SKILL_WEIGHTS.required : SKILL_WEIGHTS.nice) * (skillKind(s) === 'professional' ? SKILL_WEIGHTS.professional : 1)
      weight[j] = w
      weightTotal += w
    })
    const skills = index.dictionary('skills')
    const size = skills.names.length
    const exactOf = new Int32Array(size).fill(-1)
    const relatedFirst = new Int32Array(size).fill(-1)
    const relatedNext: number[] = []
    const relatedJob: number[] = []
    jobSkills.forEach((s, j) => {
      const id = skills.ids.get(s)
      if (id !== undefined) exactOf[id] = j
      for (const other of relatedSkills(s)) {
        const oid = skills.ids.get(other)
        if (oid === undefined) continue
        relatedNext.push(relatedFirst[oid]!)
        relatedJob.push(j)
        relatedFirst[oid] = relatedJob.length - 1
      }
    })
    return {
      jobSkills,
      required,
      weight,
      weightTotal,
      exactOf,
      relatedFirst,
      relatedNext: Int32Array.from(relatedNext),
      relatedJob: Int32Array.from(relatedJob),
      credit: new Float64Array(jobSkills.length),
      creditVia: new Int32Array(jobSkills.length),
      inRoles: new Uint8Array(jobSkills.length),
    }
  },
  defines: (s) => s.jobSkills.length > 0,
  score(s, q, docs, out) {
    if (s.jobSkills.length === 0) return
    for (let n = 0; n < docs.length; n++) out.skills[n] = skillCredits(s, q.index, docs[n]!)
  },
  evidence(s, q, d) {
    skillCredits(s, q.index, d)
    const names = q.index.dictionary('skills').names
    const skillsOf = (from: number, to: number): SkillEvidence => {
      const out: SkillEvidence = { matched: [], missing: [], related: [] }
      for (let j = from; j < to; j++) {
        const c = s.credit[j]!
        if (c >= SKILL_WEIGHTS.listed) out.matched.push(s.jobSkills[j]!)
        else {
          out.missing.push(s.jobSkills[j]!)
          if (c > 0) out.related.push({ skill: s.jobSkills[j]!, via: names[s.creditVia[j]!]! })
        }
      }
      return out
    }
    return { skills: { required: skillsOf(0, s.required), niceToHave: skillsOf(s.required, s.jobSkills.length) } }
  },
  reference: referencePart({
    prepare(job) {
      const jobSkills = [...job.requiredSkills, ...job.niceToHave.filter((s) => !job.requiredSkills.includes(s))]
      const weights = jobSkills.map(
        (s, j) =>
          (j < job.requiredSkills.length ? SKILL_WEIGHTS.required : SKILL_WEIGHTS.nice) *
          (skillKind(s) === 'professional' ? SKILL_WEIGHTS.professional : 1),
      )
      return { jobSkills, weights, standIns: jobSkills.map((s) => new Set(relatedSkills(s))) }
    },
    score({ jobSkills, weights, standIns }, f) {
      if (jobSkills.length === 0) return { skills: 0 }
      const roleSkills = f.roles.flatMap((r) => r.skills.filter((i) => i < f.skills.length).map((i) => f.skills[i]!))
      const listed = roleSkills.length > 0 ? SKILL_WEIGHTS.listed : 1
      const credits = jobSkills.map((s, j): number => {
        if (f.skills.includes(s)) return roleSkills.includes(s) ? 1 : listed
        return f.skills.some((held) => standIns[j]!.has(held)) ? SKILL_WEIGHTS.related : 0
      })
      const total = weights.reduce((a, b) => a + b, 0)
      return { skills: total > 0 ? credits.reduce((sum, c, j) => sum + c * weights[j]!, 0) / total : 0 }
    },
  }),
})

/** Resume d's skills part, its credits left in s.credit / s.creditVia. */
function skillCredits(s: SkillState, x: PoolIndex, d: number): number {
  const skills = x.column(SKILLS)
  const roleSkills = x.column(ROLE_SKILLS)
  const credit = s.credit
  const inRoles = s.inRoles
  credit.fill(0)
  inRoles.fill(0)
  const rolesFrom = roleSkills.start[x.roleStart[d]!]!
  const rolesTo = roleSkills.start[x.roleStart[d + 1]!]!
  for (let i = rolesFrom; i < rolesTo; i++) {
    const j = s.exactOf[roleSkills.ids[i]!]!
    if (j >= 0) inRoles[j] = 1
  }
  const listed = rolesTo > rolesFrom ? SKILL_WEIGHTS.listed : 1
  for (let i = skills.start[d]!, end = skills.start[d + 1]!; i < end; i++) {
    const skill = skills.ids[i]!
    const j = s.exactOf[skill]!
    if (j >= 0) credit[j] = inRoles[j] ? 1 : listed
    for (let k = s.relatedFirst[skill]!; k >= 0; k = s.relatedNext[k]!) {
      const rj = s.relatedJob[k]!
      if (credit[rj]! < SKILL_WEIGHTS.related) {
        credit[rj] = SKILL_WEIGHTS.related
        s.creditVia[rj] = skill
      }
    }
  }
  let sum = 0
  for (let j = 0; j < credit.length; j++) sum += credit[j]! * s.weight[j]!
  return s.weightTotal > 0 ? sum / s.weightTotal : 0
}
