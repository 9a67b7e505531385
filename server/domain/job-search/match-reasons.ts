import { citablePhrase, ResumeText, type JobFeatures, type MatchScore } from '../match/index.ts'
import { skillsFit } from './skills-sentence.ts'

/** Why a job was ranked where it is for a resume, in a job seeker's words, from the engine's evidence. */
export interface MatchReasons {
  matched_skills: string[]
  missing_skills: string[]
  why: string
}

export interface MatchReasonsOptions {
  /**
   * The resume's text. A skill the score did not count that the text names (another spelling, a
   * phrase the skill finder did not read) is listed as matched, never as missing; a phrase of the
   * posting is cited only when the text has it as the posting words it.
   */
  resumeText?: string
  /** The job, so that a phrase that only repeats its title is not cited as something it asks. */
  job?: Pick<JobFeatures, 'title' | 'education' | 'uncitedPhrases'>
}

// Job search gives every job's reasons for one resume: its text is read once.
let lastReading: { text: string; reading: ResumeText } | undefined
function readingOf(text: string): ResumeText {
  if (lastReading?.text !== text) lastReading = { text, reading: new ResumeText(text) }
  return lastReading.reading
}

// A title fit from this (0..100) up is worth naming.
const TITLE_FIT_WORTH_NAMING = 60
const PHRASES_NAMED = 3

export function matchReasons(score: MatchScore, options: MatchReasonsOptions = {}): MatchReasons {
  const { skills, experience, occupation } = score.evidence
  const text = options.resumeText ? readingOf(options.resumeText) : null
  const checked = (e: { matched: string[]; missing: string[] }) => {
    const named = text ? e.missing.filter((skill) => text.skill(skill) !== null) : []
    return { matched: [...e.matched, ...named], missing: e.missing.filter((skill) => !named.includes(skill)) }
  }
  const fit = skillsFit(checked(skills.required), checked(skills.niceToHave))
  const parts: string[] = fit.sentence === '' ? [] : [fit.sentence]
  if (occupation.closestTitle && score.categoryScores.title >= TITLE_FIT_WORTH_NAMING) {
    parts.push(`Your experience as ${asWritten(occupation.closestTitle)} fits the role.`)
  }
  // The posting's own requirement phrases the resume has, as the posting words them: what the job
  // asks beyond named skills (citablePhrase: not a role, a skill or the education asked).
  const phrases = score.evidence.phrases.found
    .filter((p) => citablePhrase(p, options.job ?? { title: '' }) && (text === null || text.hasPhrase(p)))
    .slice(0, PHRASES_NAMED)
  if (phrases.length > 0) parts.push(`It asks for ${phrases.map((p) => `“${p}”`).join(', ')}, which your resume covers.`)
  if (experience.yearsAsked !== null && experience.yearsFound !== null) {
    parts.push(
      `It asks for ${experience.yearsAsked}+ years of experience; your resume shows ${experience.yearsFound} ${experience.yearsFound === 1 ? 'year' : 'years'} of work.`,
    )
  }
  return {
    matched_skills: fit.matched_skills,
    missing_skills: fit.missing_skills,
    why: parts.length > 0 ? parts.join(' ') : 'Ranked by how closely your resume’s wording matches the posting.',
  }
}

/** A title the resume writes in capitals ("SENIOR ACCOUNTANT") as a sentence writes it: "Senior Accountant". */
function asWritten(title: string): string {
  if (/[a-z]/.test(title)) return title
  return title.toLowerCase().replace(/(^|[\s/(&-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase())
}
