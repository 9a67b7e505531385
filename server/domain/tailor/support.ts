import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { canonicalSkill, findSkills } from '../skills/index.ts'
import { droppedSkill, type Candidate } from './candidate.ts'
import { analyse, type Analysed, type JobTerm } from './relevance.ts'

/*
 * Which of the job's terms the resume backs, and in which words the tailored documents may show
 * them. Two levels, because a skill is a claim and a keyword is a word:
 *
 * - A skill of the job (Budgeting, Microsoft Excel) is backed when the skill finder sees that skill
 *   somewhere in the resume: its skills list, a bullet, the summary or any other text of the file
 *   ("Excel spreadsheets" backs Microsoft Excel: a taxonomy or alias match, never a word that only
 *   looks alike). Backed skills may be named in the job's wording anywhere.
 * - Any job term (a skill or a phrase such as "store operations") is *shown* by a piece of text when
 *   the forgiving ATS match finds it there (plurals, case, spacing). Tailoring keeps at least one
 *   piece that shows each term the resume shows, so no ATS keyword is lost by trimming.
 */

export interface Support {
  /** Job terms the resume shows (forgiving match), in the job's order. */
  shown: JobTerm[]
  /** Job skills the resume backs (skill finder), in the job's order, in the job's wording. */
  skills: JobTerm[]
  /** Canonical skills (lower case) the resume names anywhere. */
  candidateSkills: ReadonlySet<string>
}

/** Every piece of the resume's own text (the file's full text too, when given). */
function sourcePieces(resume: ParsedResume, resumeText: string | undefined): string[] {
  return [
    resume.summary ?? '',
    ...resume.experience.flatMap((e) => [e.title ?? '', ...e.bullets]),
    ...resume.skills,
    ...resume.projects,
    ...resume.certifications,
    ...resume.education.flatMap((e) => [e.degree ?? '', e.field ?? '']),
    resumeText ?? '',
  ].filter((p) => p.trim().length > 0)
}

const supportCache = new WeakMap<Candidate, Support>()

export function readSupport(candidate: Candidate, resume: ParsedResume, resumeText?: string): Support {
  const cached = supportCache.get(candidate)
  if (cached) return cached
  const pieces = sourcePieces(resume, resumeText)
  const candidateSkills = new Set<string>()
  for (const s of resume.skills) candidateSkills.add((canonicalSkill(s) ?? s).toLowerCase())
  for (const piece of pieces) {
    // Line by line as well: a wrapped line ("Food and\nBeverage") is not one skill.
    for (const s of findSkills(piece)) candidateSkills.add(s.toLowerCase())
    if (piece.includes('\n')) for (const s of findSkills(piece.replace(/\s*\n\s*/g, ' '))) candidateSkills.add(s.toLowerCase())
  }
  const texts: Analysed[] = pieces.map((p) => analyse(p))
  const backs = (t: JobTerm) => candidateSkills.has(t.term.toLowerCase()) || (t.skill !== null && candidateSkills.has(t.skill.toLowerCase()))
  // A skill the user asked to remove is neither named nor kept for the ATS.
  const terms = candidate.scorer.terms.filter((t) => !droppedSkill(t.skill ?? t.term, candidate.flags.dropItems))
  const shown = terms.filter((t) => backs(t) || texts.some((x) => x.mentions(t.term, t.skill)))
  const skills = terms.filter((t) => t.skill !== null && backs(t))
  const support = { shown, skills, candidateSkills }
  supportCache.set(candidate, support)
  return support
}

/**
 * The sentences of a paragraph that name no skill beyond `allowed`, read together as the skill
 * finder reads a paragraph: it judges a word by its neighbours, across sentences too ("9 years of
 * experience. Designs brand identities" reads as "User experience design"). A sentence that would
 * make the paragraph name a skill the resume does not is left out.
 */
export function withoutNewSkills(sentences: readonly string[], allowed: (skill: string) => boolean): string[] {
  const kept: string[] = []
  for (const sentence of sentences) {
    if (findSkills([...kept, sentence].join(' ')).every(allowed)) kept.push(sentence)
  }
  return kept
}
