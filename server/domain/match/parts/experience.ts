import type { ExperienceLevel } from '../../jd/index.ts'
import { monthIndex } from '../months.ts'
import type { Query } from '../query.ts'
import type { JobFeatures, ResumeFeatures, RoleFeatures } from '../types.ts'
import {
  DATED_ROLES,
  ROLE_FROM,
  ROLE_MONTHS,
  ROLE_OCCUPATIONS,
  ROLE_SKILLS,
  ROLE_TITLE,
  SENIORITY,
  SENIORITY_LEVELS,
  STATED_YEARS,
  TOTAL_YEARS,
} from './columns.ts'
import { definePart, referencePart } from './part.ts'
import { jobOccupationSimilarity, plainTitleFit } from './plain.ts'
import { skillsPart, type SkillState } from './skills.ts'
import { titleFit, titlePart, type TitleState } from './title.ts'

/*
 * Experience: 0.6 × meeting the years asked + 0.4 × the share of them spent in related roles.
 * "Effective" years = related years + half the other years; meeting = 1 when effective ≥ asked,
 * else 0.2 + 0.8 × effective / asked. A role is related by its occupation, its title words, or
 * the job's skills it names. Years asked come from the job ("5+ years"), else its level
 * (LEVEL_YEARS), else DEFAULT_YEARS_ASKED. Over-qualified for a junior or mid job costs at most
 * OVERQUALIFIED_PENALTY. Unknown years score UNKNOWN_EXPERIENCE.
 *
 * Related years: years in related roles, each role's counted fully when it ended within
 * RECENT_YEARS of the resume's latest role and fading after, over max(years asked, 3).
 */

export const LEVEL_YEARS: Readonly<Record<ExperienceLevel, number>> = Object.freeze({ junior: 0, mid: 2, senior: 5, lead: 8 })
export const DEFAULT_YEARS_ASKED = 2
export const OVERQUALIFIED_PENALTY = 0.1
export const UNKNOWN_EXPERIENCE = 0.5
// A role at least this related to the job counts toward related years.
const RELATED_ROLE = 0.3
// Related years count fully for roles that ended within this many years of the resume's latest
// role, then less and less (at least RECENCY_FLOOR): what someone did 20 years ago fades.
const RECENT_YEARS = 5
const RECENCY_FADE_YEARS = 15
const RECENCY_FLOOR = 0.25

export interface ExperienceState {
  title: TitleState
  skills: SkillState
  yearsAsked: number
  yearsAskedStated: number | null
  overqualifiedApplies: boolean
}

export const experiencePart = definePart<ExperienceState>({
  components: ['experience', 'relatedYears'],
  stage: 'later',
  columns: [ROLE_FROM, ROLE_MONTHS, ROLE_TITLE, ROLE_OCCUPATIONS, ROLE_SKILLS, TOTAL_YEARS, STATED_YEARS, DATED_ROLES, SENIORITY],
  /** Effective years (-1 unknown), which seniority reads; the months in related roles, which the evidence quotes. */
  aux: ['years', 'relevantMonths'],
  compile(q) {
    const job = q.job
    const yearsAsked = job.yearsRequired ?? (job.experienceLevel ? LEVEL_YEARS[job.experienceLevel] : DEFAULT_YEARS_ASKED)
    return {
      title: q.state(titlePart),
      skills: q.state(skillsPart),
      yearsAsked,
      yearsAskedStated: job.yearsRequired,
      overqualifiedApplies: job.experienceLevel === 'junior' || job.experienceLevel === 'mid' || (job.experienceLevel === null && yearsAsked <= 2),
    }
  },
  defines: () => true,
  score(s, q, docs, out) {
    const x = q.index
    const from = x.column(ROLE_FROM).values
    const monthsOf = x.column(ROLE_MONTHS).values
    const totalYears = x.column(TOTAL_YEARS).values
    const statedYears = x.column(STATED_YEARS).values
    const datedRoles = x.column(DATED_ROLES).values
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      // Related months over dated roles (sorted by start), overlaps counted once.
      let relevantMonths = 0
      let recentMonths = 0
      let coveredUntil = -1
      let latest = -1
      for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
        if (from[r]! >= 0 && from[r]! + monthsOf[r]! > latest) latest = from[r]! + monthsOf[r]!
      }
      for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
        const start = from[r]!
        if (start < 0) continue
        const relevance = roleRelevance(s, q, r)
        if (relevance < RELATED_ROLE) continue
        const to = start + monthsOf[r]!
        const begin = start > coveredUntil ? start : coveredUntil
        if (to > begin) {
          relevantMonths += relevance * (to - begin)
          const ago = (latest - to) / 12
          const fade = ago <= RECENT_YEARS ? 1 : Math.max(RECENCY_FLOOR, 1 - (ago - RECENT_YEARS) / RECENCY_FADE_YEARS)
          recentMonths += relevance * fade * (to - begin)
        }
        if (to > coveredUntil) coveredUntil = to
      }
      let experience: number
      let relatedYears: number
      let years = -1
      const dated = datedRoles[d]! > 0
      const stated = statedYears[d]!
      if (!dated && stated < 0) {
        experience = UNKNOWN_EXPERIENCE
        relatedYears = UNKNOWN_EXPERIENCE
      } else {
        const total = dated ? totalYears[d]! : stated
        // Stated years cannot be placed in roles: they count as related as far as the titles are.
        const relevant = dated ? Math.min(total, relevantMonths / 12) : stated * out.title[n]!
        const effective = relevant + 0.5 * (total - relevant)
        const asked = s.yearsAsked > 0 ? s.yearsAsked : 0
        const meet = asked === 0 || effective >= asked ? 1 : 0.2 + (0.8 * effective) / asked
        const share = Math.min(1, relevant / Math.max(asked, DEFAULT_YEARS_ASKED))
        experience = 0.6 * meet + 0.4 * share
        if (s.overqualifiedApplies && effective > asked + 10) {
          experience -= Math.min(OVERQUALIFIED_PENALTY, 0.01 * (effective - asked - 10))
        }
        relevantMonths = relevant * 12
        const recent = dated ? Math.min(total, recentMonths / 12) : relevant
        relatedYears = Math.min(1, recent / Math.max(s.yearsAsked, 3))
        years = effective
      }
      out.experience[n] = experience
      out.relatedYears[n] = relatedYears
      out.aux.relevantMonths![n] = relevantMonths
      out.aux.years![n] = years
    }
  },
  evidence(s, q, d, row) {
    const x = q.index
    const titles = x.dictionary('titles').names
    const roleTitle = x.column(ROLE_TITLE).values
    const from = x.column(ROLE_FROM).values
    const relevantRoles: Array<{ title: string; relevance: number; from: number }> = []
    for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
      const title = roleTitle[r]!
      if (title < 0 || from[r]! < 0) continue
      const relevance = roleRelevance(s, q, r)
      if (relevance >= RELATED_ROLE) relevantRoles.push({ title: titles[title]!, relevance, from: from[r]! })
    }
    relevantRoles.sort((a, b) => b.relevance - a.relevance || b.from - a.from)
    const dated = x.column(DATED_ROLES).values[d]! > 0
    const stated = x.column(STATED_YEARS).values[d]!
    const yearsFound = dated ? round1(x.column(TOTAL_YEARS).values[d]!) : stated >= 0 ? stated : null
    return {
      experience: {
        yearsFound,
        relevantYears: yearsFound === null ? null : round1(row.aux.relevantMonths! / 12),
        yearsAsked: s.yearsAskedStated,
        levelAsked: q.job.experienceLevel,
        seniority: SENIORITY_LEVELS[x.column(SENIORITY).values[d]!]!,
        relevantRoles: [...new Set(relevantRoles.map((r) => r.title))].slice(0, 5),
      },
    }
  },
  reference: referencePart({
    prepare(job) {
      const yearsAsked = job.yearsRequired ?? (job.experienceLevel ? LEVEL_YEARS[job.experienceLevel] : DEFAULT_YEARS_ASKED)
      const overqualifiedApplies =
        job.experienceLevel === 'junior' || job.experienceLevel === 'mid' || (job.experienceLevel === null && yearsAsked <= 2)
      const jobSkills = new Set([...job.requiredSkills, ...job.niceToHave])
      return { job, yearsAsked, overqualifiedApplies, jobSkills }
    },
    score({ job, yearsAsked, overqualifiedApplies, jobSkills }, f, earlier) {
      const roles = f.roles.map((role) => ({
        from: role.start ? monthIndex(role.start) : -1,
        months: Math.fround(role.months),
        relevance: plainRoleRelevance(job, jobSkills, role, f),
      }))
      let latest = -1
      for (const r of roles) if (r.from >= 0 && r.from + r.months > latest) latest = r.from + r.months
      let relevantMonths = 0
      let recentMonths = 0
      let coveredUntil = -1
      for (const r of roles) {
        if (r.from < 0 || r.relevance < RELATED_ROLE) continue
        const to = r.from + r.months
        const begin = Math.max(r.from, coveredUntil)
        if (to > begin) {
          relevantMonths += r.relevance * (to - begin)
          const ago = (latest - to) / 12
          const fade = ago <= RECENT_YEARS ? 1 : Math.max(RECENCY_FLOOR, 1 - (ago - RECENT_YEARS) / RECENCY_FADE_YEARS)
          recentMonths += r.relevance * fade * (to - begin)
        }
        coveredUntil = Math.max(coveredUntil, to)
      }
      const dated = f.datedRoles > 0
      const stated = Math.fround(f.statedYears ?? -1)
      if (!dated && stated < 0) return { experience: UNKNOWN_EXPERIENCE, relatedYears: UNKNOWN_EXPERIENCE, years: -1, relevantMonths }
      const total = dated ? Math.fround(f.totalYears) : stated
      const relevant = dated ? Math.min(total, relevantMonths / 12) : stated * earlier.title!
      const effective = relevant + 0.5 * (total - relevant)
      const asked = Math.max(0, yearsAsked)
      const meet = asked === 0 || effective >= asked ? 1 : 0.2 + (0.8 * effective) / asked
      let experience = 0.6 * meet + 0.4 * Math.min(1, relevant / Math.max(asked, DEFAULT_YEARS_ASKED))
      if (overqualifiedApplies && effective > asked + 10) experience -= Math.min(OVERQUALIFIED_PENALTY, 0.01 * (effective - asked - 10))
      const recent = dated ? Math.min(total, recentMonths / 12) : relevant
      return { experience, relatedYears: Math.min(1, recent / Math.max(yearsAsked, 3)), years: effective, relevantMonths: relevant * 12 }
    },
  }),
})

/** How related one role (index position r) is to the job (0..1): occupation, title words, or the job's skills it names. */
function roleRelevance(s: ExperienceState, q: Query, r: number): number {
  const x = q.index
  const occupations = x.column(ROLE_OCCUPATIONS)
  let best = 0
  for (let i = occupations.start[r]!, end = occupations.start[r + 1]!; i < end; i++) {
    const sim = s.title.occupationSim[occupations.ids[i]!]!
    if (sim > best) best = sim
  }
  const title = x.column(ROLE_TITLE).values[r]!
  if (title >= 0 && best < 1) {
    const fit = titleFit(s.title, q, title)
    if (fit > best) best = fit
  }
  if (best < 0.8 && s.skills.jobSkills.length > 0) {
    const skills = x.column(ROLE_SKILLS)
    let named = 0
    for (let i = skills.start[r]!, end = skills.start[r + 1]!; i < end; i++) if (s.skills.exactOf[skills.ids[i]!]! >= 0) named++
    const bySkills = Math.min(1, named / 3) * 0.8
    if (bySkills > best) best = bySkills
  }
  return best
}

/** roleRelevance written plainly, from one role's features. */
function plainRoleRelevance(job: JobFeatures, jobSkills: ReadonlySet<string>, role: RoleFeatures, f: ResumeFeatures): number {
  let best = 0
  for (const code of role.occupations) best = Math.max(best, jobOccupationSimilarity(job, code))
  if (role.title && best < 1) best = Math.max(best, plainTitleFit(job, role.title))
  if (best < 0.8 && jobSkills.size > 0) {
    const named = role.skills.filter((i) => i < f.skills.length && jobSkills.has(f.skills[i]!)).length
    best = Math.max(best, Math.min(1, named / 3) * 0.8)
  }
  return best
}

const round1 = (v: number) => Math.round(v * 10) / 10
