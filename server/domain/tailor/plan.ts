import { toYearMonth } from '../ingest/index.ts'
import type { ParsedJob } from '../jd/index.ts'
import { isStopWord, stem, wordTokens } from '../text/index.ts'
import type { BulletView, Candidate, RoleView } from './candidate.ts'
import { analyse } from './relevance.ts'
import { isStrong } from './strength.ts'

/*
 * Which roles a tailored resume prints in full and which it condenses to one line, and which
 * bullets a full role keeps.
 *
 * A role's relevance is what its best three bullets score against the job plus what its title
 * scores (a title naming a job term, or sharing a word of the job's title, counts 3). Its age is
 * how long before the resume's latest date it ended. The most recent role is always in full;
 * another is condensed when it ended more than 15 years before (10 when asked to be shorter), when
 * nothing in it bears on the job, or when it is more than 10 years old and bears on it only
 * weakly (relevance under 3). At least two roles stay in full when there are two.
 *
 * A full role keeps its bullets that bear on the job, strongest first, up to 6/5/4/3 by
 * position (shorter: 4/3/2/2), and at least 3 in the latest role and 2 in others, topped up with
 * the resume's own order when few bullets bear on the job: weak and off-target bullets are the
 * ones trimmed. A bullet that carries a requirement of the posting, a number or a credential it
 * asks for (strength.ts) is strong: it comes before every bullet that carries none, so no cap or
 * trim drops it while a weaker one stays.
 */

/** Strongest first: instruction priority, then strong evidence, then score, a readable length, the resume's order. */
export function byEvidence(a: BulletView, b: BulletView): number {
  return (
    b.scored.priority - a.scored.priority ||
    Number(isStrong(b.strength)) - Number(isStrong(a.strength)) ||
    b.scored.score - a.scored.score ||
    Number(a.long) - Number(b.long) ||
    a.order - b.order
  )
}

export interface RolePlan {
  role: RoleView
  position: number
  relevance: number
  /** Years between the role's end and the resume's latest date; 0 when undated or current. */
  age: number
  condensed: boolean
  /** All bullets, most relevant first. */
  ranked: BulletView[]
  kept: BulletView[]
}

const CAPS = [6, 5, 4, 3]
const SHORT_CAPS = [4, 3, 2, 2]
const MINIMUM = [3, 2]
const SHORT_MINIMUM = [2, 1]
const at = (list: readonly number[], i: number) => list[Math.min(i, list.length - 1)]!

/** Level words every field's titles share: "Senior Accountant" and "Senior Nurse" share no field. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'i',
  'ii',
  'iii',
  'iv',
  'associate',
  'assistant',
  'staff',
  'head',
  'chief',
  'principal',
])
export const titleWords = (title: string) =>
  wordTokens(title)
    .filter((w) => !LEVEL_WORDS.has(w) && !isStopWord(w))
    .map(stem)

export function titleRelevance(candidate: Candidate, job: ParsedJob, title: string | null): number {
  if (!title) return 0
  const jobWords = new Set(titleWords(job.title))
  const shares = titleWords(title).some((w) => jobWords.has(w))
  return candidate.scorer.score(analyse(title)).score + (shares ? 3 : 0)
}

const monthOf = (date: string | null, latest: number): number | null => {
  if (!date) return null
  const d = toYearMonth(date)
  if (d === 'present') return latest
  return d ? d.year * 12 + (d.month ?? 12) : null
}

export function planRoles(candidate: Candidate, job: ParsedJob): RolePlan[] {
  const { flags } = candidate
  const ends = candidate.roles.map((r) => r.end ?? r.start)
  let latest = 0
  for (const r of candidate.roles) {
    for (const d of [r.start, r.end]) {
      const m = d ? toYearMonth(d) : null
      if (m && m !== 'present') latest = Math.max(latest, m.year * 12 + (m.month ?? 12))
    }
  }
  const hasPresent = candidate.roles.some((r) => r.end && toYearMonth(r.end) === 'present')
  const plans: RolePlan[] = candidate.roles.map((role, position) => {
    const ranked = [...role.bullets].sort(byEvidence)
    const relevance =
      ranked.slice(0, 3).reduce((n, b) => n + b.scored.score + b.scored.priority + (b.strength.requirement || b.strength.credential ? 1 : 0), 0) +
      titleRelevance(candidate, job, role.title)
    const end = monthOf(ends[position] ?? null, hasPresent ? latest + 1 : latest)
    const age = end === null || latest === 0 ? 0 : Math.max(0, (latest - end) / 12)
    return { role, position, relevance, age, condensed: false, ranked, kept: [] }
  })

  const oldAge = flags.shorter ? 10 : 15
  for (const plan of plans) {
    if (plan.position === 0) continue
    plan.condensed = plan.age > oldAge || plan.relevance === 0 || (plan.age > 10 && plan.relevance < 3)
  }
  // A resume of unrelated or old roles still shows two in full: the most recent ones.
  for (const plan of plans) {
    if (plans.filter((p) => !p.condensed).length >= Math.min(2, plans.length)) break
    plan.condensed = false
  }

  for (const plan of plans) {
    if (plan.condensed) continue
    const i = plans.filter((p) => !p.condensed).indexOf(plan)
    const cap = at(flags.shorter ? SHORT_CAPS : CAPS, i)
    const minimum = at(flags.shorter ? SHORT_MINIMUM : MINIMUM, i)
    const bearing = plan.ranked.filter((b) => b.scored.score > 0 || b.scored.priority > 0 || isStrong(b.strength)).slice(0, cap)
    const others = plan.ranked.filter((b) => !bearing.includes(b))
    plan.kept = [...bearing, ...others.slice(0, Math.max(0, Math.min(cap, minimum) - bearing.length))]
  }
  return plans
}
