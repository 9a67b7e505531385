import type { ParsedJob } from '../jd/index.ts'
import { canonicalSkill, findSkills } from '../skills/index.ts'
import type { InstructionFlags } from './instructions.ts'
import { anyOf, KeywordIndex, readPhraseLists } from '../text/index.ts'
import { looseKey } from './text.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['leadershipVerbs'])

/*
 * Relevance of a piece of the candidate's text (a bullet, a project, a certification) to the job.
 *
 *   score = 3   × required skills it mentions
 *         + 1.5 × nice-to-have skills it mentions
 *         + 1   × other ATS keywords of the job it mentions
 *         + 2   × skills the user emphasised (Skill Bank) it mentions
 *
 * A term counts once per bullet however often it appears. A mention is the skill finder's
 * canonical skill (so "Excel spreadsheets" mentions "Microsoft Excel") or the forgiving keyword
 * match the ATS score uses on the PDF (server/domain/text's KeywordIndex: plurals, case,
 * "Node.js" = "NodeJS", aliases; names of one or two characters such as "R", "Go", "RN" only as
 * written), indexed once per text.
 *
 * Example, for a job requiring TypeScript and PostgreSQL with Kafka nice to have: "Built a Kafka
 * consumer in TypeScript" scores 3 + 1.5 = 4.5; "Tuned PostgreSQL queries" 3; "Organized the
 * offsite" 0, so it comes last and is the first to be cut.
 *
 * Instructions sort before the score, as a priority: a focus term (+4), a number for "impact and
 * metrics" (+2), a leadership verb for "leadership" (+2). Among equals, a bullet of more than 40
 * words goes after the others; then the resume's own order holds.
 */

export const TERM_WEIGHTS = { required: 3, nice: 1.5, keyword: 1, emphasis: 2 } as const

export type TermKind = keyof typeof TERM_WEIGHTS

export interface JobTerm {
  term: string
  kind: TermKind
  weight: number
  /** Canonical skill name when the term is a known skill. */
  skill: string | null
}

/** The job's terms: required skills, nice-to-have skills, then other keywords; one per spelling. */
export function jobTerms(job: ParsedJob): JobTerm[] {
  const out: JobTerm[] = []
  const seen = new Set<string>()
  const add = (term: string, kind: TermKind) => {
    const key = looseKey(term)
    if (!key || seen.has(key)) return
    seen.add(key)
    out.push({ term, kind, weight: TERM_WEIGHTS[kind], skill: canonicalSkill(term) })
  }
  for (const s of job.requiredSkills) add(s, 'required')
  for (const s of job.niceToHave) add(s, 'nice')
  for (const k of job.keywords) add(k, 'keyword')
  return out
}

/**
 * A piece of text read once: the skills in it, and its keyword index (the platform's one forgiving
 * keyword match, server/domain/text/keyword-index.ts, the same the ATS score reads the PDF with).
 */
export class Analysed {
  readonly text: string
  readonly skills: ReadonlySet<string>
  readonly hasMetric: boolean
  readonly hasLeadership: boolean
  readonly #keywords: KeywordIndex

  constructor(text: string) {
    this.text = text
    this.skills = new Set(findSkills(text).map((s) => s.toLowerCase()))
    this.hasMetric = hasMetric(text)
    this.hasLeadership = LEADERSHIP_VERBS.test(text)
    this.#keywords = new KeywordIndex(text)
  }

  mentions(term: string, skill: string | null = null): boolean {
    if (this.skills.has(term.toLowerCase()) || (skill !== null && this.skills.has(skill.toLowerCase()))) return true
    return this.#keywords.has(term)
  }
}

const analysedCache = new Map<string, Analysed>()

/**
 * `new Analysed(text)`, remembered: the resume and the letter of one generation, and every
 * regeneration, read the same bullets. Bounded; an Analysed never changes, so sharing is safe.
 */
export function analyse(text: string): Analysed {
  let found = analysedCache.get(text)
  if (!found) {
    if (analysedCache.size >= 20_000) analysedCache.clear()
    found = new Analysed(text)
    analysedCache.set(text, found)
  }
  return found
}

/**
 * A product's version after its name ("PeopleSoft 9.1 to 9.2", "Dell Stat 5.6/5.7", "Python 2.7"),
 * not the text's first word ("Achieved 2.5x growth" measures). The look-ahead comes first so that
 * the look-behind runs only where a number starts: alone, it read a long run of spaces again from
 * every space.
 */
const VERSION = /(?=v?\d)(?<=\S\s+[A-Z][\w+#.-]*\s+)v?\d+(?:\.\d+)+(?:\s*(?:\/|-|–|to|and)\s*v?\d+(?:\.\d+)+)*(?![\w%×.])/g
/** A name with digits in it: "SAS70", "EC2", "S3", "Q4". */
const NAME_WITH_DIGITS = /\b[A-Za-z]+\d+[A-Za-z\d]*\b/g

/**
 * A number that measures something: not a year, a date, a version or a name with digits. "$2M",
 * "15%", "12 staff", "2,000 accounts"; not "PeopleSoft 9.2" or "SOX/SAS70", which a reader does
 * not take for a result.
 */
export function hasMetric(text: string): boolean {
  const withoutDates = text
    .replace(VERSION, ' ')
    .replace(NAME_WITH_DIGITS, ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ')
  return /\d/.test(withoutDates)
}

export const LEADERSHIP_VERBS = new RegExp(String.raw`\b${anyOf(WORD_LISTS.leadershipVerbs)}\b`, 'i')

/** Areas a focus instruction may name, with the terms that evidence them. */
const AREAS: Record<string, readonly string[]> = {
  cloud: ['cloud', 'AWS', 'Microsoft Azure', 'Google Cloud Platform', 'cloud computing', 'Kubernetes', 'Docker', 'Terraform', 'serverless'],
  data: ['data', 'SQL', 'data analysis', 'analytics', 'Tableau', 'Power BI', 'Microsoft Excel', 'reporting'],
  frontend: ['front-end', 'frontend', 'React', 'JavaScript', 'TypeScript', 'CSS', 'HTML', 'user interface'],
  backend: ['back-end', 'backend', 'API', 'APIs', 'database', 'server', 'microservices'],
  devops: ['DevOps', 'CI/CD', 'Jenkins', 'Docker', 'Kubernetes', 'deployment', 'automation'],
  security: ['security', 'cybersecurity', 'compliance', 'risk', 'audit'],
  sales: ['sales', 'quota', 'revenue', 'pipeline', 'clients', 'accounts', 'prospecting'],
  'customer service': ['customer', 'customers', 'client', 'clients', 'service'],
  finance: ['finance', 'financial', 'budget', 'forecasting', 'accounting', 'reconciliation'],
  management: ['managed', 'management', 'supervised', 'led', 'team'],
  communication: ['communication', 'presented', 'presentations', 'writing', 'reports'],
}

export const isArea = (term: string) => Object.hasOwn(AREAS, term.toLowerCase())

/** The terms that count as evidence of a focus term: itself, and for an area its related terms. */
export function focusEvidence(term: string): string[] {
  const area = AREAS[term.toLowerCase()]
  return area ? [term, ...area] : [term]
}

export interface Scored {
  /** Job terms this text mentions (their `term`), in the job's order. */
  matched: string[]
  score: number
  priority: number
  focus: boolean
}

export interface Scorer {
  terms: readonly JobTerm[]
  score(text: Analysed): Scored
}

export function createScorer(job: ParsedJob, emphasize: readonly string[], flags: InstructionFlags): Scorer {
  const terms = jobTerms(job)
  const emphasis = emphasize.map((e) => ({ term: e, skill: canonicalSkill(e) }))
  const focus = flags.focus.map((f) => ({ evidence: focusEvidence(f).map((t) => ({ term: t, skill: canonicalSkill(t) })) }))
  return {
    terms,
    score(text) {
      const matched: string[] = []
      let score = 0
      for (const t of terms) {
        if (text.mentions(t.term, t.skill)) {
          matched.push(t.term)
          score += t.weight
        }
      }
      for (const e of emphasis) if (text.mentions(e.term, e.skill)) score += TERM_WEIGHTS.emphasis
      const isFocus = focus.some((f) => f.evidence.some((e) => text.mentions(e.term, e.skill)))
      const priority = (isFocus ? 4 : 0) + (flags.metrics && text.hasMetric ? 2 : 0) + (flags.leadership && text.hasLeadership ? 2 : 0)
      return { matched, score, priority, focus: isFocus }
    },
  }
}

/** Over this many words a bullet reads as a paragraph (the ATS readability check says the same). */
export const LONG_BULLET = 40

/** Most relevant first: priority, then score, then a readable length, then the resume's own order. */
export function byRelevance<T extends { scored: Scored; order: number; long?: boolean }>(a: T, b: T): number {
  return (
    b.scored.priority - a.scored.priority || b.scored.score - a.scored.score || Number(a.long ?? false) - Number(b.long ?? false) || a.order - b.order
  )
}
