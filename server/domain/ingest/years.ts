import type { ExperienceEntry } from '../../../shared/schemas/resume.ts'
import { toYearMonth, type YearMonth } from './parse/dates.ts'

/*
 * A fact of the resume both its readers need: the letter writer (page limit, "N years of") and the
 * ranking (experience features). Kept with ingest, which reads the dates, so that neither reader
 * imports the other.
 *
 * Years of experience from the candidate's dated roles: the union of their date ranges, so two
 * jobs held at once count once. A range needs a readable start; "Present" ends at `today`, or,
 * without one, at the latest date the resume itself gives (deterministic, and never more than
 * the resume supports). A year without a month counts from January.
 */

const monthIndex = (d: YearMonth) => d.year * 12 + ((d.month ?? 1) - 1)

export interface YearsOfExperience {
  /** Whole years, rounded down; 0 when under a year or when no role is dated. */
  years: number
  /** Total months in the union of the ranges. */
  months: number
  datedRoles: number
}

export function yearsOfExperience(experience: readonly ExperienceEntry[], today?: Date): YearsOfExperience {
  const parsed = experience.map((e) => ({
    start: e.start ? toYearMonth(e.start) : null,
    end: e.end ? toYearMonth(e.end) : null,
  }))
  // Without today, "Present" means the latest date written in the roles.
  let latest = -Infinity
  for (const p of parsed) {
    for (const d of [p.start, p.end]) if (d && d !== 'present') latest = Math.max(latest, monthIndex(d) + (d.month ? 1 : 0))
  }
  const now = today ? today.getUTCFullYear() * 12 + today.getUTCMonth() + 1 : latest

  const ranges: Array<[number, number]> = []
  for (const p of parsed) {
    if (!p.start || p.start === 'present') continue
    const start = monthIndex(p.start)
    let end: number
    if (p.end === 'present') end = now
    else if (p.end) end = monthIndex(p.end) + (p.end.month ? 1 : 0)
    else continue
    if (!Number.isFinite(end) || end <= start) continue
    ranges.push([start, end])
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let months = 0
  let current: [number, number] | null = null
  for (const r of ranges) {
    if (current && r[0] <= current[1]) {
      current[1] = Math.max(current[1], r[1])
    } else {
      if (current) months += current[1] - current[0]
      current = [r[0], r[1]]
    }
  }
  if (current) months += current[1] - current[0]
  return { years: Math.floor(months / 12), months, datedRoles: ranges.length }
}
