import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import type { ParsedJob } from '../jd/index.ts'
import { canonicalSkill } from '../skills/index.ts'
import { instructionFlags, type InstructionFlags, type ParsedInstructions } from './instructions.ts'
import { analyse, createScorer, LONG_BULLET, type Analysed, type Scored, type Scorer } from './relevance.ts'
import { askedCredentials, askPairs, bulletStrength, type Strength } from './strength.ts'
import { collapse, looseKey, normalizeBullets, textOrNull, wordCount } from './text.ts'
import { yearsOfExperience, type YearsOfExperience } from '../ingest/years.ts'

/** What both engines take. */
export interface TailorInput {
  resume: ParsedResume
  job: ParsedJob
  /** Skills the user selected or added in the Skill Bank: the user's claims, for the skills section only. */
  emphasize?: readonly string[]
  instructions?: ParsedInstructions
  /**
   * Where "Present" ends when counting years of experience. Without it, ongoing roles count up to
   * the latest date the resume gives (deterministic, never more than the resume supports).
   */
  today?: Date
  /** The resume file's full text: skills and terms it states outside the parsed sections count as the resume's. */
  resumeText?: string
  /**
   * How many times the compiled PDF ran over its page limit: each step fits the resume into a
   * smaller line budget (see layout.ts). 0 for a first draft.
   */
  fit?: number
}

export interface TailorResult<D> {
  document: D
  /** Plain sentences for the Generation Logs box: what was done, "Applied: ...", "Could not apply: ...". */
  log: string[]
}

export interface BulletView {
  text: string
  /** More than LONG_BULLET words. */
  long: boolean
  /** Position in its role after normalising (the resume's order). */
  order: number
  role: number
  analysed: Analysed
  scored: Scored
  /** What makes it evidence the posting asks for: one of its requirements, a number, an asked credential. */
  strength: Strength
}

export interface RoleView {
  index: number
  title: string | null
  company: string | null
  location: string | null
  start: string | null
  end: string | null
  bullets: BulletView[]
}

/** The candidate read once against the job: roles with scored bullets, skills, years. */
export interface Candidate {
  flags: InstructionFlags
  scorer: Scorer
  roles: RoleView[]
  /** Resume skills, de-duplicated, in the resume's order. */
  skills: string[]
  /** The user's Skill Bank claims, canonical spelling, de-duplicated. */
  emphasize: string[]
  years: YearsOfExperience
  /** Credentials the posting asks for (CPA, ServSafe, RN license), as the job's terms name them. */
  credentialsAsked: string[]
}

export function uniqueCaseless(items: Iterable<string>): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const raw of items) {
    const item = collapse(raw)
    const key = looseKey(item)
    if (!item || !key || seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

/** A skill the user asked to leave out ("remove Excel"): same name, or same canonical skill. */
export function droppedSkill(skill: string, dropped: readonly string[]): boolean {
  const key = looseKey(canonicalSkill(skill) ?? skill)
  return dropped.some((d) => looseKey(d) === looseKey(skill) || looseKey(canonicalSkill(d) ?? d) === key)
}

/** A role the user asked to leave out, named by its title or its company ("drop the Acme role"). */
export function droppedRole(role: { title: string | null; company: string | null }, dropped: readonly string[]): boolean {
  return dropped.some((d) => [role.title, role.company].some((v) => v !== null && looseKey(v) === looseKey(d)))
}

export function readCandidate(input: TailorInput): Candidate {
  const flags = instructionFlags(input.instructions)
  const emphasize = uniqueCaseless((input.emphasize ?? []).map((s) => canonicalSkill(s) ?? s))
  const scorer = createScorer(input.job, emphasize, flags)
  const pairs = askPairs(input.job)
  const credentialsAsked = askedCredentials(input.job, scorer.terms)
  const roles: RoleView[] = []
  input.resume.experience.forEach((entry, index) => {
    const role: RoleView = {
      index,
      title: textOrNull(entry.title),
      company: textOrNull(entry.company),
      location: textOrNull(entry.location),
      start: textOrNull(entry.start),
      end: textOrNull(entry.end),
      bullets: [],
    }
    role.bullets = normalizeBullets(entry.bullets).map((text, order) => {
      const analysed = analyse(text)
      const scored = scorer.score(analysed)
      const strength = bulletStrength(analysed, scored, scorer.terms, pairs, credentialsAsked)
      return { text, long: wordCount(text) > LONG_BULLET, order, role: index, analysed, scored, strength }
    })
    const hasHeader = [role.title, role.company, role.location, role.start, role.end].some((v) => v !== null)
    if (droppedRole(role, flags.dropItems)) return
    if (hasHeader || role.bullets.length > 0) roles.push(role)
  })
  return {
    flags,
    scorer,
    roles,
    skills: uniqueCaseless(input.resume.skills).filter((s) => !droppedSkill(s, flags.dropItems)),
    emphasize,
    years: yearsOfExperience(input.resume.experience, input.today),
    credentialsAsked,
  }
}

/**
 * Skills the candidate may be presented with for this job, in the job's order (required, then
 * nice-to-have, then keywords that are skills): resume skills, and the user's own claims when
 * `withClaims`. Focus terms that are such skills come first.
 */
export function matchingSkills(candidate: Candidate, job: ParsedJob, withClaims: boolean): string[] {
  const pool = withClaims ? [...candidate.skills, ...candidate.emphasize] : candidate.skills
  const pick = (name: string) => pool.find((p) => looseKey(p) === looseKey(name) || looseKey(canonicalSkill(p) ?? p) === looseKey(name))
  const ordered: string[] = []
  for (const f of candidate.flags.focus) {
    const found = pick(f)
    if (found) ordered.push(found)
  }
  for (const name of [...job.requiredSkills, ...job.niceToHave, ...job.keywords]) {
    const found = pick(name)
    if (found) ordered.push(found)
  }
  return uniqueCaseless(ordered)
}

/** The candidate's titles, most recent first, de-duplicated. */
export function candidateTitles(candidate: Candidate): string[] {
  return uniqueCaseless(candidate.roles.map((r) => r.title).filter((t): t is string => t !== null))
}
