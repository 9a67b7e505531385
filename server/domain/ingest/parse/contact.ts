import type { Contact } from '../../../../shared/schemas/resume.ts'
import { findSkillMentions } from '../../skills/index.ts'
import { findDateRanges } from './dates.ts'
import { degreeLevel } from './education.ts'
import { titleWordCount } from './job-titles.ts'
import { isLocation } from './location.ts'
import { matchHeading } from './sections.ts'

/*
 * Contact details. Emails and links are unambiguous and taken from anywhere; a phone number is
 * taken from the contact area first (numbers further down may be anything), and the name only
 * from the first lines of the contact area, and only if it looks like a person's name: public
 * resume sets remove names and leave the job title on top, which must not become the name.
 */

// An address is found from its "@" (findEmail): a pattern that starts at every letter reads a long
// run of letters again from each of them.
const EMAIL_DOMAIN = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/y
const LOCAL_CHAR = /[A-Za-z0-9._%+-]/
const ALNUM = /[A-Za-z0-9]/
const PHONE = /(?<![\w/.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})(?:[\s.-]{0,2}\d{2,4}){1,3}(?![\w/])/g
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|cell|ph)\b\.?\s*(?:no\.?|number|#)?\s*[:-]?\s*/i
const URL =
  /\b(?:https?:\/\/[^\s|•,;<>()[\]]+|www\.[^\s|•,;<>()[\]]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|bitbucket\.org|kaggle\.com)(?:\/[^\s|•,;<>()[\]]*)?)/gi
const NAME_LABEL = /^name\s*[:-]\s*/i
// "Resume of Jane Doe", "CV - Jane Doe": the rest of the line is the name.
const DOCUMENT_OF = /^(?:resume|résumé|cv|curriculum vitae)\s*(?:of\b|[:\-–—])\s*/i
const LOCATION_LABEL = /^(?:location|address|based in|city)\s*[:-]\s*/i
const PIECE_SEPARATORS = /\s*(?:\t|\||•|·|◆|▪|✉|☎|\s{3,})\s*/
const NOT_A_NAME = /\b(?:resume|résumé|curriculum|vitae|cv|biodata|bio-data|portfolio|letter|profile|summary|objective|contact|page|confidential)\b/i
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|(?:de|da|van|von|der|del|la|le|di|bin|al|dos|du))$/u
// Words that join the parts of a title or a field ("Candidate in Finance", "Accounting and Tax");
// written in capitals they pass NAME_WORD, but no name is built with them.
const JOINING_WORDS = new Set(['in', 'of', 'and', 'for', 'at', 'with', 'the', 'to', 'on', '&'])
// Where someone is in their studies or job hunt: not job titles, so not in job-titles.ts, but
// headlines like "MBA Graduate" and "PhD Candidate" are never a name.
const STANDING_WORDS = /\b(?:candidate|graduate|undergraduate|postgraduate|alumnus|alumna|postdoc|postdoctoral|graduating|seeking)\b/i
// Degrees spelled out or abbreviated in three letters or more; "MA" and "BA" are also surnames.
const MIN_DEGREE_LETTERS = 3

/**
 * The first e-mail address in the text: a letter or digit, then letters, digits and ._%+- up to an
 * "@", then a domain with a dot and a top-level name of 2 letters or more. Looked for from each "@"
 * backwards, so a text is read about once however long its runs of letters.
 */
export function findEmail(text: string): { index: number; text: string } | null {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at
    while (start > 0 && LOCAL_CHAR.test(text[start - 1]!)) start--
    while (start < at && !ALNUM.test(text[start]!)) start++
    if (start === at) continue
    EMAIL_DOMAIN.lastIndex = at + 1
    const domain = EMAIL_DOMAIN.exec(text)
    if (domain) return { index: start, text: text.slice(start, at + 1 + domain[0].length) }
  }
  return null
}

export function hasContactDetail(line: string): boolean {
  return findEmail(line) !== null || findPhones(line).length > 0 || new RegExp(URL.source, 'i').test(line)
}

/**
 * @param lines all lines of resume_text
 * @param area line indexes of the contact area (the lines before the first section and any
 *   contact section), where name, phone and location are looked for
 * @param firstMainSection the first line of the summary, experience or education: a name is not
 *   looked for past it
 */
export function parseContact(lines: string[], area: number[], firstMainSection = lines.length): Contact {
  const areaLines = area.map((i) => lines[i]!).filter((l) => l !== undefined)
  const all = lines.join('\n')
  return {
    name: findName(areaLines) ?? nameOpeningBlock(lines, firstMainSection),
    email: findEmail(areaLines.join('\n'))?.text ?? findEmail(all)?.text ?? null,
    phone: findPhone(areaLines, lines),
    location: findLocation(areaLines),
    links: findLinks(all),
  }
}

// A name heads the resume: only the first few lines are considered, and never a dated line.
// A headline above the name ("Curriculum Vitae", "PhD Candidate in Finance") is passed over;
// looking further down would take a line of skills ("Project Management") for a name.
const NAME_LINES = 4

function findName(areaLines: string[]): string | null {
  // Lines of contact details do not count: Word templates put them in a text box read before the
  // name ("(503) 555-0158", "chef@example.com", "Portland, OR", then "Luis Echeverría").
  const firstLines = areaLines.filter((l) => l.trim() && !isContactDetailLine(l)).slice(0, NAME_LINES)
  for (const [i, line] of firstLines.entries()) {
    if (findDateRanges(line).length > 0) continue
    const labelled = NAME_LABEL.test(line) || DOCUMENT_OF.test(line)
    const piece = line.replace(NAME_LABEL, '').replace(DOCUMENT_OF, '').split(PIECE_SEPARATORS)[0]!.trim()
    if (looksLikeName(piece, i === 0 || labelled)) return displayName(piece)
  }
  return null
}

/** A line of contact details only: a phone, an e-mail, a link or a place, however many. */
function isContactDetailLine(line: string): boolean {
  const pieces = line
    .replace(PHONE_LABEL, '')
    .split(PIECE_SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean)
  return pieces.length > 0 && pieces.every((p) => hasContactDetail(p) || isLocation(p) || LOCATION_LABEL.test(p))
}

/**
 * A name standing at the head of the main column when a sidebar is read first, as in LinkedIn's
 * profile export ("Contact", "Top Skills", "Certifications" ... then the name, its headline and
 * place): the first line that opens a block (after a blank line), reads as a name of two words or
 * more, and has a headline or a place right under it.
 */
function nameOpeningBlock(lines: string[], before: number): string | null {
  for (let i = 1; i < Math.min(before, lines.length); i++) {
    if (lines[i - 1]!.trim() !== '' || !looksLikeName(lines[i]!.trim(), false)) continue
    const under = lines.slice(i + 1, i + 3).map((l) => l.trim())
    if (under.some((l) => isLocation(l) || titleWordCount(l) > 0 || /\s\|\s/.test(l))) return displayName(lines[i]!.trim())
  }
  return null
}

function looksLikeName(text: string, allowOneWord: boolean): boolean {
  if (!text || text.length > 40 || /[\d@:/]/.test(text) || isHeadline(text)) return false
  if (isLocation(text)) return false
  const words = nameWords(text)
  if (words.length < (allowOneWord ? 1 : 2) || words.length > 4) return false
  return words.every((w) => NAME_WORD.test(w)) && /[A-Za-z]{2}/.test(text)
}

/**
 * A line that names the document, a section, a job title, or the person's degree or standing:
 * "Resume", "Professional Summary", "Senior Accountant", "PhD Candidate in Finance".
 */
function isHeadline(text: string): boolean {
  if (!text) return false
  if (NOT_A_NAME.test(text) || STANDING_WORDS.test(text)) return true
  if (titleWordCount(text) > 0 || matchHeading(text, true)) return true
  const words = nameWords(text)
  if (words.some((w) => JOINING_WORDS.has(w.toLowerCase()))) return true
  // A degree leads a headline ("MBA, CPA", "Bachelor of Science"); after a name it is a post-nominal.
  const lead = words[0] ?? ''
  if (lead.replace(/\W/g, '').length >= MIN_DEGREE_LETTERS && degreeLevel(lead) !== null) return true
  // A field of work the skills taxonomy knows in two words or more ("Business Development"). One
  // word is not enough: Jenkins, Kafka and Scala are surnames too.
  return findSkillMentions(text).some((m) => /\s/.test(m.text.trim()))
}

const nameWords = (text: string) => text.replace(/,/g, ' ').split(/\s+/).filter(Boolean)

/** "CATHERINE STARK" -> "Catherine Stark"; names already in mixed case are kept as written. */
function displayName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').replace(/,$/, '').trim()
  if (clean !== clean.toUpperCase()) return clean
  return clean.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
}

function findPhones(line: string): string[] {
  const phones: string[] = []
  for (const m of line.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, '')
    // 10-15 digits: national numbers with area code, or international. Years ("1997 1987") are not.
    if (digits.length < 10 || digits.length > 15) continue
    if (/^(?:19|20)\d\d\D+(?:19|20)\d\d/.test(m[0]) && !/[()+]/.test(m[0])) continue
    phones.push(m[0].trim())
  }
  return phones
}

function findPhone(areaLines: string[], lines: string[]): string | null {
  for (const line of areaLines) {
    const found = findPhones(line)[0]
    if (found) return found
  }
  // Outside the contact area, only a labelled number ("Phone: ...") is trusted.
  for (const line of lines) {
    const label = PHONE_LABEL.exec(line)
    if (label) {
      const found = findPhones(line.slice(label.index))[0]
      if (found) return found
    }
  }
  return null
}

function findLocation(areaLines: string[]): string | null {
  for (const line of areaLines) {
    if (LOCATION_LABEL.test(line)) return line.replace(LOCATION_LABEL, '').trim() || null
  }
  for (const line of areaLines) {
    for (const piece of line.split(PIECE_SEPARATORS)) {
      const email = findEmail(piece)
      const candidate = (email ? piece.slice(0, email.index) + piece.slice(email.index + email.text.length) : piece).trim()
      if (isLocation(candidate)) return candidate
    }
  }
  return null
}

function findLinks(text: string): string[] {
  const links = new Map<string, string>()
  for (const m of text.matchAll(URL)) {
    const link = m[0].replace(/[.,;:)]+$/, '')
    // An email's domain is not a link.
    const before = text[m.index - 1]
    if (before === '@') continue
    // One address written twice is one link: "[github.com/x](https://github.com/x)" in Markdown.
    const address = link
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, '')
    if (!links.has(address)) links.set(address, link)
  }
  return [...links.values()]
}
