import type { Certification, Education, ResumeSource, ResumeStyle, Role } from '../schema.ts'

/*
 * What every layout shares: dates written the resume's way, section names, employer groups,
 * durations. "Now" for a resume is fixed (November 2026), so durations and "Expected" never
 * change with the day the files are built.
 */

export const NOW = { year: 2026, month: 11 }

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export interface YearMonth {
  year: number
  month: number | null
}

export function parseDate(date: string): YearMonth {
  const [year, month] = date.split('-')
  return { year: Number(year), month: month ? Number(month) : null }
}

export type DateStyle = NonNullable<ResumeStyle['dates']>

/** "2020-03" the resume's way ("Mar 2020", "03/2020", ...); a bare year stays a year. */
export function formatDate(date: string, style: DateStyle = 'short'): string {
  const { year, month } = parseDate(date)
  if (month === null) return String(year)
  const mm = String(month).padStart(2, '0')
  switch (style) {
    case 'short':
      return `${SHORT[month - 1]} ${year}`
    case 'long':
      return `${LONG[month - 1]} ${year}`
    case 'numeric':
      return `${mm}/${year}`
    case 'iso':
      return `${year}-${mm}`
    case 'dotted':
      return `${mm}.${year}`
  }
}

export function presentWord(style: ResumeStyle | undefined): string {
  return style?.present ?? 'Present'
}

export function rangeSeparator(style: ResumeStyle | undefined): string {
  switch (style?.range ?? 'dash') {
    case 'dash':
      return ' – '
    case 'hyphen':
      return ' - '
    case 'to':
      return ' to '
  }
}

/** A role's dates as one string: "Jan 2020 – Present", "2019" for a single date. */
export function roleDates(role: Pick<Role, 'start' | 'end'>, style: ResumeStyle | undefined, dates: DateStyle = style?.dates ?? 'short'): string {
  const start = formatDate(role.start, dates)
  if (role.end === undefined) return start
  const end = role.end === 'present' ? presentWord(style) : formatDate(role.end, dates)
  // "2021 till now" reads as a sentence: no dash before it.
  if (end.startsWith('till ')) return `${start} ${end}`
  return `${start}${rangeSeparator(style)}${end}`
}

/** An education entry's dates: "2014 – 2018", "May 2018", "Expected May 2027", or ''. */
export function educationDates(entry: Education, style: ResumeStyle | undefined, dates: DateStyle = style?.dates ?? 'short'): string {
  const end = entry.end ? formatDate(entry.end, dates) : ''
  const expected = entry.end && isFuture(entry.end) ? `Expected ${end}` : end
  if (entry.start && entry.end) return `${formatDate(entry.start, dates)}${rangeSeparator(style)}${expected}`
  return expected
}

function isFuture(date: string): boolean {
  const { year, month } = parseDate(date)
  return year > NOW.year || (year === NOW.year && (month ?? 12) > NOW.month)
}

/** "Bachelor of Science in Accounting". */
export function degreeLine(entry: Education): string {
  return entry.field ? `${entry.degree} in ${entry.field}` : entry.degree
}

/** "Certified Public Accountant (CPA), Washington State Board of Accountancy, 2019". */
export function certificationLine(cert: Certification, separator = ', '): string {
  return [cert.name, cert.issuer, cert.year].filter(Boolean).join(separator)
}

export type Section = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'languages'

const DEFAULT_HEADINGS: Record<Section, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  languages: 'Languages',
}

/** The section's name in this resume (its style's, or the layout's default), in capitals when the style says so. */
export function heading(resume: ResumeSource, section: Section, fallback?: string): string {
  const name = resume.style?.headings?.[section] ?? fallback ?? DEFAULT_HEADINGS[section]
  return resume.style?.upperHeadings ? name.toUpperCase() : name
}

/** Consecutive roles at the same employer, as the resume lists them. */
export function employerGroups(roles: Role[]): Role[][] {
  const groups: Role[][] = []
  for (const role of roles) {
    const last = groups[groups.length - 1]
    if (last && role.employer && last[0]!.employer === role.employer) last.push(role)
    else groups.push([role])
  }
  return groups
}

function monthIndex(date: string | 'present', endOfYear: boolean): number {
  if (date === 'present') return NOW.year * 12 + NOW.month - 1
  const { year, month } = parseDate(date)
  return year * 12 + (month ?? (endOfYear ? 12 : 1)) - 1
}

/** LinkedIn's way: months counted inclusive, "4 years 11 months", "1 year", "7 months". */
export function duration(start: string, end: string | 'present' | undefined): string {
  const months = monthIndex(end ?? start, true) - monthIndex(start, false) + 1
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts: string[] = []
  if (years > 0) parts.push(`${years} year${years > 1 ? 's' : ''}`)
  if (rest > 0 || years === 0) parts.push(`${rest} month${rest !== 1 ? 's' : ''}`)
  return parts.join(' ')
}

/** Contact details in the order resumes print them. */
export function contactItems(resume: ResumeSource): string[] {
  const c = resume.contact
  return [c.email, c.phone, c.location, ...(c.links ?? [])].filter((x): x is string => Boolean(x))
}

/** "Title, Employer" or the title alone. */
export function titleAndEmployer(role: Role, separator = ', '): string {
  return role.employer ? `${role.title}${separator}${role.employer}` : role.title
}

/** Hard-wraps a line at `width` columns; continuation lines get `indent`. */
export function wrapLine(text: string, width: number | undefined, firstPrefix: string, indent: string): string[] {
  if (!width) return [firstPrefix + text]
  const words = text.split(/\s+/)
  const lines: string[] = []
  let line = firstPrefix
  let empty = true
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = indent + word
      empty = false
      continue
    }
    line += (empty ? '' : ' ') + word
    empty = false
  }
  lines.push(line)
  return lines
}
