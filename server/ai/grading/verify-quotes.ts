import type { GradePoint, ModelGrade } from './grade-schema.ts'

/** Shortest quote that can vouch for a claim: a word or two ("Python", "led") proves nothing. */
const MIN_QUOTE_WORDS = 3

/**
 * Text as quotes are compared: case, accents' composition, typographic quotes and dashes, bullet
 * marks and runs of whitespace (line breaks of a PDF's text) do not count; the words do.
 */
export function normaliseForQuotes(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[•▪◦●·]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface VerifiedGrade {
  grade: ModelGrade
  /** The points whose quote is in the source it claims (the resume, or the posting for a gap). */
  points: GradePoint[]
  /** How many points were dropped for a quote found in neither. */
  dropped: number
  /** Whether at least one quote from the resume itself was verified: the grade stands on the resume. */
  citesResume: boolean
}

/** Keeps the points whose quotes are really there: a strength's in the resume, a gap's in the posting. */
export function verifyQuotes(grade: ModelGrade, resumeText: string, jobText: string): VerifiedGrade {
  const resume = normaliseForQuotes(resumeText)
  const job = normaliseForQuotes(jobText)
  const found = (quote: string, source: string) => {
    const wanted = normaliseForQuotes(quote)
      .replace(/^["']|["']$/g, '')
      .trim()
    return wanted.split(' ').length >= MIN_QUOTE_WORDS && source.includes(wanted)
  }
  const points = grade.points.filter((point) => found(point.quote, point.kind === 'gap' ? job : resume))
  return {
    grade,
    points,
    dropped: grade.points.length - points.length,
    citesResume: points.some((point) => point.kind === 'strength'),
  }
}
