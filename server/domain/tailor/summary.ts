import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import type { Candidate } from './candidate.ts'
import { termInProse } from './prose.ts'
import type { JobTerm } from './relevance.ts'
import { companyName } from './wording.ts'
import { endSentence, joinList, looseKey } from './text.ts'

/*
 * The tailored resume's summary, written for the target role from facts the resume states: the
 * years its dated roles span, its titles that bear on the job (most relevant first), and the
 * job's requirements it backs, in the job's wording. Three short sentences:
 *
 *   "Finance Manager with 33 years of experience in Microsoft Excel, budgeting and accounting.
 *    Previous roles include Director and Controller. Brings cost accounting to the Senior Data
 *    Analyst role at Brightline Retail Analytics."
 *
 * Nothing else is said: no adjective the resume does not use, no number it does not give.
 */

export interface SummaryFacts {
  /** The title the summary leads with (the headline). */
  lead: string | null
  /** Other titles, most relevant to the job first; titles of unrelated roles left out. */
  otherTitles: string[]
  /** Job requirements the resume backs, most important first, in the job's wording. */
  requirements: JobTerm[]
}

export function writeSummary(candidate: Candidate, job: ParsedJob, facts: SummaryFacts): string | null {
  const { flags } = candidate
  const years = candidate.years.years
  const out: string[] = []
  const named = new Set<string>()
  const prose = (t: JobTerm) => termInProse(t.skill ?? t.term)

  // One mention per skill: a posting's "CPA" and "Certified Public Accountant" are one requirement.
  const seen = new Set<string>()
  const requirements = facts.requirements.filter((t) => {
    const key = looseKey(t.skill ?? t.term)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const fields = requirements.slice(0, flags.shorter ? 2 : 3)
  for (const t of fields) named.add(looseKey(t.term))
  const inFields = fields.length > 0 ? ` in ${joinList(fields.map(prose))}` : ''
  const yearsText = years > 0 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : null
  if (facts.lead && yearsText) out.push(endSentence(`${facts.lead} with ${yearsText}${inFields}`))
  else if (facts.lead) out.push(endSentence(`${facts.lead}${inFields ? ` experienced${inFields}` : ''}`))
  else if (yearsText) out.push(endSentence(`Professional with ${yearsText}${inFields}`))
  else if (inFields) out.push(endSentence(`Experienced${inFields}`))

  const others = facts.otherTitles.slice(0, flags.shorter ? 1 : 2)
  if (others.length > 0 && !flags.shorter) {
    out.push(endSentence(`${others.length === 1 ? 'Previous role' : 'Previous roles'} include${others.length === 1 ? 's' : ''} ${joinList(others)}`))
  }

  const rest = requirements.filter((t) => !named.has(looseKey(t.term))).slice(0, flags.shorter ? 3 : 4)
  const target = targetRole(job, flags.formal)
  if (rest.length > 0 && target) out.push(endSentence(`Brings ${joinList(rest.map(prose))} to ${target}`))
  else if (rest.length > 0) out.push(endSentence(`Strengths include ${joinList(rest.map(prose))}`))
  else if (target) out.push(endSentence(flags.formal ? `Applying for ${target}` : `Seeking ${target}`))
  return out.length > 0 ? out.join(' ') : null
}

/** "the Senior Data Analyst role at Brightline Retail Analytics" (formal: "the position of ..."). */
function targetRole(job: ParsedJob, formal: boolean): string | null {
  const company = companyName(job.company)
  const at = company ? ` at ${company}` : ''
  if (job.title !== UNTITLED_POSITION) return formal ? `the position of ${job.title}${at}` : `the ${job.title} role${at}`
  return company ? `a role at ${company}` : null
}
