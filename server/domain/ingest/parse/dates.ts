/*
 * Dates as resumes write them. The parse keeps the resume's own wording ("Jan 2020", "Present");
 * `toYearMonth` turns one into numbers for the matching engine (years of experience, recency).
 *
 * Recognised single dates: "Jan 2020", "January, 2020", "Sept. 2019", "Fall 2018", "01/2019",
 * "1/2019", "2019/01", "2019-01", "03.2019", "'19" after a month, a bare year 1950-2099, and
 * "December 23, 2011". Ranges join two of them (or one and Present/Current/Now) with -, –, —,
 * "to", "through", "until" or "till".
 */

export type YearMonth = { year: number; month: number | null }

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
}
// Seasons stand for their first month; good enough for durations.
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 }

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const SEASON = '(?:spring|summer|fall|autumn|winter)'
const YEAR = '(?:19[5-9]\\d|20\\d\\d)'
const SHORT_YEAR = "'\\d\\d"
const DATE_FORMS = [
  `${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR}`, // December 23, 2011
  `${MONTH_NAME},?\\s*(?:${YEAR}|${SHORT_YEAR})`, // Jan 2020, January, 2020, Jan '20
  `${MONTH_NAME}-(?:${YEAR}|\\d\\d(?!\\d))`, // Jan-2020, Jan-20
  `${SEASON},?\\s+${YEAR}`, // Fall 2018
  `(?:0?[1-9]|1[0-2])\\s?[/.-]\\s?${YEAR}`, // 01/2019, 1/2019, 03.2019, 01-2019
  `${YEAR}\\s?[/.-]\\s?(?:0[1-9]|1[0-2])(?![\\d])`, // 2019/01, 2019-01
  `${YEAR}`,
]
const DATE = `(?:${DATE_FORMS.join('|')})`
const PRESENT = '(?:present|current(?:ly)?|now|today|to date|(?:till|until|up to)\\s+(?:date|now|today|present)|date|ongoing)'
const RANGE_SEP = '(?:\\s*(?:-{1,2}|–|—|~)\\s*|\\s+(?:to|through|thru|until|till)\\s+)'

// Word boundaries by hand: \b does not work next to "'" or ".".
const RANGE = new RegExp(`(?<![\\w/.-])(${DATE})${RANGE_SEP}(${DATE}|${PRESENT})(?![\\w/])`, 'gi')
// A year after a lone dot (".2022", a month left out of "MM.YYYY") is a date; one inside a number
// ("1.2022") is not.
const SINGLE = new RegExp(`(?<![\\w/-])(?<!\\w\\.)(${DATE})(?![\\w/])`, 'gi')
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'i')
// Open ranges of a current role: "Since March 2019", "2019 onwards", "Jan 2019 –" ending a header.
// "since" counts only where a header piece starts, not inside a sentence ("managed payroll since 2019").
const SINCE = new RegExp(`(?:^|[|\\t(,]\\s*|\\s[-–—]\\s)(since\\s+(${DATE}))(?![\\w/])`, 'gi')
const ONWARDS = new RegExp(`(?<![\\w/.-])((${DATE})\\s*(?:onwards?|[-–—]\\s*$))`, 'gi')

export interface DateRange {
  start: string
  end: string
  /** Where the range sits in the searched text. */
  index: number
  length: number
}

export interface DateMention {
  text: string
  index: number
  length: number
}

/** Every date range in the text, left to right. */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = []
  for (const m of text.matchAll(RANGE)) {
    const start = tidy(m[1]!)
    const end = tidy(m[2]!)
    // An end before the start ("2010 - 2009") is two dates, not a range.
    const s = toYearMonth(start)
    const e = toYearMonth(end)
    if (s && s !== 'present' && e && e !== 'present' && e.year < s.year) continue
    ranges.push({ start, end, index: m.index, length: m[0].length })
  }
  for (const pattern of [SINCE, ONWARDS]) {
    for (const m of text.matchAll(pattern)) {
      const index = m.index + m[0].length - m[1]!.length
      if (ranges.some((r) => index < r.index + r.length && r.index < index + m[1]!.length)) continue
      // The role goes on: its end is the present, named the way most resumes name it.
      ranges.push({ start: tidy(m[2]!), end: 'Present', index, length: m[1]!.length })
    }
  }
  return ranges.sort((a, b) => a.index - b.index)
}

/** Single dates not part of a range (e.g. a graduation year, "Student Teacher, 01/2012"). */
export function findDates(text: string): DateMention[] {
  const ranges = findDateRanges(text)
  const inRange = (i: number) => ranges.some((r) => i >= r.index && i < r.index + r.length)
  return [...text.matchAll(SINGLE)].filter((m) => !inRange(m.index)).map((m) => ({ text: tidy(m[1]!), index: m.index, length: m[0].length }))
}

/** "Jan 2020" -> {2020, 1}; "2018" -> {2018, null}; "Present" -> 'present'; unknown -> null. */
export function toYearMonth(date: string): YearMonth | 'present' | null {
  const d = date.trim().toLowerCase()
  if (PRESENT_ONLY.test(d)) return 'present'
  const year = /(19[5-9]\d|20\d\d)/.exec(d)?.[1]
  const shortYear = /'(\d\d)/.exec(d)?.[1] ?? /^[a-z]+\.?-(\d\d)$/.exec(d)?.[1]
  const y = year ? Number(year) : shortYear ? 2000 + Number(shortYear) - (Number(shortYear) > 50 ? 100 : 0) : null
  if (y === null) return null
  const name = /^([a-z]+)/.exec(d)?.[1]
  if (name && (MONTHS[name] || SEASONS[name])) return { year: y, month: MONTHS[name] ?? SEASONS[name]! }
  const numeric = /^(\d{1,2})\s?[/.-]\s?\d{4}$/.exec(d) ?? /^\d{4}\s?[/.-]\s?(\d{1,2})$/.exec(d)
  return { year: y, month: numeric ? Number(numeric[1]) : null }
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').trim()
}
