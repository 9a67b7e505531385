/** The job's skills split by whether the resume names them, and the sentence that sums them up. */
export interface SkillsFit {
  matched_skills: string[]
  missing_skills: string[]
  /** Empty when the job names no skills. */
  sentence: string
}

// More names than this make the sentence a list; the full list is shown beside it.
const SKILLS_NAMED = 5

/**
 * Both lists cover every skill the job names, required ones first, and the sentence is counted
 * from those same lists, so a result can never say "none" beside a skill it lists as matched.
 */
export function skillsFit(required: { matched: string[]; missing: string[] }, niceToHave: { matched: string[]; missing: string[] }): SkillsFit {
  const matched = unique([...required.matched, ...niceToHave.matched])
  const missing = unique([...required.missing, ...niceToHave.missing]).filter((skill) => !matched.includes(skill))
  return { matched_skills: matched, missing_skills: missing, sentence: sentenceFor(matched, missing) }
}

function sentenceFor(matched: string[], missing: string[]): string {
  const asked = matched.length + missing.length
  if (asked === 0) return ''
  if (matched.length === 0) {
    return asked === 1
      ? 'Your resume does not name the one skill this job asks for.'
      : `Your resume names none of the ${asked} skills this job asks for.`
  }
  const named = matched.slice(0, SKILLS_NAMED)
  const more = matched.length > named.length ? ', …' : ''
  const share = asked === 1 ? 'the one skill' : `${matched.length} of the ${asked} skills`
  return `Your resume names ${share} this job asks for (${named.join(', ')}${more}).`
}

const unique = (skills: string[]) => [...new Set(skills)]
