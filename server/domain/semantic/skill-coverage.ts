import { relatedSkillScore } from './skill-relatedness.ts'

/*
 * How much of a posting's skills a resume covers when a related skill counts in part: a resume
 * with Keras covers a posting's TensorFlow to the degree the two are related, not at all in
 * keyword matching. A skill the resume names itself counts 1; otherwise the best related skill
 * of the resume counts its relatedness, when that is at least COVERAGE_MIN (below it the two are
 * merely software the same managers use, and crediting it would lift every resume alike).
 */

export const COVERAGE_MIN = 0.3

export interface CoveredSkill {
  /** The posting's skill. */
  skill: string
  /** The resume's skill that covers it: the same skill, a related one, or null. */
  by: string | null
  /** 1 for the same skill, the relatedness for a related one, 0 when uncovered. */
  credit: number
}

export interface SkillCoverage {
  /** Mean credit over the posting's skills, 0..1; 0 when the posting names none. */
  score: number
  skills: CoveredSkill[]
}

export function skillCoverage(wanted: readonly string[], held: readonly string[], min = COVERAGE_MIN): SkillCoverage {
  const heldSet = new Set(held)
  const skills = [...new Set(wanted)].map((skill): CoveredSkill => {
    if (heldSet.has(skill)) return { skill, by: skill, credit: 1 }
    let best: CoveredSkill = { skill, by: null, credit: 0 }
    for (const h of heldSet) {
      const score = relatedSkillScore(skill, h)
      if (score >= min && score > best.credit) best = { skill, by: h, credit: score }
    }
    return best
  })
  const score = skills.length ? skills.reduce((sum, s) => sum + s.credit, 0) / skills.length : 0
  return { score, skills }
}
