import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import { uniqueCaseless, type Candidate } from './candidate.ts'
import { isCurrent, pickEvidence, type Career, type Evidence } from './facts.ts'
import { firstPersonPredicate, leadingClause } from './prose.ts'
import { withoutNewSkills } from './support.ts'
import { endSentence, joinList, looseKey, wordCount } from './text.ts'
import { companyName } from './wording.ts'

/*
 * The tailored resume's summary, composed from facts the resume states, and replacing the resume's
 * own (never appended to it):
 *
 *   1. Who: the candidate's latest title, the years the dates give, and, when the posting's field
 *      covers only part of the career, the years in it and the titles they were under:
 *      "Accountant with 14 years of experience, 9 of them as Senior Accountant and Staff Accountant."
 *      Otherwise the earlier titles of the field: "...; previously Chef de Cuisine and Sous Chef."
 *   2. What: the two or three strongest pieces of evidence for the posting's requirements, as
 *      things done, in the candidate's words (present for the current role, past for others; a
 *      long bullet cut to its first clause): "Runs a 140-seat wood-fire restaurant with $4.2M in
 *      annual sales. Brought food cost from 33% to 28.5% in nine months."
 *
 *   3. The role applied for: "Seeking the Staff Accountant role at Cedar & Pine Manufacturing."
 *
 * Nothing else is said: no "experience in <skill>" list (a certification or a soft skill is not
 * something one has years "in"; they have their own sections), no adjective the resume does not
 * use, no number it does not give.
 */

/** Words of a "thing done" in the summary; a longer bullet is cut to its first clause or left out. */
const MAX_DONE_WORDS = 18

export function writeSummary(
  candidate: Candidate,
  lead: string | null,
  career: Career,
  pool: readonly Evidence[],
  allowed: (skill: string) => boolean,
  job: ParsedJob,
): string | null {
  const { flags } = candidate
  const out: string[] = []
  const total = career.totalYears
  const field = career.fieldYears
  const experience = flags.formal ? 'professional experience' : 'experience'
  const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`
  // In a list, a title without its qualifier: "Registered Nurse, Medical ICU" is listed as "Registered Nurse".
  const head = (t: string) => (wordCount(t.split(/,\s+/)[0]!) >= 2 ? t.split(/,\s+/)[0]! : t)
  // The opening too: "Undergraduate Teaching Assistant, CS 300 with 2 years" reads as two phrases;
  // the headline above keeps the whole title.
  lead = lead ? head(lead) : null
  const fieldTitles = uniqueCaseless(career.fieldTitles.map(head)).slice(0, 3)
  // "Previously": titles of roles that have ended, other than the lead's.
  const previous = uniqueCaseless(career.previousTitles.map(head))
    .filter((t) => looseKey(t) !== looseKey(head(lead ?? '')))
    .slice(0, 2)

  // The field's years, when they are not (nearly) the career's: "..., 9 of them as Staff Accountant and Senior Accountant".
  const onlyLead = fieldTitles.length === 1 && looseKey(fieldTitles[0]!) === looseKey(head(lead ?? ''))
  if (lead && total > 0) {
    if (field >= 1 && total - field >= 2 && fieldTitles.length > 0) {
      out.push(
        endSentence(`${lead} with ${years(total)} of ${experience}, ${field} of them ${onlyLead ? 'in this role' : `as ${joinList(fieldTitles)}`}`),
      )
    } else {
      out.push(endSentence(`${lead} with ${years(total)} of ${experience}${previous.length > 0 ? `; previously ${joinList(previous)}` : ''}`))
    }
  } else if (lead) {
    out.push(endSentence(previous.length > 0 ? `${lead}; previously ${joinList(previous)}` : lead))
  } else if (total > 0 && fieldTitles.length > 0) {
    out.push(endSentence(`${years(total)} of ${experience} as ${joinList(fieldTitles)}`))
  }

  // Things done: the strongest evidence of the posting's requirements, each from another role when it can be.
  const done = pickEvidence(pool, flags.shorter ? 2 : 3, (e) => summaryPhrase(e) !== null && (e.bullet.strength.requirement || e.kind !== 'plain'))
  for (const e of done) out.push(endSentence(capitalise(summaryPhrase(e)!)))
  const text = withoutNewSkills(out, allowed)
  // The role applied for, as a resume's objective line says it: the posting's title is what an ATS
  // looks for first, and naming it claims nothing about the candidate (after the skill check, which
  // would read a skill in the posting's title as one the resume must back).
  // (A shorter resume, asked for, leaves it out with the third thing done.)
  const target = flags.shorter ? null : targetRole(job, flags.formal)
  if (target && text.length > 0) text.push(endSentence(flags.formal ? `Applying for ${target}` : `Seeking ${target}`))
  return text.length > 0 ? text.join(' ') : null
}

/** "the Senior Data Analyst role at Brightline Retail Analytics" (formal: "the position of ..."). */
function targetRole(job: ParsedJob, formal: boolean): string | null {
  const company = companyName(job.company)
  const at = company ? ` at ${company}` : ''
  if (job.title !== UNTITLED_POSITION) return formal ? `the position of ${job.title}${at}` : `the ${job.title} role${at}`
  return company ? `a role at ${company}` : null
}

/** The evidence as a thing done, without "I": "Leads a $14M store with 4 assistant managers". */
function summaryPhrase(e: Evidence): string | null {
  const clause = leadingClause(e.text, MAX_DONE_WORDS)
  if (!clause) return null
  return firstPersonPredicate(clause, isCurrent(e.role), 'third')
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
