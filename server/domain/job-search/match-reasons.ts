import type { MatchScore } from '../match/index.ts'
import { skillsFit } from './skills-sentence.ts'

/** Why a job was ranked where it is for a resume, in a job seeker's words, from the engine's evidence. */
export interface MatchReasons {
  matched_skills: string[]
  missing_skills: string[]
  why: string
}

// A title fit from this (0..100) up is worth naming.
const TITLE_FIT_WORTH_NAMING = 60
const PHRASES_NAMED = 3

export function matchReasons(score: MatchScore): MatchReasons {
  const { skills, experience, occupation } = score.evidence
  const fit = skillsFit(skills.required, skills.niceToHave)
  const parts: string[] = fit.sentence === '' ? [] : [fit.sentence]
  if (occupation.closestTitle && score.categoryScores.title >= TITLE_FIT_WORTH_NAMING) {
    parts.push(`Your experience as ${occupation.closestTitle} fits the role.`)
  }
  // The posting's own requirement phrases the resume has: what the job asks beyond named skills.
  const phrases = score.evidence.phrases.found.slice(0, PHRASES_NAMED)
  if (phrases.length > 0) parts.push(`It asks for ${phrases.map((p) => `“${p}”`).join(', ')}, which your resume covers.`)
  if (experience.yearsAsked !== null && experience.yearsFound !== null) {
    parts.push(
      `It asks for ${experience.yearsAsked}+ years; your resume shows ${experience.yearsFound} ${experience.yearsFound === 1 ? 'year' : 'years'}.`,
    )
  }
  return {
    matched_skills: fit.matched_skills,
    missing_skills: fit.missing_skills,
    why: parts.length > 0 ? parts.join(' ') : 'Ranked by how closely your resume’s wording matches the posting.',
  }
}
