import type { AtsBreakdown, AtsScore, AtsWeights, DocumentType } from '../../../shared/schemas/documents.ts'
import { isTitleWord } from '../ingest/index.ts'
import { KeywordIndex, keywordKey, readPhraseLists } from '../text/index.ts'

const LETTER_PHRASES = readPhraseLists(new URL('./data/letter-phrases.json', import.meta.url), ['signOffs'])

/**
 * ATS score, measured on the text extracted back from the compiled PDF (what a parser sees),
 * never on the structured document we meant to print. Deterministic: same text and job, same
 * numbers.
 *
 * Total = Σ weight × sub-score, each sub-score 0–100:
 *
 *                 resume  cover letter
 *   keywords       0.40      0.30   job terms found; required skills count 2, keywords 1,
 *                                   nice-to-have 0.5 (a term in two lists counts once, at
 *                                   its highest weight)
 *   sections       0.20      0.25   resume: Summary, Experience, Skills, Education headings,
 *                                   25 each; letter: greeting 30, body paragraphs 40
 *                                   (3 paragraphs of prose for full marks), sign-off 30
 *   contact        0.15      0.15   email 40, phone 30, name 30
 *   length         0.10      0.15   resume 350–900 words on 1–2 pages; letter 250–450 words
 *                                   on one page; linear loss outside, per extra page too
 *   readability    0.15      0.15   resume: no garbled characters 40, sentence length 20,
 *                                   bullet length 40; letter: garbled 50, sentences 50
 *
 * When the job lists no terms, the keyword weight is 0 and the others are scaled up.
 */
export const ATS_WEIGHTS: Readonly<Record<DocumentType, AtsWeights>> = {
  resume: { keywords: 0.4, sections: 0.2, contact: 0.15, length: 0.1, readability: 0.15 },
  cover_letter: { keywords: 0.3, sections: 0.25, contact: 0.15, length: 0.15, readability: 0.15 },
}

const TERM_WEIGHT = { required: 2, keyword: 1, niceToHave: 0.5 } as const

export interface AtsJob {
  keywords: string[]
  requiredSkills: string[]
  niceToHave?: string[]
}

export interface AtsInput {
  /** Text of the compiled PDF (pdftotext -layout; pages separated by form feeds). */
  pdfText: string
  documentType: DocumentType
  job: AtsJob
}

// ---------------------------------------------------------------------------------------------
// Reading the text

interface Doc {
  lines: string[]
  pages: number
  words: number
}

function normalizeLine(line: string): string {
  return line
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ')
    .trimEnd()
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'.+#/-]*/gu
const countWords = (text: string) => (text.match(WORD) ?? []).length

function readDoc(pdfText: string): Doc {
  const pages = pdfText.split('\f').filter((p) => p.trim().length > 0)
  const lines = pages.join('\n').split(/\r?\n/).map(normalizeLine)
  return { lines, pages: pages.length, words: countWords(lines.join('\n')) }
}

/** Blocks of consecutive non-blank lines. */
function blocks(lines: string[]): string[][] {
  const out: string[][] = []
  let current: string[] = []
  for (const line of lines) {
    if (line.trim().length === 0) {
      if (current.length > 0) out.push(current)
      current = []
    } else {
      current.push(line)
    }
  }
  if (current.length > 0) out.push(current)
  return out
}

const BULLET = /^\s*[•●▪◦‣∙*–-]\s+/

/** Bullet items with their wrapped continuation lines. */
function bulletItems(lines: string[]): string[] {
  const items: string[] = []
  let current: string | null = null
  for (const line of lines) {
    if (BULLET.test(line)) {
      if (current !== null) items.push(current)
      current = line.replace(BULLET, '')
    } else if (current !== null && /^\s+\S/.test(line)) {
      current += ` ${line.trim()}`
    } else {
      if (current !== null) items.push(current)
      current = null
    }
  }
  if (current !== null) items.push(current)
  return items
}

/** Paragraphs of running text (not bullets, at least a dozen words, with sentence ends). */
function proseParagraphs(lines: string[]): string[] {
  return blocks(lines)
    .map((block) =>
      block
        .filter((l) => !BULLET.test(l))
        .map((l) => l.trim())
        .join(' '),
    )
    .filter((text) => countWords(text) >= 12 && /[.!?](\s|$)/.test(text))
}

// A sentence ends at a run of stops followed by a space or the end. The look-behind starts the
// run's match only at its first stop: tried from every stop of a long "!!!!…x" run, it was quadratic.
const sentencesOf = (paragraph: string) =>
  paragraph
    .split(/(?<![.!?])[.!?]+(?:\s+|$)/)
    .map((s) => countWords(s))
    .filter((n) => n > 0)

// ---------------------------------------------------------------------------------------------
// Sub-scores

interface Part {
  score: number
  notes: string[]
}

function keywordPart(index: KeywordIndex, job: AtsJob): Part & { matched: string[]; missing: string[]; total: number } {
  const terms = new Map<string, { display: string; weight: number; required: boolean }>()
  const add = (list: readonly string[] | undefined, weight: number, required: boolean) => {
    for (const raw of list ?? []) {
      const display = raw.trim()
      const key = keywordKey(display)
      if (key && !terms.has(key)) terms.set(key, { display, weight, required })
    }
  }
  add(job.requiredSkills, TERM_WEIGHT.required, true)
  add(job.keywords, TERM_WEIGHT.keyword, false)
  add(job.niceToHave, TERM_WEIGHT.niceToHave, false)

  const matched: string[] = []
  const missing: string[] = []
  const missingRequired: string[] = []
  let got = 0
  let total = 0
  for (const term of terms.values()) {
    total += term.weight
    if (index.has(term.display)) {
      got += term.weight
      matched.push(term.display)
    } else {
      missing.push(term.display)
      if (term.required) missingRequired.push(term.display)
    }
  }
  const notes: string[] = []
  const list = (xs: string[]) => (xs.length > 8 ? `${xs.slice(0, 8).join(', ')} and ${xs.length - 8} more` : xs.join(', '))
  if (missingRequired.length > 0) notes.push(`Required skills not found: ${list(missingRequired)}`)
  const otherMissing = missing.filter((m) => !missingRequired.includes(m))
  if (otherMissing.length > 0) notes.push(`Job keywords not found: ${list(otherMissing)}`)
  return { score: total > 0 ? (100 * got) / total : 100, notes, matched, missing, total }
}

const headingKey = (line: string) =>
  (line.trim().split(/\s{3,}/)[0] ?? '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const RESUME_SECTIONS: ReadonlyArray<{ name: string; headings: readonly string[] }> = [
  {
    name: 'Summary',
    headings: [
      'summary',
      'professional summary',
      'career summary',
      'executive summary',
      'profile',
      'professional profile',
      'about',
      'about me',
      'objective',
      'career objective',
      'overview',
      'summary of qualifications',
    ],
  },
  {
    name: 'Experience',
    headings: [
      'experience',
      'work experience',
      'professional experience',
      'relevant experience',
      'employment',
      'employment history',
      'work history',
      'career history',
    ],
  },
  {
    name: 'Skills',
    headings: [
      'skills',
      'technical skills',
      'core skills',
      'key skills',
      'skills and tools',
      'core competencies',
      'competencies',
      'technologies',
      'expertise',
      'areas of expertise',
      'skills and expertise',
    ],
  },
  {
    name: 'Education',
    headings: ['education', 'education and training', 'academic background', 'academic history', 'education and certifications'],
  },
]

function resumeSectionsPart(doc: Doc): Part {
  const keys = new Set(doc.lines.map(headingKey))
  const missing = RESUME_SECTIONS.filter((s) => !s.headings.some((h) => keys.has(h))).map((s) => s.name)
  const found = RESUME_SECTIONS.length - missing.length
  return {
    score: (100 * found) / RESUME_SECTIONS.length,
    notes: missing.length > 0 ? [`Standard section headings not found: ${missing.join(', ')}`] : [],
  }
}

const GREETING = /^(dear|hello|hi|greetings)\b|^to whom it may concern/i
const SIGN_OFF = new RegExp(String.raw`^(${LETTER_PHRASES.signOffs.join('|')})[,.!]?$`, 'i')

function letterSectionsPart(doc: Doc): Part {
  const trimmed = doc.lines.map((l) => l.trim())
  const greeting = trimmed.some((l) => l.length <= 80 && GREETING.test(l))
  const signOff = trimmed.some((l) => l.length <= 40 && SIGN_OFF.test(l))
  const paragraphs = proseParagraphs(doc.lines).filter((p) => countWords(p) >= 20).length
  const notes: string[] = []
  if (!greeting) notes.push('No greeting found (e.g. "Dear Hiring Manager,")')
  if (paragraphs < 3)
    notes.push(`${paragraphs} paragraph${paragraphs === 1 ? '' : 's'} of body text found; expected an opening, body paragraphs and a closing`)
  if (!signOff) notes.push('No sign-off found (e.g. "Sincerely,")')
  return { score: (greeting ? 30 : 0) + (40 * Math.min(paragraphs, 3)) / 3 + (signOff ? 30 : 0), notes }
}

// An address: a local-part character right before an "@", then a domain with a dot. Looked for
// from each "@" rather than by one unanchored pattern, whose local part re-read a long run of
// letters from each of its characters (40,000 letters: 4.5 s).
const EMAIL_LOCAL_CHAR = /[A-Za-z0-9._%+-]/
const EMAIL_DOMAIN = /[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/y

function hasEmail(text: string): boolean {
  for (let at = text.indexOf('@', 1); at !== -1; at = text.indexOf('@', at + 1)) {
    if (!EMAIL_LOCAL_CHAR.test(text[at - 1]!)) continue
    EMAIL_DOMAIN.lastIndex = at + 1
    if (EMAIL_DOMAIN.test(text)) return true
  }
  return false
}
const PHONE_CANDIDATE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}/g
const YEAR_RANGE = /^(19|20)\d\d\s*-\s*(19|20)\d\d$/
// "(2005) 570-574": a citation's year and pages. Area codes in parentheses are 1-4 digits, but a
// four-digit one never reads as a year of this or the last century.
const CITATION = /^\((19|20)\d\d\)/

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim()
    const digits = candidate.replace(/\D/g, '').length
    if (digits >= 7 && digits <= 15 && !YEAR_RANGE.test(candidate) && !CITATION.test(candidate)) return true
  }
  return false
}

const NAME_PARTICLES = new Set(['de', 'da', 'del', 'della', 'di', 'du', 'van', 'von', 'der', 'den', 'la', 'le', 'bin', 'al', 'y'])
const ALL_HEADINGS = new Set(RESUME_SECTIONS.flatMap((s) => s.headings))
// Where someone stands in their studies or job hunt: "PhD Candidate", "MBA Graduate" head a resume, never name it.
const STANDING_WORDS = new Set(['candidate', 'graduate', 'undergraduate', 'postgraduate', 'alumnus', 'alumna', 'postdoc', 'seeking'])

/**
 * A person's name: two to four capitalised words (or name particles), none of them a job-title or
 * occupation word ("SALES COORDINATOR", "Staff Accountant" and "PhD Candidate" head anonymised
 * resumes in place of a name).
 */
function looksLikeName(line: string): boolean {
  const text = line.trim()
  if (text.length < 3 || text.length > 60 || /[\d@|:/]/.test(text)) return false
  if (ALL_HEADINGS.has(headingKey(text))) return false
  const words = text.split(/\s+/)
  if (words.length < 2 || words.length > 4) return false
  if (words.some((w) => isTitleWord(w.replace(/[.,]$/, '')) || STANDING_WORDS.has(w.toLowerCase()))) return false
  return words.every((w) => /^\p{Lu}[\p{L}'.-]*$/u.test(w) || NAME_PARTICLES.has(w))
}

const hasContactDetail = (line: string) => hasEmail(line) || hasPhone(line) || /\b(?:https?:\/\/|www\.|linkedin\.com|github\.com)/i.test(line)
/** Lines after a resume's name within which its contact details stand. */
const NAME_TO_CONTACT = 4

function contactPart(doc: Doc, documentType: DocumentType): Part {
  const text = doc.lines.join('\n')
  const email = hasEmail(text)
  const phone = hasPhone(text)
  const nonEmpty = doc.lines.filter((l) => l.trim().length > 0)
  // A resume opens with the name; a letter has it in the header or under the sign-off.
  // A resume's name sits right above its contact details: a capitalised phrase on top with no
  // contact details under it is a headline.
  const name =
    documentType === 'resume'
      ? nonEmpty.length > 0 && looksLikeName(nonEmpty[0]!) && nonEmpty.slice(0, 1 + NAME_TO_CONTACT).some(hasContactDetail)
      : [...nonEmpty.slice(0, 3), ...nonEmpty.slice(-3)].some(looksLikeName)
  const notes: string[] = []
  if (!name) notes.push(documentType === 'resume' ? 'The first line does not read as a name' : 'No name found in the header or signature')
  if (!email) notes.push('No email address found')
  if (!phone) notes.push('No phone number found')
  return { score: (email ? 40 : 0) + (phone ? 30 : 0) + (name ? 30 : 0), notes }
}

/** 100 inside [low, high]; linear loss outside, reaching 0 at 0 words or at `zeroAt`. */
function rangeScore(value: number, low: number, high: number, zeroAt: number): number {
  if (value < low) return (100 * value) / low
  if (value > high) return Math.max(0, 100 - (100 * (value - high)) / (zeroAt - high))
  return 100
}

function lengthPart(doc: Doc, documentType: DocumentType): Part {
  const notes: string[] = []
  const [low, high, zeroAt, maxPages, pagePenalty] = documentType === 'resume' ? [350, 900, 1900, 2, 25] : [250, 450, 750, 1, 40]
  let score = rangeScore(doc.words, low, high, zeroAt)
  if (doc.words < low) notes.push(`${doc.words} words; aim for ${low}–${high}`)
  if (doc.words > high) notes.push(`${doc.words} words; aim for ${low}–${high}`)
  if (doc.pages > maxPages) {
    score -= pagePenalty * (doc.pages - maxPages)
    notes.push(`${doc.pages} pages; keep it to ${maxPages === 1 ? 'one page' : `${maxPages} pages`}`)
  }
  return { score: Math.max(0, score), notes }
}

function readabilityPart(doc: Doc, documentType: DocumentType): Part {
  const notes: string[] = []
  const text = doc.lines.join('\n')
  const visible = text.replace(/\s/g, '').length
  if (visible === 0) return { score: 0, notes: ['No text could be extracted from the PDF'] }

  const garbledChars =
    (text.match(/[\uFFFD\p{Co}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu) ?? []).length + (text.match(/\(cid:\d+\)/g) ?? []).length
  const garbled = Math.max(0, 100 - (2000 * garbledChars) / visible)
  if (garbledChars > 0) notes.push(`${garbledChars} unreadable character${garbledChars === 1 ? '' : 's'} in the extracted text`)

  const sentences = proseParagraphs(doc.lines).flatMap(sentencesOf)
  const sentenceFit = (n: number) => (n <= 30 ? 1 : Math.max(0, 1 - (n - 30) / 30))
  const sentenceScore = sentences.length > 0 ? (100 * sentences.reduce((a, n) => a + sentenceFit(n), 0)) / sentences.length : 100
  const longSentences = sentences.filter((n) => n > 30).length
  if (longSentences > 0) notes.push(`${longSentences} sentence${longSentences === 1 ? '' : 's'} longer than 30 words`)

  let score: number
  if (documentType === 'resume') {
    const bullets = bulletItems(doc.lines).map(countWords)
    const bulletFit = (n: number) => (n < 4 ? 0.5 : n <= 40 ? 1 : Math.max(0, 1 - (n - 40) / 40))
    const bulletScore = bullets.length > 0 ? (100 * bullets.reduce((a, n) => a + bulletFit(n), 0)) / bullets.length : 50
    if (bullets.length === 0) notes.push('No bullet points found; list achievements as bullets')
    const longBullets = bullets.filter((n) => n > 40).length
    if (longBullets > 0) notes.push(`${longBullets} bullet${longBullets === 1 ? '' : 's'} longer than 40 words`)
    score = 0.4 * garbled + 0.2 * sentenceScore + 0.4 * bulletScore
  } else {
    score = 0.5 * garbled + 0.5 * sentenceScore
  }
  // Too little text to judge is not readable text.
  return { score: score * Math.min(1, doc.words / 50), notes }
}

// ---------------------------------------------------------------------------------------------

export function scoreAts(input: AtsInput): AtsScore {
  const doc = readDoc(input.pdfText)
  const index = new KeywordIndex(doc.lines.join('\n'))
  const keywords = keywordPart(index, input.job)
  const parts = {
    keywords,
    sections: input.documentType === 'resume' ? resumeSectionsPart(doc) : letterSectionsPart(doc),
    contact: contactPart(doc, input.documentType),
    length: lengthPart(doc, input.documentType),
    readability: readabilityPart(doc, input.documentType),
  }

  const base = ATS_WEIGHTS[input.documentType]
  const raw = keywords.total > 0 ? { ...base } : { ...base, keywords: 0 }
  const sum = raw.keywords + raw.sections + raw.contact + raw.length + raw.readability
  const round4 = (n: number) => Math.round(n * 10_000) / 10_000
  const weights: AtsWeights = {
    keywords: round4(raw.keywords / sum),
    sections: round4(raw.sections / sum),
    contact: round4(raw.contact / sum),
    length: round4(raw.length / sum),
    readability: round4(raw.readability / sum),
  }
  const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)))
  const breakdown: AtsBreakdown = {
    keywords: clamp(parts.keywords.score),
    sections: clamp(parts.sections.score),
    contact: clamp(parts.contact.score),
    length: clamp(parts.length.score),
    readability: clamp(parts.readability.score),
  }
  const total =
    (raw.keywords * breakdown.keywords +
      raw.sections * breakdown.sections +
      raw.contact * breakdown.contact +
      raw.length * breakdown.length +
      raw.readability * breakdown.readability) /
    sum
  if (keywords.total === 0) parts.keywords.notes.push('The job lists no skills or keywords; keyword coverage is not scored')

  return {
    score: clamp(total),
    breakdown,
    weights,
    matched_keywords: keywords.matched,
    missing_keywords: keywords.missing,
    notes: [...parts.keywords.notes, ...parts.sections.notes, ...parts.contact.notes, ...parts.length.notes, ...parts.readability.notes],
  }
}
