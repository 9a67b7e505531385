import { loadKnowledge } from '../knowledge/index.ts'
import { anyOf, countFromText, NUMBER_WORDS, readPhraseLists, stemmedTokens } from '../text/index.ts'
import type { EducationLevel, EducationRequirement } from './types.ts'
import { clausesOf, type JobLine } from './sections.ts'

/*
 * Years of experience and education, read clause by clause so that "Master's preferred" after
 * "Bachelor's required" does not raise what the job asks. What a required clause says wins over
 * what a nice-to-have one says; a nice-to-have one is used only when nothing else is stated.
 */

const NUM = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`
const toNumber = countFromText

/** "3-5 years", "5+ years", "at least two years", "minimum of 3 years", "5 or more years". */
const YEARS = new RegExp(
  String.raw`(?:(?:at least|minimum(?: of)?|min\.?|over|more than|a minimum of)\s+)?\(?${NUM}\)?\s*(?:\+|plus)?\s*(?:(?:-|–|—|to)\s*${NUM}\s*\+?\s*)?(?:or more\s+)?(?:\+\s*)?years?(?:'|’)?`,
  'gi',
)
const YEAR_WORD = /year/i
const EXPERIENCE_CONTEXT =
  /\b(?:experience|experienced|background|track record|working|work(?:ing)? in|in (?:a|an|the)\b|of (?:progressive|professional|relevant|related|hands-on|direct|proven|industry|accounting|teaching|clinical|sales|software)|as an?\b|post[- ]qualification)/i
const NOT_EXPERIENCE = /^\s*(?:old|ago|of age|warranty|in business|young|history)\b/i

interface Scoped<T> {
  value: T
  nice: boolean
}

function pickRequiredFirst<T>(found: Scoped<T>[], choose: (values: T[]) => T): T | null {
  const required = found.filter((f) => !f.nice).map((f) => f.value)
  if (required.length > 0) return choose(required)
  const nice = found.map((f) => f.value)
  return nice.length > 0 ? choose(nice) : null
}

export function findYearsRequired(lines: readonly JobLine[]): number | null {
  const found: Scoped<number>[] = []
  for (const line of lines) {
    for (const clause of clausesOf(line)) {
      // Every match names years: a clause without the word has none (and the long pattern need not run).
      if (clause.kind === 'context' || !YEAR_WORD.test(clause.text)) continue
      for (const m of clause.text.matchAll(YEARS)) {
        const after = clause.text.slice(m.index + m[0].length)
        const before = clause.text.slice(Math.max(0, m.index - 40), m.index)
        if (NOT_EXPERIENCE.test(after)) continue
        // "5 years of experience", "3+ years in accounting", "Experience: 2 years".
        const context = `${before} ${m[0]} ${after.slice(0, 60)}`
        const inAsk = clause.kind === 'required' || clause.kind === 'nice'
        if (!EXPERIENCE_CONTEXT.test(context) && !(inAsk && /^\s*(?:of|in|with|as|working|doing|leading|managing|teaching)\b/i.test(after))) continue
        const low = toNumber(m[1]!)
        if (!Number.isFinite(low) || low <= 0 || low > 40) continue
        found.push({ value: low, nice: clause.kind === 'nice' })
      }
    }
  }
  // Several asks ("5+ years of accounting, 2 years supervising"): the job needs the largest.
  return pickRequiredFirst(found, (values) => Math.max(...values))
}

// ---------------------------------------------------------------------------------------------
// Education

const LEVEL_ORDER: Record<EducationLevel, number> = {
  none: 0,
  high_school: 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
}

const DEGREES = readPhraseLists(new URL('./data/education.json', import.meta.url), [
  'doctorate',
  'master',
  'bachelor',
  'associate',
  'high_school',
  'degreeSubjects',
])

/** One of the degree names, with no letter after it ("BA" but not the start of "bank"). */
const degreeOf = (names: readonly string[]) => new RegExp(String.raw`\b${anyOf(names)}(?![a-z])`, 'i')

const EDUCATION_PATTERNS: ReadonlyArray<readonly [EducationLevel, RegExp]> = [
  ['doctorate', degreeOf(DEGREES.doctorate)],
  ['master', degreeOf(DEGREES.master)],
  ['bachelor', degreeOf(DEGREES.bachelor)],
  ['associate', degreeOf(DEGREES.associate)],
  ['high_school', degreeOf(DEGREES.high_school)],
]

/**
 * A degree named without its level ("degree in Accounting", "Culinary degree or equivalent
 * experience", "a degree required") asks for a degree, which postings mostly mean as a bachelor's;
 * the requirement says the level was not named (levelAssumed). "A high degree of accuracy",
 * "360-degree feedback" and "degree of" name no degree.
 */
const BARE_DEGREE = /(?<![\w-])degrees?(?![\w-])(?!\s+of\b)/i
const NOT_A_DEGREE = /\b(?:high|higher|great|greater|certain|some|large|utmost|varying|significant|considerable)\s+degree\b|\d\s*-?\s*degrees?\b/i

/** "… or equivalent experience": the posting takes experience in place of the degree. */
const OR_EXPERIENCE =
  /\bor\s+(?:an?\s+)?(?:equivalent|comparable|commensurate)\b[^.;]{0,40}?\bexperience\b|\bor\s+(?:relevant|related)\s+(?:work\s+|professional\s+|industry\s+)?experience\b|\bequivalent\b[^.;]{0,25}?\bexperience\b/i

/** Fields implied by a degree's abbreviation. */
const IMPLIED_FIELD: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:bsn|msn|adn|dnp)\b/i, 'Nursing'],
  [/\bmba\b/i, 'Business Administration'],
  [/\bm\.?ed\b/i, 'Education'],
  [/\bmsw\b/i, 'Social Work'],
  [/\bmph\b/i, 'Public Health'],
  [/\bj\.d\.|juris doctor/i, 'Law'],
]

/** "Bachelor of Nursing" -> "Nursing": the subjects a degree names without "in". */
const DEGREE_OF_SUBJECT = new RegExp(String.raw`\b(?:bachelor|master|associate|doctor)(?:'s|s)?\s+of\s+(${DEGREES.degreeSubjects.join('|')})\b`, 'i')

/** "… degree in Computer Science or related field" -> "Computer Science". */
function fieldOf(clause: string): string | null {
  const m =
    /\b(?:bachelor|master|associate|doctor)(?:'s|s)?\s+(?:degree\s+)?of\s+(?:science|arts|applied science|fine arts)\s+(?:degree\s+)?in\s+(.+)$/i.exec(
      clause,
    ) ??
    DEGREE_OF_SUBJECT.exec(clause) ??
    /\b(?:degree|diploma|bachelor(?:'s|s)?|master(?:'s|s)?|ph\.?d\.?|doctorate|b\.?s\.?|b\.?a\.?|m\.?s\.?|m\.?a\.?|bsc|msc)\s*(?:degree\s*)?(?:\([^)]*\)\s*)?in\s+(.+)$/i.exec(
      clause,
    )
  let field = m?.[1] ?? null
  if (field) {
    field = field
      .split(
        /\s*(?:[;.(]|,?\s+or\s+(?:a\s+|an\s+)?(?:related|equivalent|similar|relevant|comparable)|,?\s+(?:or|and)\s+(?:\d|equivalent|relevant experience)|\s+(?:from|required|preferred|is|are|with|plus|and\/or equivalent)\b|,\s*(?:or|and)?\s*(?:a\s+)?(?:related|equivalent|similar)|\s+related field|\s+field)/i,
      )[0]!
      .replace(/[,\s]+$/, '')
      .replace(/^(?:a|an|the)\s+/i, '')
      .trim()
    // "in a related field" names no field.
    if (/^(?:related|relevant|equivalent|similar|any)\b/i.test(field) || field.length === 0 || field.length > 80) field = null
  }
  if (!field) {
    for (const [pattern, implied] of IMPLIED_FIELD) if (pattern.test(clause)) return implied
  }
  return field
}

// Words before "degree" that say what kind of degree, not its field ("a relevant four-year degree").
const NOT_FIELD_WORDS = new Set(
  `a an the any one your their such relevant related accredited recognized recognised formal college university undergraduate
graduate postgraduate advanced professional technical bachelor bachelors master masters associate associates doctoral
equivalent appropriate applicable similar required preferred or and with have has hold holds holding possess plus
four-year 4-year two-year 2-year year four two`.split(/\s+/),
)

let fieldsOfStudy: Set<string> | undefined
/** The knowledge base's fields of study, names and aliases, by their stemmed words ("culinari art"). */
function isFieldOfStudy(phrase: string): boolean {
  fieldsOfStudy ??= new Set(loadKnowledge().education.fields.flatMap((f) => [f.name, ...f.aliases].map((n) => stemmedTokens(n).join(' '))))
  return fieldsOfStudy.has(stemmedTokens(phrase).join(' '))
}

/**
 * "Culinary degree", "a Hospitality Management degree": the field named before "degree", when it is
 * a field of study the knowledge base knows or capitalised words that read as a name.
 */
function fieldBeforeDegree(clause: string): string | null {
  const m = /((?:[A-Za-z][\w&'’-]*\s+){1,4})degree\b/i.exec(clause)
  if (!m) return null
  const words = m[1]!.trim().split(/\s+/)
  const kept: string[] = []
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!
    if (NOT_FIELD_WORDS.has(w.toLowerCase().replace(/['’]s?$/, ''))) break
    kept.unshift(w)
  }
  while (kept.length > 0 && /^(?:and|&|of|in)$/i.test(kept[0]!)) kept.shift()
  if (kept.length === 0) return null
  const field = kept.join(' ')
  const named = kept.every((w, i) => /^[A-Z]/.test(w) || (i > 0 && /^(?:and|&|of)$/i.test(w)))
  return isFieldOfStudy(field) || named ? (named ? field : field.replace(/\b[a-z]/g, (c) => c.toUpperCase())) : null
}

export function findEducation(lines: readonly JobLine[]): EducationRequirement {
  const found: Scoped<EducationRequirement>[] = []
  for (const line of lines) {
    for (const clause of clausesOf(line)) {
      // Duties mention degrees too ("teach students pursuing a bachelor's"); asks do not sit there.
      if (clause.kind === 'context' || clause.kind === 'responsibilities') continue
      const text = clause.text.replace(/[\u2018\u2019\u02bc`´]/g, "'")
      // "Bachelor's degree in Accounting; Master's preferred": each clause on its own.
      for (const part of text.split(/\s*;\s*|,\s*(?=(?:a\s+)?(?:master|bachelor|ph\.?d|doctorate|associate)\b)/i)) {
        let level: EducationLevel | null = null
        for (const [candidate, pattern] of EDUCATION_PATTERNS) {
          if (pattern.test(part) && (level === null || LEVEL_ORDER[candidate] < LEVEL_ORDER[level])) level = candidate
        }
        const levelAssumed = level === null && BARE_DEGREE.test(part) && !NOT_A_DEGREE.test(part)
        if (levelAssumed) level = 'bachelor'
        if (level === null) continue
        const nice = clause.kind === 'nice' || /\b(?:preferred|a plus|desirable|ideally|bonus)\b/i.test(part)
        const value: EducationRequirement = { level, field: fieldOf(part) ?? fieldBeforeDegree(part) }
        if (levelAssumed) value.levelAssumed = true
        if (OR_EXPERIENCE.test(part) || OR_EXPERIENCE.test(clause.text)) value.orExperience = true
        found.push({ value, nice })
      }
    }
  }
  // "Bachelor's or Master's": the lowest degree that qualifies; its field, else any stated field.
  const chosen = pickRequiredFirst(found, (values) => values.reduce((best, v) => (LEVEL_ORDER[v.level] < LEVEL_ORDER[best.level] ? v : best)))
  if (!chosen) return { level: 'none', field: null }
  const field = chosen.field ?? found.find((f) => f.value.field && f.value.level === chosen.level)?.value.field ?? null
  return { ...chosen, field }
}
