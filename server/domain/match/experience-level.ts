import type { ResumeFeatures } from './types.ts'

/*
 * The level a recruiter sees beside a candidate (the Experience column, the card, the analysis and
 * the CSV), read from the dates of the resume alone: years in the union of its dated roles, else
 * the years it states ("10+ years of experience"). Bands as postings ask for experience: Entry
 * under 2 years ("0-2 years"), Mid 2 to under 8 ("3-7 years"), Senior 8 and more ("8+ years").
 * Dates say how long, not whether someone led others: "lead" is a title's word, so no band
 * claims it (a 17-year truck driver is a senior driver, not a lead), and the years are shown
 * beside the band.
 *
 * The ranking's own seniority (features.seniority) also reads titles and stops at "senior" for
 * years alone, so it called nearly every experienced candidate Senior; it stays what the score
 * compares with the job's level, and this one is what the screen says.
 */

export type ExperienceBand = 'entry' | 'mid' | 'senior'

/** Lower bounds in years, highest first. */
const BANDS: ReadonlyArray<{ band: ExperienceBand; from: number }> = [
  { band: 'senior', from: 8 },
  { band: 'mid', from: 2 },
  { band: 'entry', from: 0 },
]

/** Said when the resume gives neither dated roles nor stated years. */
export const LEVEL_NOT_STATED = 'not stated'

/** Years of experience as the resume's dates give them; null when it gives none. */
export function experienceYears(f: Pick<ResumeFeatures, 'totalYears' | 'datedRoles' | 'statedYears'>): number | null {
  if (f.datedRoles > 0) return f.totalYears
  return f.statedYears
}

export function experienceBand(years: number | null): ExperienceBand | null {
  if (years === null || !Number.isFinite(years)) return null
  return BANDS.find((b) => years >= b.from)!.band
}

/** The level as shown: "entry", "mid", "senior", or "not stated". */
export function experienceLevelOf(f: Pick<ResumeFeatures, 'totalYears' | 'datedRoles' | 'statedYears'>): ExperienceBand | typeof LEVEL_NOT_STATED {
  return experienceBand(experienceYears(f)) ?? LEVEL_NOT_STATED
}

/**
 * A band's order against a job's level words (junior = entry). A lead role asks for senior years
 * and more that dates cannot show, so years meet it as they meet senior.
 */
export function bandOrder(level: string): number {
  return { entry: 0, junior: 0, mid: 1, senior: 2, lead: 2 }[level] ?? -1
}
