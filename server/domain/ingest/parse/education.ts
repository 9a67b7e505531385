import type { EducationEntry } from '../../../../shared/schemas/resume.ts'
import { findDateRanges, findDates, toYearMonth } from './dates.ts'
import { stripBullet } from './lines.ts'
import { findLocation, isLocation } from './location.ts'
import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), [
  'degreeSubjects',
  'mixedCaseDegrees',
  'degreesNamedForSubject',
  'certificateKinds',
])

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
const NAME_TAKES_SUBJECT = /^(?:school|college|institute|academy)$/i

export function parseEducation(lines: string[]): EducationEntry[] {
  const entries: Draft[] = []
  let current: Draft | null = null
  const start = () => {
    current = { degree: null, field: null, institution: null, year: null, lineCount: 0, lines: [] }
    entries.push(current)
    return current
  }

  const read = joinWrappedLines(lines)
    .map((raw) => stripBullet(raw.trim()))
    .filter(Boolean)
    .map(readLine)
  read.forEach((info, k) => {
    const { degree, year, dateOnly, rest } = info
    let { institution } = info
    let entry: Draft = current ?? start()
    // A school named without a keyword counts beside its degree only: right after the degree's
    // line (its dates between them), or right before a degree line that names no school.
    if (!institution && info.plainSchool) {
      const afterDegree =
        entry.degree !== null &&
        !entry.institution &&
        read
          .slice(0, k)
          .reverse()
          .find((r) => !r.dateOnly)?.degree
      const next = read.slice(k + 1).find((r) => !r.dateOnly)
      const beforeDegree = next?.degree && !next.institution && !next.plainSchool
      if (afterDegree || beforeDegree) institution = info.plainSchool
    }
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
  })
  entries.forEach(fieldFromRepeatedLine)
  return entries.filter((e) => e.degree || e.institution).map(({ degree, field, institution, year }) => ({ degree, field, institution, year }))
}

interface LineReading {
  degree: FoundDegree | null
  institution: string | null
  /** A name that may be a school's, with no keyword to say so. */
  plainSchool: string | null
  year: string | null
  dateOnly: boolean
  rest: string
}

function readLine(line: string): LineReading {
  const named = findInstitution(line)
  // A degree's words inside the school's name are the name's ("Enid Central High School").
  const namedAt = named === null ? -1 : line.indexOf(named)
  const degree = findDegree(line, namedAt >= 0 ? { index: namedAt, end: namedAt + named!.length } : undefined)
  // The school is looked for outside the degree and its field ("Certificate in UX Academy").
  const institution = degree ? findInstitution(`${line.slice(0, degree.index)} | ${line.slice(degree.end)}`) : named
  const year = graduationYear(line)
  const rest = line.replace(/\s+/g, ' ')
  const dateOnly = year !== null && rest.replace(/[\d/.,–—\s-]|present|current|expected|to|[a-z]{3,9}\.?/gi, '').length === 0
  return { degree, institution, plainSchool: degree || institution ? null : schoolNamedPlainly(line), year, dateOnly, rest }
}

/**
 * A degree or a school's name broken over two lines in a narrow column ("Master of Science in
 * Education in" / "Secondary Teaching"): a line that ends in a joining word or a comma goes on
 * with the next.
 */
function joinWrappedLines(lines: string[]): string[] {
  const out: string[] = []
  for (const raw of lines) {
    const line = raw.trim()
    const last = out[out.length - 1]
    if (last !== undefined && line && !line.startsWith('•') && /(?:\s(?:in|of|and|&|for|at|the)|,)$/.test(last))
      out[out.length - 1] = `${last} ${line}`
    else out.push(raw)
  }
  return out
}

/**
 * A school named without University, College or School ("Columbus Civic Data Lab", "IEC Oklahoma
 * Apprenticeship Program, Oklahoma City, OK"), on a line of its own: the line's first piece is two
 * to six capitalised words that are no subject, honour, place or date.
 */
function schoolNamedPlainly(line: string): string | null {
  if (/[;:]/.test(line)) return null
  const first = line.split(/\t|\s[|•·–—]\s|\s-{1,2}\s|\s*,\s*|\s*\(/)[0]!.trim()
  const words = first.split(/\s+/)
  if (words.length < 3 || words.length > 6 || /\d/.test(first) || HONOURS.test(first)) return null
  if (!words.every((w) => NAME_TOKEN.test(w) || JOINER.test(w)) || !NAME_TOKEN.test(words[0]!)) return null
  if (words.filter((w) => !JOINER.test(w)).every(isSubject) || isLocation(first) || findDates(first).length > 0) return null
  return first
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

/**
 * The institution a line names: a phrase around University, College, School, Institute... read
 * word by word, in the first piece of the line that has one (pieces are cut at tabs, bars and
 * spaced dashes, as layouts set a place or dates beside the name):
 *
 *   - before the keyword, up to five capitalised words ("Texas A&M International University"),
 *     less a leading subject or degree ("Curriculum and Instruction University of St. Thomas");
 *   - after it, capitalised words and the small words that join them ("Cornell University School of
 *     Hotel Administration", "University of Texas at San Antonio"), up to a comma, a date, a degree;
 *     except that after "University of <Place>" a subject starts the field again ("University of
 *     Houston Management ..."), unless another keyword follows ("... Health Science Center");
 *   - after a comma, a unit of it ("Northwestern University, Kellogg School of Management",
 *     "Baruch College, City University of New York") or its campus ("University of California,
 *     Berkeley", "California State University, Fresno, Fresno, CA"), but not its city ("Towson
 *     University, Towson, MD").
 */
function findInstitution(line: string): string | null {
  for (const piece of line.split(/\t|\s[|•·–—]\s|\s-{1,2}\s|\s*[()]\s*/)) {
    const parts = piece.split(/\s*,\s*/)
    for (let p = 0; p < parts.length; p++) {
      const name = withoutPlace(nameAround(parts[p]!), parts[p + 1])
      if (!name) continue
      if (!parts[p]!.trimEnd().endsWith(name)) return name
      const next = parts[p + 1]?.trim()
      if (!next) return name
      const unit = nameAround(next)
      if (unit && next.startsWith(unit)) return `${name}, ${unit}`
      return isCampus(next, parts.slice(p + 2), name) ? `${name}, ${next}` : name
    }
  }
  return null
}

/**
 * A name that runs into its place written without a comma ("University of Michigan Ann Arbor, MI",
 * "Saint Josephs University City , State"): the words that make a place with the next part go.
 */
function withoutPlace(name: string | null, nextPart: string | undefined): string | null {
  if (name === null || nextPart === undefined) return name
  // Only the words after the last keyword may be the place's ("College Station" is a city too).
  const words = name.split(' ')
  const lastKeyword = words.findLastIndex((w) => IS_KEYWORD.test(w))
  const head = words.slice(0, lastKeyword + 1).join(' ')
  const tail = words.slice(lastKeyword + 1).join(' ')
  if (!tail) return name
  const place = findLocation(`${tail}, ${nextPart.trim()}`)
  if (!place || place.index >= tail.length) return name
  const kept = `${head} ${tail.slice(0, place.index)}`.trim().split(/\s+/)
  while (kept.length > lastKeyword + 1 && JOINER.test(kept[kept.length - 1]!)) kept.pop()
  return kept.join(' ')
}

const NAME_TOKEN = /^(?:\p{Lu}[\p{L}\p{N}&.'’-]*|&)$/u
const JOINER = /^(?:of|at|for|in|and|the|&|de|du|des|la|le|del|y|OF|AT|FOR|IN|AND|THE)$/
// Keywords that name a place after "of" ("University of Houston"), where School, College,
// Institute and Academy name a subject ("School of Business").
const PLACE_NAMED = /^(?:University|UNIVERSITY|Universidad|Université|Universität)$/
// Words that go on a name once a keyword has opened it ("Health Science Center at Houston").
const LATER_KEYWORD = /^(?:Center|Centre|CENTER|CENTRE|Campus|Polytechnic)$/
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i

/** The institution's name within one comma part, from its first keyword. */
function nameAround(part: string): string | null {
  const words = part.trim().split(/\s+/)
  const keywordAt = words.findIndex((w) => IS_KEYWORD.test(w.replace(/[.,;:]$/, '')))
  if (keywordAt === -1) return null
  // Before the keyword: capitalised words, less a leading subject, degree or number.
  let from = keywordAt
  while (from > 0 && keywordAt - from < 5 && NAME_TOKEN.test(words[from - 1]!) && (!JOINER.test(words[from - 1]!) || words[from - 1] === '&')) from--
  for (let i = from; i < keywordAt; i++) {
    const w = words[i]!
    const partOfName = i === keywordAt - 1 && NAME_TAKES_SUBJECT.test(words[keywordAt]!)
    if ((isSubject(w) && !partOfName) || /\d/.test(w) || findDegreeWords(w) || DEGREE_WORD.test(w) || findDegree(w)) from = i + 1
  }
  // After it: capitalised words and the small words between them ("College of the Air Force").
  const stopsName = (w: string) => findDegreeWords(w) || /\d/.test(w) || DEGREE_WORD.test(w) || findDegree(w) !== null
  // Straight after a keyword, capitalised words go on the name only on the way to another keyword
  // ("Cornell University School of ...", "Red River College Polytechnic"), not a city or a field
  // ("Capella University Minneapolis", "Kean University Liberal Arts"); after "of", "at"... they do.
  let to = keywordAt + 1
  let named = false
  while (to < words.length) {
    const w = words[to]!
    if (MONTH_WORD.test(w) && /^(?:19|20)\d\d/.test(words[to + 1] ?? '')) break
    if (stopsName(w)) break
    if (NAME_TOKEN.test(w) && !JOINER.test(w)) {
      if (!named) {
        const ahead = words.slice(to, to + 4)
        const k = ahead.findIndex((x) => IS_KEYWORD.test(x) || LATER_KEYWORD.test(x))
        if (k === -1 || !ahead.slice(0, k).every((x) => NAME_TOKEN.test(x) && !stopsName(x))) break
        to += k + 1
        continue
      }
      to++
      // A sentence's full stop ends the name ("Bellevue College. Where I ..."); an initial's does not.
      if (/\p{L}{3,}\.$/u.test(w) && !/^(?:St|Inc|Co)\.$/.test(w)) {
        words[to - 1] = w.slice(0, -1)
        break
      }
      continue
    }
    let j = to
    while (j < words.length && JOINER.test(words[j]!)) j++
    if (j === to || j >= words.length || !NAME_TOKEN.test(words[j]!) || stopsName(words[j]!)) break
    if (!named && !/^(?:of|at|for|in|de|du|des|del|OF|AT|FOR|IN)$/.test(words[to]!)) break
    named = true
    to = j + 1
  }
  // "University of Houston Management ...": a subject after the place starts the field, unless a
  // keyword after the place names a unit of it ("University of Washington Foster School of Business").
  // "Kean University Liberal Arts": the same straight after the keyword.
  const later = words.slice(keywordAt + 1, to).some((w) => IS_KEYWORD.test(w) || LATER_KEYWORD.test(w))
  if (!later && PLACE_NAMED.test(words[keywordAt]!)) {
    const ofPlace = /^(?:of|OF)$/.test(words[keywordAt + 1] ?? '')
    if (!ofPlace || !isSubject(words[keywordAt + 2] ?? '')) {
      const subjectAt = words.findIndex((w, i) => i >= keywordAt + (ofPlace ? 3 : 1) && i < to && isSubject(w))
      // Straight after the keyword, the words before the subject are the field's too ("Kean
      // University Liberal Arts").
      if (subjectAt !== -1) to = ofPlace ? subjectAt : keywordAt + 1
    }
  }
  // A month the dates start with ("University of Phoenix December, 2006"), a label's colon ("Lamar
  // University: Fall 2017") end the name.
  const colonAt = words.findIndex((w, i) => i >= keywordAt && i < to && w.endsWith(':'))
  if (colonAt !== -1) {
    words[colonAt] = words[colonAt]!.slice(0, -1)
    to = colonAt + 1
  }
  while (to > keywordAt + 1 && MONTH_WORD.test(words[to - 1]!) && !/^(?:may|mar)$/i.test(words[to - 2] ?? '')) to--
  const name = words.slice(from, to).join(' ')
  // "High School Diploma": a level of schooling, not a school's name.
  return name && !/^(?:high|secondary|middle|elementary|primary|grade|graduate|business|law|medical)\s+school$/i.test(name) ? name : null
}

const DEGREE_WORD = /^(?:diploma|certificate|certification|degree|ged)$/i

/** A subject's word, or its adjective ("Economic" Studies). */
function isSubject(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  return w !== '' && (FIELD_WORDS.has(w) || FIELD_WORDS.has(`${w}s`))
}

const HONOURS =
  /\b(?:laude|honou?rs?|distinction|dean'?s|gpa|scholar|scholarship|valedictorian|expected|graduated|minor|major|thesis|coursework|member|club|award)\b/i

/**
 * The part after an institution's comma is its campus ("Berkeley", "Fresno") when it is a short
 * capitalised name that is not the institution's own city written as its place ("Towson, MD"),
 * not already in the name ("University of Lagos, Lagos"), and ends the piece or comes before the
 * place or the dates.
 */
function isCampus(part: string, after: string[], name: string): boolean {
  const words = part.split(/\s+/)
  if (words.length > 3 || !words.every((w) => NAME_TOKEN.test(w) || /^(?:of|at|and)$/.test(w)) || /\d/.test(part)) return false
  if (HONOURS.test(part) || findDegree(part) || findDates(part).length > 0) return false
  if (name.toLowerCase().includes(part.toLowerCase())) return false
  // The city of "Towson, MD", "City , State GPA 3.8": the next part opens with a region.
  const opening = after[0]?.split(/\s+/) ?? []
  if (isLocation(part) || [1, 2, opening.length].some((n) => n > 0 && isLocation(`${part}, ${opening.slice(0, n).join(' ')}`))) return false
  if (after.length === 0) return true
  const rest = after.join(', ')
  return isLocation(after.slice(0, 2).join(', ')) || isLocation(after[0]!) || findDates(rest).length > 0 || findDateRanges(rest).length > 0
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

interface FoundDegree {
  text: string
  level: DegreeLevel
  field: string | null
  /** Where the degree, and the field written after it, sit in the line. */
  index: number
  end: number
}

/** The first degree of the line, passing over one inside `skip` (the "High School" of a school's name). */
function findDegree(line: string, skip?: { index: number; end: number }): FoundDegree | null {
  for (const [pattern, level] of DEGREE_PATTERNS) {
    for (const m of line.matchAll(new RegExp(pattern.source, 'gi'))) {
      if (skip && m.index >= skip.index && m.index < skip.end) continue
      if (!isWrittenAsDegree(m[0].trim(), line.slice(0, m.index))) continue
      return degreeAt(line, m.index, m[0].trim(), level)
    }
  }
  return null
}

/**
 * The degree's full name and its field. A degree's name may go on past its level words:
 *
 *   "Master of Science in Education in Secondary Teaching"   the first "in ..." names the degree
 *   "Master of Arts in Teaching", "Bachelor of Science in Nursing"   degrees named for their subject
 *   "Certificate of Completion in Aircraft ...", "Technical Diploma", "Apprenticeship Certificate"
 *
 * A degree named for its subject keeps the subject as its field too, for matching.
 */
function degreeAt(line: string, index: number, matched: string, level: DegreeLevel): FoundDegree {
  let text = matched
  let start = index
  let end = index + matched.length
  let field: string | null = null
  const after = line.slice(end)
  if (level === 'certificate' || level === 'high_school') {
    // "Certificate of Achievement", "Certificate of Completion in ...".
    const kind = new RegExp(String.raw`^\s+of\s+(${anyOf(WORD_LISTS.certificateKinds)})\b`, 'i').exec(after)
    if (/^certificate$/i.test(matched) && kind) {
      text += kind[0]
      end += kind[0].length
    }
    // "Technical Diploma", "Apprenticeship Certificate": capitalised words opening the line before it.
    const before = /^((?:\p{Lu}[\p{L}-]*\s+){1,3})$/u.exec(line.slice(0, index))
    if (before && /^(?:certificate|diploma)$/i.test(matched) && !findInstitution(before[1]!) && !findDegreeWords(before[1]!)) {
      text = `${before[1]}${text}`
      start = 0
    }
  } else if (/\sof\s/i.test(matched)) {
    const named = new RegExp(String.raw`^\s+in\s+(${anyOf(WORD_LISTS.degreesNamedForSubject)})\b`, 'i').exec(after)
    const twice = /^\s+in\s+(\p{Lu}[\p{L}&-]*(?:\s+(?:and\s+|&\s+)?\p{Lu}[\p{L}&-]*){0,3})\s+in\s+\p{Lu}/u.exec(after)
    if (twice) {
      // "Bachelor of Science in Education in Mathematics Education".
      const inSubject = twice[0].slice(0, twice[0].lastIndexOf(' in '))
      text += inSubject
      end += inSubject.length
    } else if (named && /^(?:\s*(?:$|[,;(|\t]|\s[-–—]\s)|\s+(?:19|20)\d\d)/.test(after.slice(named[0].length))) {
      text += named[0]
      end += named[0].length
      field = named[1]!
    }
  }
  field ??= fieldAfter(line, end)
  const fieldAt = field === null ? -1 : line.indexOf(field, end)
  return { text: text.trim(), level, field, index: start, end: fieldAt >= 0 ? fieldAt + field!.length : end }
}

/** Whether the words hold a degree's level words (not a certificate's qualifier). */
function findDegreeWords(words: string): boolean {
  return /\b(?:bachelor|master|associate|doctor)(?:'?s)?\b|\bhigh school\b/i.test(words)
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
  const afterIn = /^\s*(?:degree\s*)?in\b/i.test(rest)
  rest = rest.slice(lead[0].length)
  // A degree is "in" a subject, never in a school: a name right after "in" is the field, however it
  // ends ("Certificate in UX Academy"); the school comes after a comma, "from" or "at".
  const institutionAt = institutionIndex(rest)
  const stops = [
    rest.search(/\s*(?:[,;(|\t]|\s[-–—]\s|\bGPA\b|\bminor\b|\bconcentration\b|\bwith\b|\bfrom\b|\bat\b)/i),
    rest.search(/\b(?:19[5-9]\d|20\d\d)\b/),
    rest.search(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d/i),
    afterIn && institutionAt === 0 ? -1 : institutionAt,
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
