import type { ExperienceLevel } from '../../jd/index.ts'
import { SENIORITY, SENIORITY_LEVELS } from './columns.ts'
import { DEFAULT_YEARS_ASKED, experiencePart, LEVEL_YEARS } from './experience.ts'
import { definePart, referencePart } from './part.ts'

/*
 * Seniority: the resume's level (years and titles) against the job's (its level, else the years it
 * asks): OVER_LEVEL_FIT by levels above, UNDER_LEVEL_FIT by levels below.
 */

const LEVELS: readonly ExperienceLevel[] = ['junior', 'mid', 'senior', 'lead']
/** The level years ask for: under 2 junior, under 5 mid, under 8 senior, else lead. */
const levelOfYears = (years: number) => (years < 2 ? 0 : years < 5 ? 1 : years < 8 ? 2 : 3)
// Seniority fit by levels above (over-qualified) and below (under-qualified) the job's.
const OVER_LEVEL_FIT = [1, 0.9, 0.6, 0.3]
const UNDER_LEVEL_FIT = [1, 0.6, 0.3, 0.1]

interface SeniorityState {
  /** Level the job asks (index in LEVELS), -1 when it says nothing of level or years. */
  jobLevel: number
  yearsAsked: number
}

export const seniorityPart = definePart<SeniorityState>({
  components: ['seniority'],
  stage: 'later',
  columns: [SENIORITY],
  compile(q) {
    const job = q.job
    const jobLevel = job.experienceLevel ? LEVELS.indexOf(job.experienceLevel) : job.yearsRequired !== null ? levelOfYears(job.yearsRequired) : -1
    return { jobLevel, yearsAsked: q.state(experiencePart).yearsAsked }
  },
  defines: (s) => s.jobLevel >= 0,
  score(s, q, docs, out) {
    if (s.jobLevel < 0) return
    const level = q.index.column(SENIORITY).values
    const years = out.aux.years!
    for (let n = 0; n < docs.length; n++) {
      const gap = level[docs[n]!]! - s.jobLevel
      let seniority = gap >= 0 ? OVER_LEVEL_FIT[gap]! : UNDER_LEVEL_FIT[-gap]!
      // Years far beyond a junior or mid ask read as over-qualified whatever the titles say.
      if (s.jobLevel <= 1 && years[n]! > s.yearsAsked + 12) seniority = Math.min(seniority, 0.6)
      out.seniority[n] = seniority
    }
  },
  reference: referencePart({
    prepare(job) {
      const jobLevel = job.experienceLevel ? LEVELS.indexOf(job.experienceLevel) : job.yearsRequired !== null ? levelOfYears(job.yearsRequired) : -1
      const yearsAsked = job.yearsRequired ?? (job.experienceLevel ? LEVEL_YEARS[job.experienceLevel] : DEFAULT_YEARS_ASKED)
      return { jobLevel, yearsAsked }
    },
    score({ jobLevel, yearsAsked }, f, earlier) {
      if (jobLevel < 0) return { seniority: 0 }
      const gap = Math.max(0, SENIORITY_LEVELS.indexOf(f.seniority)) - jobLevel
      let seniority = gap >= 0 ? OVER_LEVEL_FIT[gap]! : UNDER_LEVEL_FIT[-gap]!
      if (jobLevel <= 1 && earlier.years! > yearsAsked + 12) seniority = Math.min(seniority, 0.6)
      return { seniority }
    },
  }),
})
