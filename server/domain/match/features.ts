import type { ExperienceEntry, ExtractedResume, ParsedResume } from '../../../shared/schemas/resume.ts'
import { compareDegreeLevels, degreeLevel, toYearMonth, type DegreeLevel } from '../ingest/index.ts'
import { findSkills } from '../skills/index.ts'
import { yearsOfExperience } from '../ingest/years.ts'
import { textVector } from '../semantic/word-vectors.ts'
import { semanticWords } from '../semantic/words.ts'
import { occupationsOfText } from './occupation-profiles.ts'
import { occupationByCode, occupationsOfTitle, titleAlternatives } from './occupations.ts'
import { seniorityWords } from './title-words.ts'
import { anyOf, NUMBER_WORDS } from '../text/index.ts'
import { countTerms, forEachTerm, termVector, type TermCounts } from './terms.ts'
import { ENGINE_VERSION, type ResumeFeatures, type RoleFeatures, type Seniority, type WeightedOccupation } from './types.ts'

/*
 * Resume -> ResumeFeatures, once at ingest. Everything is read from the visible text only:
 * `resume_text` and its parse. `raw_resume_text` is never read, and neither is any hidden text
 * the extraction reports (it only sets the hiddenText flag), so invisible keywords cannot move a
 * score. The result is plain JSON of a few kB.
 */

export interface ResumeFeaturesOptions {
  /**
   * The date a role held "to present" ends at: pass the upload time, so that stored features
   * do not depend on when they were computed. Defaults to now.
   */
  asOf?: Date
  /** The source had text a reader cannot see (overrides what the input says). */
  hiddenText?: boolean
}

/** What resumeFeatures reads: an extraction, optionally with what the PDF reader left out as invisible. */
export type FeaturesInput = ExtractedResume & { hidden_text?: string | null }

// Role titles beyond this many (most recent first) add nothing to occupation or seniority.
const MAX_TITLES = 10
// Occupations kept per resume and per role.
const MAX_OCCUPATIONS = 5
const MAX_ROLE_OCCUPATIONS = 3
// How much each title says about the candidate's occupation: the headline they chose, then roles
// by recency (most recent first).
const HEADLINE_WEIGHT = 1.2
const ROLE_WEIGHTS = [1, 0.8, 0.6, 0.5, 0.4]
const HEADLINE_LINES = 8
// Field weights of text relevance: a word of a title or of a recent role counts these many more
// times than the same word elsewhere (an old role, a hobby, boilerplate), as in BM25F.
const FIELD_BOOST = { title: 0, recentRole: 2 } as const
const RECENT_ROLES = 2
// A term counts at most this many times (before the field boosts): a word written fifty times
// says no more than one written a few times, and stuffing gains nothing by repetition.
const MAX_TERM_REPEATS = 4

/**
 * The text's term counts with the fields that say what the candidate does now counted more:
 * titles (headline and roles, each once) and the bullets of the most recent roles. The length
 * stays the text's, so a boost does not read as a longer resume.
 */
function fieldWeightedTerms(plain: TermCounts, titles: readonly string[], recent: readonly ExperienceEntry[]): TermCounts {
  const counts = new Map([...plain.counts].map(([term, n]) => [term, Math.min(n, MAX_TERM_REPEATS)]))
  const add = (text: string, by: number) => forEachTerm(text, (term) => counts.set(term, (counts.get(term) ?? 0) + by))
  for (const t of titles) add(t, FIELD_BOOST.title)
  for (const e of recent) add(e.bullets.join('\n'), FIELD_BOOST.recentRole)
  return { counts, length: plain.length }
}

export function resumeFeatures(extracted: FeaturesInput, options: ResumeFeaturesOptions = {}): ResumeFeatures {
  const asOf = options.asOf ?? new Date()
  const text = extracted.resume_text
  const parsed = extracted.parsed
  const skills = parsed.skills.slice()
  const skillIndex = new Map(skills.map((s, i) => [s, i]))

  const roles = parsed.experience.map((e) => roleFeatures(e, skillIndex, asOf))
  const order = roles.map((_, i) => i).sort((a, b) => compareRoles(roles[a]!, roles[b]!) || a - b)
  const sortedRoles = order.map((i) => roles[i]!)

  const years = yearsOfExperience(parsed.experience, asOf)
  const totalYears = round1(years.months / 12)
  const statedYears = findStatedYears(text)
  const headline = findHeadline(text, parsed)
  // Most recent first: current roles, then by start, latest first.
  const recent = [...sortedRoles].reverse().sort((a, b) => Number(b.current) - Number(a.current))
  const roleTitles = uniqueCaseless(recent.map((r) => r.title).filter((t): t is string => !!t))
  const titles = uniqueCaseless([...(headline ? [headline] : []), ...roleTitles]).slice(0, MAX_TITLES)

  // Relevance and meaning read each list item and line once: a resume does not repeat them, stuffing does.
  const once = withoutRepeats(text)
  const onceTerms = countTerms(once)
  const recentEntries = order
    .slice()
    .reverse()
    .sort((a, b) => Number(roles[b]!.current) - Number(roles[a]!.current))
    .slice(0, RECENT_ROLES)
    .map((i) => parsed.experience[i]!)
  const hidden = options.hiddenText ?? Boolean(extracted.hidden_text && /\w/.test(extracted.hidden_text))
  return {
    engine: ENGINE_VERSION,
    name: parsed.contact.name,
    skills,
    totalYears,
    datedRoles: years.datedRoles,
    statedYears,
    roles: sortedRoles,
    seniority: seniorityOf(years.datedRoles > 0 ? totalYears : statedYears, headline ?? roleTitles[0] ?? null, roleTitles),
    education: educationOf(parsed),
    titles,
    occupations: occupationsOf(headline, recent),
    textOccupations: occupationsOfText(onceTerms).map(({ code, weight }) => ({ code, weight })),
    terms: termVector(fieldWeightedTerms(onceTerms, titles, recentEntries)),
    vector: byteVector(textVector(cappedWords(semanticWords(once)))),
    hiddenText: hidden,
  }
}

function roleFeatures(entry: ExperienceEntry, skillIndex: Map<string, number>, asOf: Date): RoleFeatures {
  const title = entry.title?.replace(/\s+/g, ' ').trim().slice(0, 120) || null
  const start = entry.start ? toYearMonth(entry.start) : null
  const end = entry.end ? toYearMonth(entry.end) : null
  const { months } = yearsOfExperience([entry], asOf)
  const dated = months > 0 && start !== null && start !== 'present'
  const roleText = [entry.title ?? '', ...entry.bullets].join('\n')
  const skills = [
    ...new Set(
      findSkills(roleText)
        .map((s) => skillIndex.get(s))
        .filter((i): i is number => i !== undefined),
    ),
  ]
  return {
    title,
    start: dated ? yearMonth(start.year, start.month ?? 1) : null,
    end: !dated
      ? null
      : end === 'present'
        ? yearMonth(asOf.getUTCFullYear(), asOf.getUTCMonth() + 1)
        : end
          ? yearMonth(end.year, end.month ?? 1)
          : null,
    current: dated && end === 'present',
    months: dated ? months : 0,
    skills: skills.sort((a, b) => a - b),
    occupations: title ? occupationsOfTitle(title, MAX_ROLE_OCCUPATIONS).map((o) => o.code) : [],
  }
}

function compareRoles(a: RoleFeatures, b: RoleFeatures): number {
  if (a.start && b.start) return a.start < b.start ? -1 : a.start > b.start ? 1 : 0
  return a.start ? -1 : b.start ? 1 : 0
}

// A word counts at most this many times in the text's meaning: repeating a word fifty times
// must not pull the meaning toward it.
const MAX_WORD_REPEATS = 3

function cappedWords(words: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return words.filter((w) => {
    const n = (seen.get(w) ?? 0) + 1
    seen.set(w, n)
    return n <= MAX_WORD_REPEATS
  })
}

/**
 * The text with every sentence, line and list item (between commas, semicolons, bars and
 * bullets) after its first occurrence left out, compared case-insensitively: "QuickBooks,
 * QuickBooks, ..." reads as one "QuickBooks", and a paragraph pasted again, whatever its line
 * breaks, is read once.
 */
export function withoutRepeats(text: string): string {
  const sentences = withoutRepeatedSentences(text)
  const seen = new Set<string>()
  let changed = sentences !== text
  const lines = sentences.split('\n').map((line) => {
    const items = line.split(/([,;|•])/)
    const kept: string[] = []
    for (let i = 0; i < items.length; i += 2) {
      const key = items[i]!.trim().toLowerCase()
      if (key.length > 1 && seen.has(key)) {
        changed = true
        continue
      }
      if (key.length > 1) seen.add(key)
      kept.push(items[i]!, items[i + 1] ?? '')
    }
    return kept.join('')
  })
  return changed ? lines.join('\n') : text
}

// A sentence shorter than this is not left out for being repeated: "Managed staff." may open
// two roles honestly, and line and item repeats catch short stuffing.
const MIN_REPEATED_SENTENCE = 40

/**
 * The text without the sentences (up to ., ! or ? and a space, or a blank line) already read,
 * compared with case and white space folded, so that line breaks do not hide a repeat. One pass
 * with a set.
 */
function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>()
  let out = ''
  let changed = false
  for (const sentence of text.split(/(?<=[.!?])(?=\s)|(?=\n[^\S\n]*\n)/)) {
    const key = sentence.replace(/\s+/g, ' ').trim().toLowerCase()
    if (key.length >= MIN_REPEATED_SENTENCE) {
      if (seen.has(key)) {
        changed = true
        // Keep the line structure around the gap: what follows starts a line of its own.
        out += '\n'
        continue
      }
      seen.add(key)
    }
    out += sentence
  }
  return changed ? out : text
}

/** A unit vector as bytes (× 127, rounded); [] for the zero vector (no known word). */
function byteVector(v: Float32Array): number[] {
  return v.some((x) => x !== 0) ? Array.from(v, (x) => Math.round(x * 127) || 0) : []
}

const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`
const round1 = (x: number) => Math.round(x * 10) / 10
const round2 = (x: number) => Math.round(x * 100) / 100

function uniqueCaseless(items: string[]): string[] {
  const seen = new Set<string>()
  return items.filter((s) => {
    const key = s.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * "10+ years of experience", "over 15 years in accounting": the largest such claim (at most 50),
 * for resumes whose roles carry no dates. Only number words up to twenty are read.
 */
const STATED_YEARS = new RegExp(
  String.raw`\b(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\s*\+?\s*(?:years?|yrs?)\b(?:\s+of)?(?:\s+[\w-]+){0,4}?\s+(?:experience|expertise|career|background|in\b)`,
  'gi',
)

export function findStatedYears(text: string): number | null {
  let best: number | null = null
  for (const m of text.matchAll(STATED_YEARS)) {
    const raw = m[1]!.toLowerCase()
    const n = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]
    if (n !== undefined && n > 0 && n <= 50 && (best === null || n > best)) best = n
  }
  return best
}

/**
 * The title the candidate puts at the top ("Senior Accountant" under the name): a short line of
 * the opening lines, not a contact detail, not a list, that reads as an occupation of the knowledge base.
 */
function findHeadline(text: string, parsed: ParsedResume): string | null {
  const firstHeading = parsed.sections.find((s) => s.heading && s.kind !== 'contact')
  const end = Math.min(HEADLINE_LINES, firstHeading ? firstHeading.startLine : HEADLINE_LINES)
  const contact = parsed.contact
  const known = [contact.name, contact.email, contact.phone, contact.location].filter((v): v is string => !!v).map((v) => v.toLowerCase())
  for (const raw of text.split('\n').slice(0, end)) {
    const line = raw.replace(/\s+/g, ' ').trim()
    if (line.length < 3 || line.length > 90) continue
    const lower = line.toLowerCase()
    if (known.some((k) => lower === k || (k.length > 5 && lower.includes(k)))) continue
    if (/@|https?:|www\.|\d{3}/.test(line) || (line.match(/[|•·]/g)?.length ?? 0) >= 2) continue
    if (line.split(' ').length > 12 || /[.!?]$/.test(line)) continue
    if (titleAlternatives(line).some((t) => occupationsOfTitle(t, 1)[0])) return line
  }
  return null
}

const LEVELS: readonly Seniority[] = ['junior', 'mid', 'senior', 'lead']
let levelTitles: { lead: RegExp; senior: RegExp; junior: RegExp } | undefined

/** The knowledge base's level words of titles (knowledge/titles.yaml) as patterns, made on first use. */
function levelPatterns(): NonNullable<typeof levelTitles> {
  if (!levelTitles) {
    const words = seniorityWords()
    levelTitles = {
      lead: new RegExp(String.raw`\b${anyOf(words.lead)}\b`, 'i'),
      senior: new RegExp(String.raw`\b${anyOf(words.senior)}(?=\s|$|[,/)-])`, 'i'),
      junior: new RegExp(String.raw`\b${anyOf(words.junior)}(?=\s|$|[,/)-])`, 'i'),
    }
  }
  return levelTitles
}

/**
 * Seniority from years and titles. Years alone: under 2 junior, under 5 mid, else senior. A
 * leadership title (director, head, lead...) makes it lead with 5+ years, a senior title
 * (senior, manager, supervisor) makes it senior with 3+ years, and a junior title (intern,
 * assistant, trainee) keeps it at most mid. Unknown years: the title decides, mid by default.
 */
export function seniorityOf(years: number | null, currentTitle: string | null, allTitles: string[]): Seniority {
  const title = currentTitle ?? ''
  const { lead: LEAD_TITLE, senior: SENIOR_TITLE, junior: JUNIOR_TITLE } = levelPatterns()
  const byYears: Seniority = years === null ? 'mid' : years < 2 ? 'junior' : years < 5 ? 'mid' : 'senior'
  const y = years ?? 3
  const rank = (s: Seniority) => LEVELS.indexOf(s)
  if (LEAD_TITLE.test(title) || (y >= 10 && allTitles.slice(0, 3).some((t) => LEAD_TITLE.test(t)))) {
    return y >= 5 ? 'lead' : y >= 3 ? 'senior' : 'mid'
  }
  if (SENIOR_TITLE.test(title)) return y >= 3 ? (rank(byYears) > rank('senior') ? byYears : 'senior') : 'mid'
  if (JUNIOR_TITLE.test(title)) return y < 3 ? 'junior' : 'mid'
  return byYears
}

function educationOf(parsed: ParsedResume): ResumeFeatures['education'] {
  const degrees = parsed.education
    .map((e, i) => ({ e, i, level: e.degree ? degreeLevel(e.degree) : null }))
    .filter((d): d is { e: (typeof parsed.education)[number]; i: number; level: DegreeLevel } => d.level !== null)
    .sort((a, b) => compareDegreeLevels(b.level, a.level) || a.i - b.i)
  const highest = degrees[0]
  const fields = uniqueCaseless(degrees.map((d) => d.e.field).filter((f): f is string => !!f))
  return {
    level: highest?.level ?? null,
    degree: highest?.e.degree ?? null,
    field: highest?.e.field ?? null,
    fields,
  }
}

/**
 * Likely occupations: each title's occupations (occupationsOfTitle weights) times the title's
 * weight (headline, then roles by recency), summed per occupation and divided by the total
 * weight of the titles that read as any occupation. Best first, at most MAX_OCCUPATIONS.
 */
function occupationsOf(headline: string | null, recentRoles: RoleFeatures[]): WeightedOccupation[] {
  const scores = new Map<string, number>()
  let total = 0
  const add = (codes: Array<{ code: string; weight: number }>, weight: number) => {
    if (codes.length === 0) return
    total += weight
    for (const o of codes) scores.set(o.code, (scores.get(o.code) ?? 0) + o.weight * weight)
  }
  if (headline) add(occupationsOfTitle(headline), HEADLINE_WEIGHT)
  const seen = new Set<string>()
  let n = 0
  for (const role of recentRoles) {
    if (!role.title || n >= ROLE_WEIGHTS.length) continue
    const key = role.title.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    add(occupationsOfTitle(role.title), ROLE_WEIGHTS[n++]!)
  }
  if (total === 0) return []
  return [...scores.entries()]
    .map(([code, s]) => ({ code, weight: round2(s / total) }))
    .filter((o) => o.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code))
    .slice(0, MAX_OCCUPATIONS)
    .map((o) => ({ code: o.code, title: occupationByCode(o.code)?.title ?? o.code, weight: o.weight }))
}
