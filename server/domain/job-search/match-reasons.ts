import type { MatchScore } from '../match/index.ts'

/** Why a job was ranked where it is for a resume, in a job seeker's words, from the engine's evidence. */
export interface MatchReasons {
  matched_skills: string[]
  missing_skills: string[]
  why: string
}

// A title fit from this (0..100) up is worth naming.
const TITLE_FIT_WORTH_NAMING = 60
const SKILLS_NAMED = 5

export function matchReasons(score: MatchScore): MatchReasons {
  const { skills, experience, occupation } = score.evidence
  const matched = [...skills.required.matched, ...skills.niceToHave.matched]
  const asked = skills.required.matched.length + skills.required.missing.length
  const parts: string[] = []
  if (asked > 0) {
    const named = skills.required.matched.slice(0, SKILLS_NAMED)
    parts.push(
      named.length > 0
        ? `Your resume names ${skills.required.matched.length} of the ${asked} skills this job asks for (${named.join(', ')}${skills.required.matched.length > named.length ? ', …' : ''}).`
        : `Your resume names none of the ${asked} skills this job asks for.`,
    )
  }
  if (occupation.closestTitle && score.categoryScores.title >= TITLE_FIT_WORTH_NAMING) {
    parts.push(`Your experience as ${occupation.closestTitle} fits the role.`)
  }
  if (experience.yearsAsked !== null && experience.yearsFound !== null) {
    parts.push(`It asks for ${experience.yearsAsked}+ years; your resume shows ${experience.yearsFound} ${experience.yearsFound === 1 ? 'year' : 'years'}.`)
  }
  return {
    matched_skills: matched,
    missing_skills: skills.required.missing,
    why: parts.length > 0 ? parts.join(' ') : 'Ranked by how closely your resume’s wording matches the posting.',
  }
}
