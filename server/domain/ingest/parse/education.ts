import type { EducationEntry } from '../../../../shared/schemas/resume.ts'
import { findDateRanges, findDates, toYearMonth } from './dates.ts'
import { stripBullet } from './lines.ts'
import { findLocation } from './location.ts'
import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['degreeSubjects', 'mixedCaseDegrees'])

/*
 * Degrees in an education section. Each line is searched for a degree ("Bachelor of Science",
 * "B.S.", "MBA", "High School Diploma"), an institution (a phrase around University, College,
 * School, Institute...) and a year. An entry collects them line by line and a new entry starts
 * when a line brings a field the current entry already has, so both
 *
 *   Bachelor of Science : Accounting , 2010 Colorado Technical University - City , State
 *
 * and the same spread over four lines (degree, field, institution, dates) parse alike.
 * `degreeLevel` ranks a degree for the matching engine (highest education level).
 */

export type DegreeLevel = 'high_school' | 'certificate' | 'associate' | 'bachelor' | 'master' | 'doctorate'

const LEVEL_RANK: Record<DegreeLevel, number> = {
  high_school: 1,
  certificate: 2,
  associate: 3,
  bachelor: 4,
  master: 5,
  doctorate: 6,
}

// What "Bachelor of ..." names as part of the degree; anything after it is the field.
const SUBJECT = String.raw`(?:Applied\s+)?${anyOf(WORD_LISTS.degreeSubjects)}`
const re = (source: string) => new RegExp(source, 'i')

// Order matters: longer, more specific forms first.
const DEGREE_PATTERNS: [RegExp, DegreeLevel][] = [
  [
    re(
      String.raw`\b(?:doctor(?:ate)?\s+of\s+${SUBJECT}|doctorate|ph\.?\s?d\.?|ed\.?\s?d\.?|d\.?\s?b\.?\s?a\.?|psy\.?\s?d\.?|m\.?\s?d\.?(?=[\s,]|$)|j\.?\s?d\.?(?=[\s,]|$)|pharm\.?\s?d\.?|d\.?\s?n\.?\s?p\.?|d\.?\s?p\.?\s?t\.?)(?![a-z])`,
    ),
    'doctorate',
  ],
  [
    re(
      String.raw`\b(?:master'?s?(?:\s+degree)?(?:\s+of\s+${SUBJECT})?|m\.?\s?b\.?\s?a\.?|m\.?\s?s\.?\s?c?\.?|m\.?\s?a\.?|m\.?\s?ed\.?|m\.?\s?eng\.?|m\.?\s?p\.?\s?h\.?|m\.?\s?f\.?\s?a\.?|m\.?\s?s\.?\s?w\.?|m\.?\s?p\.?\s?a\.?|m\.?\s?tech|ll\.?\s?m\.?|m\.?\s?phil\.?|m\.?\s?s\.?\s?n\.?|m\.?\s?arch\.?|m\.?\s?com\.?)(?![a-z])`,
    ),
    'master',
  ],
  [
    re(
      String.raw`\b(?:bachelor'?s?(?:\s+degree)?(?:\s+of\s+${SUBJECT})?|b\.?\s?s\.?\s?c?\.?|b\.?\s?a\.?|b\.?\s?b\.?\s?a\.?|b\.?\s?f\.?\s?a\.?|b\.?\s?eng\.?|b\.?\s?tech|b\.?\s?e\.?(?=[\s,]|$)|b\.?\s?com\.?|b\.?\s?s\.?\s?n\.?|b\.?\s?arch\.?|b\.?\s?ed\.?|ll\.?\s?b\.?|undergraduate degree)(?![a-z])`,
    ),
    'bachelor',
  ],
  [
    re(
      String.raw`\b(?:associate'?s?(?:\s+degree)?(?:\s+of\s+${SUBJECT})?(?=\s*(?:degree|of|in|:|,|$|\s[A-Z]))|a\.?\s?a\.?\s?s\.?|a\.?\s?s\.?(?=[\s,:]|$)|a\.?\s?a\.?(?=[\s,:]|$))(?![a-z])`,
    ),
    'associate',
  ],
  [/\b(?:high school diploma|high school|secondary school diploma|g\.?e\.?d\.?|diploma)(?![a-z])/i, 'high_school'],
  [/\b(?:(?:professional\s+|graduate\s+)?certificate|certification)(?![a-z])/i, 'certificate'],
]

const INSTITUTION_KEYWORDS = [
  'University',
  'College',
  'Institute',
  'School',
  'Academy',
  'Polytechnic',
  'Conservatory',
  'Seminary',
  'Universidad',
  'Université',
  'Universität',
]
const KEYWORD = `(?:${INSTITUTION_KEYWORDS.flatMap((k) => [k, k.toUpperCase()]).join('|')})`
const NAME_WORD = "[A-Z][\\w&.'’-]*"
// Up to five name words, the keyword, then "of/at/for <Name...>": "Texas A&M International University",
// "University of Texas at Austin", "SYRACUSE UNIVERSITY".
const INSTITUTION = new RegExp(
  `((?:${NAME_WORD}\\s+){0,5}?${KEYWORD}(?:\\s+(?:of|at|for|in|OF|AT|FOR|IN)\\s+(?:the\\s+)?${NAME_WORD}(?:\\s+(?:(?:at|of|and|the|&)\\s+)?${NAME_WORD}){0,4})?)`,
)
const IS_KEYWORD = new RegExp(`^${KEYWORD}$`)

interface Draft extends EducationEntry {
  lineCount: number
  lines: string[]
}

// Subjects that, written before "University", belong to the field, not the name
// ("Curriculum and Instruction University of St. Thomas").
const FIELD_WORDS = new Set(
  `education instruction science sciences engineering arts art administration management studies
technology business nursing accounting finance marketing psychology biology chemistry physics mathematics math economics
communication communications design music history english health justice criminal computer information systems
development literature sociology political relations public fashion culinary law medicine pharmacy theatre theater
philosophy languages language kinesiology nutrition agriculture architecture journalism media policy statistics
courses course coursework level graduate undergraduate select one`.split(/\s+/),
)
// Before these keywords a subject word is part of the name ("Art Institute", "Business School").
const NAME_TAKES_SUBJECT = /^(?:School|College|Institute|Academy)$/

export function parseEducation(lines: string[]): EducationEntry[] {
  const entries: Draft[] = []
  let current: Draft | null = null
  const start = () => {
    current = { degree: null, field: null, institution: null, year: null, lineCount: 0, lines: [] }
    entries.push(current)
    return current
  }

  for (const raw of lines) {
    const line = stripBullet(raw.trim())
    if (!line) continue
    const degree = findDegree(line)
    const institution = findInstitution(line)
    const year = graduationYear(line)
    const rest = line.replace(/\s+/g, ' ')
    const dateOnly = year !== null && rest.replace(/[\d/.,–—\s-]|present|current|expected|to|[a-z]{3,9}\.?/gi, '').length === 0

    let entry: Draft = current ?? start()
    const clash =
      (degree && entry.degree) || (institution && entry.institution && !degree) || (dateOnly && entry.year && (entry.degree || entry.institution))
    if (clash) entry = start()

    if (degree) {
      entry.degree = degree.text
      entry.field ??= degree.field
    }
    if (institution) entry.institution ??= institution
    if (year) entry.year ??= year
    // A short line right after a bare degree ("B.S." / "Computer Science") is its field.
    if (
      !degree &&
      !institution &&
      !dateOnly &&
      entry.degree &&
      !entry.field &&
      entry.lineCount === 1 &&
      looksLikeSubject(rest) &&
      isDegreeProper(entry.degree)
    ) {
      entry.field = cleanField(rest)
    }
    entry.lineCount++
    entry.lines.push(rest)
  }
  entries.forEach(fieldFromRepeatedLine)
  return entries.filter((e) => e.degree || e.institution).map(({ degree, field, institution, year }) => ({ degree, field, institution, year }))
}

/**
 * Anonymised resumes repeat the field on a line of its own below the degree line; that line is
 * the exact field, and fixes a field or institution that ran into each other.
 */
function fieldFromRepeatedLine(entry: Draft) {
  const degreeLine = entry.lines.find((l) => entry.degree && l.includes(entry.degree))
  if (!degreeLine) return
  for (const line of entry.lines) {
    if (line === degreeLine || line.length < 3 || !/^[A-Z]/.test(line) || findDegree(line)) continue
    const at = degreeLine.indexOf(line)
    if (at <= degreeLine.indexOf(entry.degree!)) continue
    entry.field = line
    if (entry.institution?.startsWith(`${line.split(' ').pop()} `)) {
      entry.institution = entry.institution.slice(line.split(' ').pop()!.length + 1)
    } else if (entry.institution?.startsWith(line)) {
      entry.institution = entry.institution.slice(line.length).trim() || entry.institution
    }
    return
  }
}

function findInstitution(line: string): string | null {
  const found = INSTITUTION.exec(line)?.[1]?.trim()
  if (!found) return null
  const words = found.split(/\s+/)
  const keywordAt = words.findIndex((w) => IS_KEYWORD.test(w))
  const isSubject = (w: string) => FIELD_WORDS.has(w.toLowerCase().replace(/[^a-z]/g, ''))
  // Drop leading words that are a subject, a degree ("DIPLOMA") or not name-like (digits).
  let from = 0
  for (let i = 0; i < keywordAt; i++) {
    const w = words[i]!
    const partOfName = i === keywordAt - 1 && NAME_TAKES_SUBJECT.test(words[keywordAt]!)
    if ((isSubject(w) && !partOfName) || /\d/.test(w) || findDegree(w)) from = i + 1
  }
  // After "of <Name>", a subject starts the field again ("University of Houston Management ...").
  let to = words.length
  const ofAt = words.findIndex((w, i) => i > keywordAt && /^(?:of|at|for|in)$/i.test(w))
  if (ofAt !== -1) {
    for (let i = ofAt + 2; i < words.length; i++) {
      if (isSubject(words[i]!) && !IS_KEYWORD.test(words[i]!)) {
        to = i
        break
      }
    }
  }
  return words.slice(from, to).join(' ')
}

function looksLikeSubject(text: string): boolean {
  const words = text.split(' ')
  return words.length <= 5 && !/[\d%]/.test(text) && words.every((w) => /^[A-Z&]/.test(w) || /^(?:and|of|in|&)$/.test(w))
}

/** Degrees that have a field of study: not a high school diploma or a certificate. */
function isDegreeProper(degree: string): boolean {
  const level = degreeLevel(degree)
  return level !== null && level !== 'high_school' && level !== 'certificate'
}

/** The rank of a degree phrase (for "highest education level"), or null if it names none. */
export function degreeLevel(degree: string): DegreeLevel | null {
  return findDegree(degree)?.level ?? null
}

export function compareDegreeLevels(a: DegreeLevel, b: DegreeLevel): number {
  return LEVEL_RANK[a] - LEVEL_RANK[b]
}

function findDegree(line: string): { text: string; level: DegreeLevel; field: string | null } | null {
  for (const [pattern, level] of DEGREE_PATTERNS) {
    for (const m of line.matchAll(new RegExp(pattern.source, 'gi'))) {
      const text = m[0].trim()
      if (!isWrittenAsDegree(text, line.slice(0, m.index))) continue
      return { text, level, field: fieldAfter(line, m.index + m[0].length) }
    }
  }
  return null
}

// Mixed-case abbreviations that are degrees; any other short form must be in capitals.
const MIXED_CASE_DEGREES = new RegExp(String.raw`^${anyOf(WORD_LISTS.mixedCaseDegrees)}$`)

/**
 * Short forms collide with words and places: "BA" is a degree, "Ba" is not, and "Baltimore, MD"
 * names Maryland. A short form counts when written in capitals (or a known mixed form) and not
 * right after a comma, where US state codes sit.
 */
function isWrittenAsDegree(text: string, before: string): boolean {
  if (/^(?:bachelor|master|associate|doctor|high|secondary|diploma|undergraduate|professional|graduate|certific)/i.test(text)) {
    return true
  }
  const letters = text.replace(/[.\s']/g, '')
  if (letters !== letters.toUpperCase() && !MIXED_CASE_DEGREES.test(letters)) return false
  return !/,\s*$/.test(before)
}

/**
 * The field after a degree: "Bachelor of Science in Computer Science", "Degree : Accounting",
 * "B.S. Computer Science". Stops at a year, a comma, a dash, "GPA", or an institution.
 */
function fieldAfter(line: string, from: number): string | null {
  let rest = line.slice(from)
  const lead = /^\s*(?:degree\s*)?(?:in|of|:|-|–|,)?\s*/i.exec(rest)!
  const explicit = /^\s*(?:degree\s*)?(?:in\b|:)/i.test(rest)
  rest = rest.slice(lead[0].length)
  const stops = [
    rest.search(/\s*(?:[,;(|\t]|\s[-–—]\s|\bGPA\b|\bminor\b|\bconcentration\b|\bwith\b|\bfrom\b|\bat\b)/i),
    rest.search(/\b(?:19[5-9]\d|20\d\d)\b/),
    rest.search(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d/i),
    institutionIndex(rest),
    rest.search(/\bCity\s*,/),
    rest.search(/\b\d{1,2}\s?\/\s?(?:19|20)\d\d\b/),
    findLocation(rest)?.index ?? -1,
    // A second degree phrase ("Microcomputer Applications Associate Degree") ends the field.
    secondDegreeIndex(rest),
  ].filter((i) => i >= 0)
  const candidate = rest.slice(0, stops.length ? Math.min(...stops) : rest.length)
  const field = cleanField(repeatedField(candidate, rest) ?? candidate)
  if (!field || (!explicit && !/^[A-Z]/.test(field))) return null
  return field.split(/\s+/).length <= 8 ? field : null
}

/**
 * Anonymised resume sets repeat the field at the end of the line ("Associate of Science :
 * Nursing Transfer Studies Anne Arundel Community College - City , State Nursing Transfer
 * Studies"); the repeated part is exactly the field, where the institution boundary is not.
 */
function repeatedField(candidate: string, afterDegree: string): string | null {
  const words = candidate.trim().split(/\s+/)
  for (let n = words.length; n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ')
    if (afterDegree.trimEnd().endsWith(prefix) && afterDegree.indexOf(prefix) !== afterDegree.lastIndexOf(prefix)) return prefix
  }
  return null
}

function secondDegreeIndex(text: string): number {
  const m = /\b(?:associate|bachelor|master|doctor)'?s?\s+degree\b/i.exec(text)
  return m ? m.index : -1
}

function institutionIndex(text: string): number {
  const institution = findInstitution(text)
  return institution ? text.indexOf(institution) : -1
}

function cleanField(field: string): string | null {
  const f = field.replace(/^[\s:,;.-]+|[\s:,;.\d-]+$/g, '').trim()
  return f.length >= 2 ? f : null
}

/** The graduation year: the end of a range, or the last year on the line. */
function graduationYear(line: string): string | null {
  const range = findDateRanges(line)[0]
  if (range) {
    const end = toYearMonth(range.end)
    if (end === 'present') return range.end
    if (end) return String(end.year)
  }
  const dates = findDates(line)
  const last = dates[dates.length - 1]
  if (!last) return null
  const ym = toYearMonth(last.text)
  return ym && ym !== 'present' ? String(ym.year) : null
}
