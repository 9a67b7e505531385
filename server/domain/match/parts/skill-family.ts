import { familyMembers, skillKind, skillRelations } from '../skill-relations.ts'
import { SKILLS } from './columns.ts'
import { definePart, referencePart } from './part.ts'
import { SKILL_WEIGHTS } from './skills.ts'

/*
 * Skill family: the job's skills covered by what the resume names, with credit for what stands
 * close — the knowledge base's related skills at their strength (QuickBooks for Xero: 0.8) and
 * members of the same family at FAMILY_CREDIT ("accounting software", "nursing care"). Where the
 * skills part asks whether the resume has each skill, this asks how near it comes: a bookkeeper
 * with Sage 50 is near a QuickBooks job, a welder is not. Weighted as the skills part weighs them.
 */

const FAMILY_CREDIT = 0.4
// Related skills weaker than this are loosely allied: the family credit says as much.
const RELATED_MIN = 0.5

interface FamilyState {
  /** Per pool skill: the job skills it covers and the credit for each, as a linked list (first, next). */
  creditFirst: Int32Array
  creditNext: Int32Array
  creditJob: Int32Array
  credit: Float64Array
  weight: Float64Array
  weightTotal: number
  /** Scratch: each job skill's best credit for the resume being scored. */
  best: Float64Array
}

/** The job's skills (required, then nice-to-have) with their weights, as the skills part weighs them. */
function weighedJobSkills(job: { requiredSkills: readonly string[]; niceToHave: readonly string[] }): Array<{ skill: string; weight: number }> {
  const skills = [...job.requiredSkills, ...job.niceToHave.filter((s) => !job.requiredSkills.includes(s))]
  return skills.map((skill, j) => ({
    skill,
    weight:
      (j < job.requiredSkills.length ? SKILL_WEIGHTS.required : SKILL_WEIGHTS.nice) *
      (skillKind(skill) === 'professional' ? SKILL_WEIGHTS.professional : 1),
  }))
}

/** What each skill near a job skill earns toward it: itself 1, a related skill its strength, its family FAMILY_CREDIT. */
function creditsFor(skill: string): Map<string, number> {
  const credits = new Map<string, number>([[skill, 1]])
  for (const member of familyMembers(skill)) credits.set(member, FAMILY_CREDIT)
  for (const { skill: other, strength } of skillRelations(skill))
    if (strength >= RELATED_MIN) credits.set(other, Math.max(credits.get(other) ?? 0, strength))
  return credits
}

export const skillFamilyPart = definePart<FamilyState>({
  components: ['skillFamily'],
  // Computed for every resume: a few lookups each, and its exact value bounds a short top better than 1 would.
  stage: 'first',
  columns: [SKILLS],
  compile(q) {
    const skills = q.index.dictionary('skills')
    const job = weighedJobSkills(q.job)
    // A handful of the pool's skills are near the job's: a linked list per skill, no list for the rest.
    const creditFirst = new Int32Array(skills.names.length).fill(-1)
    const next: number[] = []
    const jobOf: number[] = []
    const credits: number[] = []
    job.forEach(({ skill }, j) => {
      for (const [name, credit] of creditsFor(skill)) {
        const id = skills.ids.get(name)
        if (id === undefined) continue
        next.push(creditFirst[id]!)
        jobOf.push(j)
        credits.push(credit)
        creditFirst[id] = credits.length - 1
      }
    })
    return {
      creditFirst,
      creditNext: Int32Array.from(next),
      creditJob: Int32Array.from(jobOf),
      credit: Float64Array.from(credits),
      weight: Float64Array.from(job, (s) => s.weight),
      weightTotal: job.reduce((sum, s) => sum + s.weight, 0),
      best: new Float64Array(job.length),
    }
  },
  defines: (s) => s.weightTotal > 0,
  score(s, q, docs, out) {
    if (!(s.weightTotal > 0)) return
    const skills = q.index.column(SKILLS)
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      s.best.fill(0)
      for (let i = skills.start[d]!, end = skills.start[d + 1]!; i < end; i++) {
        for (let k = s.creditFirst[skills.ids[i]!]!; k >= 0; k = s.creditNext[k]!) {
          const j = s.creditJob[k]!
          if (s.credit[k]! > s.best[j]!) s.best[j] = s.credit[k]!
        }
      }
      let sum = 0
      for (let j = 0; j < s.best.length; j++) sum += s.best[j]! * s.weight[j]!
      out.skillFamily[n] = sum / s.weightTotal
    }
  },
  reference: referencePart({
    prepare: (job) => weighedJobSkills(job).map(({ skill, weight }) => ({ weight, credits: creditsFor(skill) })),
    score(job, f) {
      const total = job.reduce((sum, s) => sum + s.weight, 0)
      if (!(total > 0)) return { skillFamily: 0 }
      const sum = job.reduce((acc, s) => acc + s.weight * Math.max(0, ...f.skills.map((held) => s.credits.get(held) ?? 0)), 0)
      return { skillFamily: sum / total }
    },
  }),
})
