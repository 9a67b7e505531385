import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { toYearMonth } from '../ingest/index.ts'
import type { ParsedJob } from '../jd/index.ts'
import { loadSkillTaxonomy } from '../skills/index.ts'
import { uniqueCaseless, type BulletView, type Candidate, type RoleView } from './candidate.ts'
import { titleWords } from './plan.ts'
import { tag } from './grammar.ts'
import { firstPersonPredicate, leadingClause } from './prose.ts'
import { analyse, LEADERSHIP_VERBS, type JobTerm } from './relevance.ts'
import { isStrong } from './strength.ts'
import { looseKey, runTogetherSentences, sentences, wordCount } from './text.ts'
import { PERSONAL } from './wording.ts'
import { yearsOfExperience } from '../ingest/years.ts'

/*
 * The facts the summary and the letter are composed from, read off the resume's dates, titles and
 * bullets (nothing else):
 *
 * - the latest role by its dates (not the resume's order), and whether it is current ("Present"):
 *   the only role "currently" or "most recently" may be said of;
 * - the roles in the posting's field: a title sharing a word with the posting's title (level
 *   words aside), or a role whose bullets carry two of its requirements; their years, from the
 *   dates, told apart from the career's when they differ;
 * - the evidence: each bullet (each sentence of a paragraph-long one) with what kind of fact it
 *   is (an asked credential, a team led, a number, a tool of the posting, a requirement), and, when
 *   "I" + its verbs reads as a sentence, that predicate.
 */

export const CURRENT = /^(?:present|current|now|to date|today|ongoing|till now)$/i

export interface Career {
  /** The latest role by its dates (the first with a title when none is dated). */
  latest: RoleView | null
  /** The latest role runs to "Present". */
  current: boolean
  /** Roles of the posting's field, by index. */
  inField: ReadonlySet<number>
  fieldYears: number
  totalYears: number
  /** Titles of the roles in the field, most recent first. */
  fieldTitles: string[]
  /** Titles of the roles in the field that have ended (not the latest), most recent first. */
  previousTitles: string[]
}

const monthOf = (date: string | null, present: number): number | null => {
  if (!date) return null
  const d = toYearMonth(date)
  if (d === 'present') return present
  return d ? d.year * 12 + (d.month ?? 1) : null
}

export const yearOf = (date: string | null): string | null => /\b(?:19|20)\d\d\b/.exec(date ?? '')?.[0] ?? null
export const isCurrent = (role: RoleView) => role.end !== null && (CURRENT.test(role.end) || toYearMonth(role.end) === 'present')

export function readCareer(candidate: Candidate, job: ParsedJob, resume: ParsedResume, today?: Date): Career {
  const roles = candidate.roles
  const far = 10_000 * 12
  const ends = roles.map((r) => monthOf(r.end, far) ?? monthOf(r.start, far))
  let latest: RoleView | null = null
  let latestEnd = -Infinity
  // The latest role by its dates, titled or not: an older role is never called the latest.
  roles.forEach((r, i) => {
    const end = ends[i]
    if (end !== null && end !== undefined && end > latestEnd) {
      latest = r
      latestEnd = end
    }
  })
  latest ??= roles.find((r) => r.title) ?? null
  const jobWords = new Set(titleWords(job.title))
  const inField = new Set<number>()
  for (const role of roles) {
    const shares = role.title !== null && titleWords(role.title).some((w) => jobWords.has(w))
    const carrying = role.bullets.filter((b) => b.strength.requirement).length
    if (shares || carrying >= 2 || (carrying >= 1 && carrying * 2 >= role.bullets.length)) inField.add(role.index)
  }
  const fieldYears = yearsOfExperience(
    resume.experience.filter((_, i) => inField.has(i)),
    today,
  ).years
  const byRecency = [...roles].sort((a, b) => (ends[roles.indexOf(b)] ?? -1) - (ends[roles.indexOf(a)] ?? -1))
  const fieldTitles = uniqueCaseless(byRecency.filter((r) => inField.has(r.index) && r.title && wordCount(r.title) <= 6).map((r) => r.title!))
  const chosen = latest as RoleView | null
  const previousTitles = uniqueCaseless(
    byRecency.filter((r) => r !== chosen && !isCurrent(r) && inField.has(r.index) && r.title && wordCount(r.title) <= 6).map((r) => r.title!),
  )
  return {
    latest: chosen,
    current: chosen !== null && isCurrent(chosen),
    inField,
    fieldYears,
    totalYears: candidate.years.years,
    fieldTitles,
    previousTitles,
  }
}

export type EvidenceKind = 'credential' | 'team' | 'number' | 'tool' | 'requirement' | 'plain'

export interface Evidence {
  bullet: BulletView
  role: RoleView
  /** The piece of the bullet this is: the bullet, or one sentence of a paragraph-long one. */
  text: string
  /** "I" + this reads as a sentence; null when it does not (the letter quotes the text instead). */
  predicate: string | null
  kind: EvidenceKind
  /** Backed job terms it shows. */
  terms: JobTerm[]
  /** The posting's tool it names, for the tool forms. */
  tool: string | null
  value: number
}

/** Evidence longer than this is cut to its first clause, or quoted as it is. */
const MAX_EVIDENCE_WORDS = 30
/** A team led: a leadership verb and people ("a team of 22", "30 cooks", "4 assistant managers"). */
const PEOPLE =
  /\b(?:team|teams|staff|crew|brigade|employees|associates|reports|engineers|nurses|cooks|chefs|analysts|accountants|agents|representatives|managers|supervisors|technicians|drivers|interns|volunteers|students|teachers|people|members|workers|hires)\b/i

/** The bullet's first sentence or clause when the whole is too long for one sentence of a letter. */
function readableLength(text: string): string | null {
  const first = sentences(text)[0] ?? text
  if (first === text && wordCount(text) <= MAX_EVIDENCE_WORDS) return text
  return leadingClause(first, MAX_EVIDENCE_WORDS)
}

/**
 * A clause after "; " that drops its verb ("Mentor 5 engineers; two promoted to senior since 2023":
 * "two [were] promoted") is left out of a sentence; one with its own verb ("...; 70% of produce is
 * sourced within 100 miles") stays.
 */
function withoutTelegraphicClause(text: string | null): string | null {
  if (!text || !text.includes('; ')) return text
  const [first, ...rest] = text.split('; ')
  const tokens = tag(rest.join('; '))
  // Its own subject first ("70% of produce is ..."), then a verb; "coordinated payroll" is another predicate, cut off.
  const finite =
    tokens[0]?.pos !== 'VERB' &&
    tokens.some((t, i) => t.pos === 'AUX' || (t.pos === 'VERB' && (!/ed$/i.test(t.text) || (i > 0 && tokens[i - 1]!.pos === 'NOUN'))))
  return finite ? text : wordCount(first!) >= 3 ? first! : null
}

/** Every piece of evidence, best first: instruction priority, then requirements, numbers, credentials and recency. */
export function evidencePool(candidate: Candidate, backed: readonly JobTerm[], career: Career): Evidence[] {
  const taxonomy = loadSkillTaxonomy()
  const position = new Map(candidate.roles.map((r, i) => [r.index, i]))
  const out: Evidence[] = []
  const said = new Set<string>()
  for (const role of candidate.roles) {
    const current = isCurrent(role)
    for (const bullet of role.bullets) {
      const pieces = runTogetherSentences(bullet.text)
      for (const [n, piece] of (pieces.length > 0 ? pieces : [bullet.text]).entries()) {
        const text = withoutTelegraphicClause(readableLength(piece))
        if (!text || wordCount(text) < 3 || PERSONAL.test(text)) continue
        const key = looseKey(text)
        // The same line under two roles (a resume that repeats it) is one piece of evidence.
        if (said.has(key)) continue
        said.add(key)
        const analysed = n === 0 && text === bullet.text ? bullet.analysed : analyse(text)
        const scored = n === 0 && text === bullet.text ? bullet.scored : candidate.scorer.score(analysed)
        const terms = backed.filter((t) => analysed.mentions(t.term, t.skill))
        const tool = terms.find((t) => t.skill && taxonomy.typeOf(t.skill) === 'tool')?.term ?? null
        const strength = n === 0 && text === bullet.text ? bullet.strength : { ...bullet.strength, number: analysed.hasMetric }
        const kind: EvidenceKind = strength.credential
          ? 'credential'
          : analysed.hasLeadership && PEOPLE.test(text)
            ? 'team'
            : analysed.hasMetric
              ? 'number'
              : tool
                ? 'tool'
                : strength.requirement
                  ? 'requirement'
                  : 'plain'
        const p = position.get(role.index) ?? 9
        const value =
          scored.score +
          terms.length +
          (strength.requirement ? 3 : 0) +
          (strength.credential ? 2 : 0) +
          (analysed.hasMetric ? 1.5 : 0) +
          (career.inField.has(role.index) ? 1 : 0) +
          Math.max(0, 2 - p * 0.5) -
          n * 0.25
        out.push({ bullet, role, text, predicate: firstPersonPredicate(text, current), kind, terms, tool, value: value + scored.priority * 10 })
      }
    }
  }
  return out.sort(
    (a, b) =>
      b.value - a.value ||
      Number(isStrong(b.bullet.strength)) - Number(isStrong(a.bullet.strength)) ||
      (position.get(a.role.index) ?? 0) - (position.get(b.role.index) ?? 0) ||
      a.bullet.order - b.bullet.order,
  )
}

/** The `count` strongest pieces, preferring ones that show a term no earlier pick showed, or come from another role. */
export function pickEvidence(pool: readonly Evidence[], count: number, accept: (e: Evidence) => boolean = () => true): Evidence[] {
  const picks: Evidence[] = []
  const shown = new Set<string>()
  const rest = pool.filter(accept)
  while (picks.length < count && rest.length > 0) {
    let best = 0
    let bestValue = -Infinity
    rest.forEach((e, i) => {
      const fresh = e.terms.filter((t) => !shown.has(t.term)).length
      const sameRole = picks.filter((p) => p.role === e.role).length
      const value = e.value - i * 0.3 + fresh * 1.5 - sameRole * 1.5
      if (value > bestValue) {
        bestValue = value
        best = i
      }
    })
    const pick = rest.splice(best, 1)[0]!
    picks.push(pick)
    for (const t of pick.terms) shown.add(t.term)
  }
  return picks
}

/** A leadership bullet names leading people; exported for the instruction "leadership". */
export const showsLeadership = (text: string) => LEADERSHIP_VERBS.test(text) && PEOPLE.test(text)
