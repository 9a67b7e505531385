import type { ResumeSection } from '../../../shared/schemas/documents.ts'
import type { ParsedJob } from '../jd/index.ts'
import type { Candidate } from './candidate.ts'
import { analyse } from './relevance.ts'

/*
 * Section order by what the posting values. The summary always leads. Then:
 * - skills right after it when the resume backs three or more of the job's skills (a reader and
 *   an ATS see the match in the opening block), else after experience;
 * - education before experience for a candidate with under two years of experience applying to
 *   a job that asks for a degree (the degree is their strongest evidence);
 * - certifications before education when the posting names a credential the candidate holds.
 */

const DEGREE_LEVELS = new Set(['associate', 'bachelor', 'master', 'doctorate'])

export function sectionOrderFor(
  job: ParsedJob,
  candidate: Candidate,
  has: { relevantSkills: number; education: boolean; certifications: readonly string[] },
): ResumeSection[] {
  const skillsFirst = has.relevantSkills >= 3
  const educationFirst = has.education && candidate.years.years < 2 && DEGREE_LEVELS.has(job.education.level)
  // A credential the posting names (CPA, "RN license", "AWS certification") that a certification shows.
  const credentials = candidate.scorer.terms.filter((t) => /certif|licen[cs]|registered/i.test(`${t.term} ${t.skill ?? ''}`))
  const certificationAsked = has.certifications.some((c) => credentials.some((t) => analyse(c).mentions(t.term, t.skill)))
  const order: ResumeSection[] = ['summary']
  if (skillsFirst) order.push('skills')
  if (educationFirst) order.push('education')
  order.push('experience')
  if (!skillsFirst) order.push('skills')
  if (certificationAsked) order.push('certifications')
  if (!educationFirst) order.push('education')
  order.push('projects')
  if (!certificationAsked) order.push('certifications')
  return order
}
