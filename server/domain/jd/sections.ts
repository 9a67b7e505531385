/*
 * A job description cut into lines that know which part of the posting they sit in. Postings
 * name their parts in many ways ("Requirements", "What you'll bring", "Bonus points"), so each
 * kind has a list of patterns matched against a short line; a heading may also carry content
 * after a colon ("Nice to have: Kubernetes, Terraform").
 */
import { anyOf, readPhraseLists } from '../text/index.ts'

export type SectionKind =
  /** before any heading, or under a heading we do not know: counts as required */
  | 'general'
  | 'required'
  | 'nice'
  | 'responsibilities'
  /** "About us", "Benefits", "How to apply": describes the employer, asks nothing */
  | 'context'

export interface JobLine {
  /** The line without bullet marks, markdown emphasis or surrounding space. */
  text: string
  /** 0-based line number in the posting (lines split at "\n" after CRLF -> LF). */
  index: number
  bullet: boolean
  /** The line is a heading (its own content, if any, follows a colon). */
  heading: boolean
  section: SectionKind
  /** The heading text of the section the line is in, as written ('' before the first heading). */
  sectionHeading: string
}

const PHRASES = readPhraseLists(new URL('./data/section-phrases.json', import.meta.url), [
  'nice',
  'required',
  'responsibilities',
  'context',
  'fieldLabels',
  'niceMarkers',
])

/** A line that starts with one of the phrases as whole words. */
const startsWithOneOf = (phrases: readonly string[]) => new RegExp(String.raw`^${anyOf(phrases)}\b`)

const BULLET = /^(?:[•●▪◦‣∙·○■□➢➤►▶✓✔*+–—-]|\d{1,2}[.)]|[a-h]\)|o(?=\s))\s*/u

/** Heading patterns, tried in this order (so "About you" is required, "About the role" responsibilities). */
const HEADINGS: ReadonlyArray<readonly [SectionKind, RegExp]> = [
  ['nice', startsWithOneOf(PHRASES.nice)],
  ['required', startsWithOneOf(PHRASES.required)],
  ['responsibilities', startsWithOneOf(PHRASES.responsibilities)],
  ['context', startsWithOneOf(PHRASES.context)],
]

/** What may follow a heading phrase: "Requirements for this role", "What you'll bring to the team". */
const HEADING_TAIL = /^(?:(?:for|to|and|of|we|you|at|in this|in the|on the|that)\b|\(|-)/

/** Lines that label a value ("Location: Remote") without starting a section. */
const FIELD_LABEL = new RegExp(String.raw`^${anyOf(PHRASES.fieldLabels)}\s*:`, 'i')

export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/[:：]\s*$/, '')
    .replace(/[^a-z0-9' ,/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function stripMarks(raw: string): { text: string; bullet: boolean } {
  let text = raw.trim()
  let bullet = false
  // Markdown headings and emphasis.
  text = text.replace(/^#{1,6}\s+/, '').replace(/\*\*|__/g, '')
  const m = BULLET.exec(text)
  // "1.5 years" does not start with a bullet.
  if (m && m[0].length < text.length && !/^\d+[.)]\d/.test(text)) {
    bullet = true
    text = text.slice(m[0].length)
  }
  return { text: text.replace(/\s+/g, ' ').trim(), bullet }
}

/** A heading kind for a short line, or null. `inline` is the content after a "Heading:" colon. */
export function matchHeading(text: string): { kind: SectionKind; inline: string } | null {
  const colon = text.indexOf(':')
  const head = colon >= 0 ? text.slice(0, colon) : text
  const inline = colon >= 0 ? text.slice(colon + 1).trim() : ''
  const key = headingKey(head)
  const words = key.split(' ').filter(Boolean).length
  if (words === 0 || words > 9 || head.length > 80) return null
  // A sentence is not a heading ("Experience with Python is required.").
  if (colon < 0 && (/[.!?]$/.test(text.trim()) || words > 6)) return null
  for (const [kind, pattern] of HEADINGS) {
    const m = pattern.exec(key)
    if (!m) continue
    // The pattern must cover the heading, apart from a short tail ("Requirements for this role");
    // "Experience with Python" is a requirement, not a heading.
    const rest = key.slice(m[0].length).trim()
    if (rest.length > 0 && (rest.split(' ').length > 4 || !HEADING_TAIL.test(rest))) continue
    return { kind, inline }
  }
  // "About Acme" is the employer's part of the posting.
  if (/^about\s+\S/.test(key) && colon < 0 && words <= 5) return { kind: 'context', inline: '' }
  return null
}

/** Splits the posting into lines, each tagged with the section it belongs to. */
export function jobLines(text: string): JobLine[] {
  const out: JobLine[] = []
  let section: SectionKind = 'general'
  let sectionHeading = ''
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((rawLine, index) => {
      if (rawLine.trim().length === 0) return
      const { text: clean, bullet } = stripMarks(rawLine)
      if (clean.length === 0) return
      const heading = bullet ? null : matchHeading(clean)
      if (heading) {
        if (FIELD_LABEL.test(clean) && heading.inline.length > 0) {
          // "Location: Remote" describes the job; it does not open a section.
          out.push({ text: clean, index, bullet, heading: false, section: heading.kind === 'context' ? 'context' : section, sectionHeading })
          return
        }
        section = heading.kind
        sectionHeading = clean.replace(/:.*$/, '').trim()
        out.push({ text: clean, index, bullet, heading: true, section, sectionHeading })
        return
      }
      // An unknown short heading ("Tech Stack:") opens a general section.
      if (!bullet && /^[^.!?]{2,50}:$/.test(clean) && clean.split(/\s+/).length <= 5) {
        section = 'general'
        sectionHeading = clean.slice(0, -1).trim()
        out.push({ text: clean, index, bullet, heading: true, section, sectionHeading })
        return
      }
      out.push({ text: clean, index, bullet, heading: false, section, sectionHeading })
    })
  return out
}

/** The content of a line: for "Heading: content" the content, else the line. */
export function lineContent(line: JobLine): string {
  if (!line.heading) return line.text
  const colon = line.text.indexOf(':')
  return colon >= 0 ? line.text.slice(colon + 1).trim() : ''
}

const NICE_MARKER = new RegExp(String.raw`\b${anyOf(PHRASES.niceMarkers)}\b`, 'i')
const REQUIRED_MARKER = /\b(?:required|must|mandatory|essential|necessary)\b/i

export interface Clause {
  text: string
  kind: SectionKind
}

/**
 * The clauses of a line with their kind: a line under "Requirements" that says "Go is a plus" is
 * nice-to-have, and so is the part of "3-5 years of accounting, public accounting a plus" after
 * the comma; "Python, Django and Flask preferred" and "Ideally, X or Y" mark the whole list.
 */
export function clausesOf(line: JobLine): readonly Clause[] {
  let clauses = clausesByLine.get(line)
  if (!clauses) clausesByLine.set(line, (clauses = readClauses(line)))
  return clauses
}

// Each reader of a posting (skills, years, education, credentials) asks for a line's clauses; they are cut once.
const clausesByLine = new WeakMap<JobLine, readonly Clause[]>()

function readClauses(line: JobLine): Clause[] {
  const content = lineContent(line)
  if (content.length === 0) return []
  const base = line.section
  if (base === 'context') return [{ text: content, kind: 'context' }]
  const out: Clause[] = []
  for (const sentence of content.split(/;|(?<=[a-z)])\.\s+(?=[A-Z])/)) {
    const s = sentence.trim()
    if (s.length === 0) continue
    if (base === 'nice' || !NICE_MARKER.test(s)) {
      out.push({ text: s, kind: base })
      continue
    }
    const parts = s.split(/,\s*/)
    const first = parts.findIndex((p) => NICE_MARKER.test(p))
    const last = parts[parts.length - 1]!
    const listTail = first === parts.length - 1 && /^(?:and|or|&)\s/i.test(last) && !REQUIRED_MARKER.test(s)
    if (parts.length === 1 || first <= 0 || listTail) {
      out.push({ text: s, kind: 'nice' })
      continue
    }
    out.push({ text: parts.slice(0, first).join(', '), kind: base })
    out.push({ text: parts.slice(first).join(', '), kind: 'nice' })
  }
  return out
}
