/*
 * Salaries as postings and people write them: "$150,000 - $185,000", "$95k–$115k",
 * "$38 - $52 per hour", "85000", "85k". Read as a yearly range in the posting's currency, so that
 * an expected salary and a posted one compare.
 */

export interface SalaryRange {
  /** Yearly, the low end. */
  min: number
  /** Yearly, the high end (= min when one amount is given). */
  max: number
}

// A full-time year: 40 hours × 52 weeks.
const HOURS_PER_YEAR = 2080
const HOURLY = /(?:per|an|\/)\s*(?:hour|hr)\b|\bhourly\b/i
const MONTHLY = /(?:per|a|\/)\s*(?:month|mo)\b|\bmonthly\b/i
const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|thousand\b)?/gi

/**
 * The yearly range a salary text states, or null when it names no amount. A plain number under
 * 1,000 with no period ("85") means thousands, as people type it in a search box; hourly and
 * monthly amounts are made yearly.
 */
export function parseSalary(text: string): SalaryRange | null {
  const hourly = HOURLY.test(text)
  const monthly = !hourly && MONTHLY.test(text)
  const amounts: number[] = []
  for (const m of text.matchAll(AMOUNT)) {
    let value = Number(m[1]!.replace(/,/g, ''))
    if (!Number.isFinite(value) || value <= 0) continue
    if (m[2]) value *= 1000
    else if (hourly) value *= HOURS_PER_YEAR
    else if (monthly) value *= 12
    else if (value < 1000) value *= 1000
    amounts.push(Math.round(value))
    if (amounts.length === 2) break
  }
  if (amounts.length === 0) return null
  const [first, second = first] = amounts as [number, number?]
  return { min: Math.min(first, second), max: Math.max(first, second) }
}
