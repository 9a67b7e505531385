import type { ExperienceEntry } from '../../../../shared/schemas/resume.ts'
import { findDateRanges, findDates, type DateMention, type DateRange } from './dates.ts'
import { isTitleWord, titleWordCount } from './job-titles.ts'
import { isBullet, stripBullet, toItems, wordCount } from './lines.ts'
import { findLocation, isLocation } from './location.ts'
import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['organisationWords'])

/*
 * Roles in an experience section. Every layout seen puts a date range in each role's header, so
 * the dated lines anchor the entries:
 *
 *   Company Name December 2009 to Current Staff Accountant      (all on the dated line)
 *   City , State
 *
 *   Red Hat<tab>Denver, Colorado                                (header above the dated line)
 *   DevOps Engineer<tab>01/2022 - Present
 *
 *   Staff Infrastructure Engineer<tab>November 2021 - Present   (header below it)
 *   The Walt Disney Company - Los Angeles, CA
 *
 * The header of an entry is its dated line plus the short lines just below it and, when title
 * or company is still missing, just above it. The header is cut into pieces at separators
 * (tab, |, dashes, "at", the date itself) and each piece is classified as location, title (has a
 * job-title word) or company (has an organisation word), with position deciding the rest.
 * Everything after the header up to the next entry are its bullets.
 */

const MAX_HEADER_WORDS = 14
const MAX_EXTRA_HEADER_LINES = 2
const PIECE_SEPARATOR = /\s*(?:\t|\||•|\s[-–—]\s|\s@\s|\sat\s|,?\s+from\s)\s*|\s*[–—]\s*/i
const ORGANISATION = new RegExp(String.raw`\b${anyOf(WORD_LISTS.organisationWords)}\b\.?`, 'i')

interface Header {
  title: string | null
  company: string | null
  location: string | null
}

export function parseExperience(sectionLines: string[]): ExperienceEntry[] {
  const lines = splitRunOnHeaders(joinSplitRanges(sectionLines))
  const rows = lines.map((text) => ({ text: text.trim(), ranges: findDateRanges(text) }))
  // A resume typed as a list puts a role on a list line ("1. Analyst (2019 - 2023)", "- Engineer,
  // Acme, 2019 - Present") with its duties as sub-items: a dated list line naming a title is a header.
  rows.forEach((row, i) => {
    if (isListedRole(row.text, row.ranges)) rows[i] = { text: stripBullet(row.text), ranges: findDateRanges(stripBullet(row.text)) }
  })
  let anchors = rows.flatMap((r, i) => (r.ranges.length > 0 && isHeaderLike(r.text) ? [i] : []))
  // No ranges at all: fall back to short lines with a single date ("Intern, Summer 2019").
  if (anchors.length === 0) anchors = rows.flatMap((r, i) => (isHeaderLike(r.text) && findDates(r.text).length > 0 ? [i] : []))
  // Among dated roles, one held within a year has a single date: a line that is only that date
  // under a header line ("Camp Counselor, Camp Redbud" / "2018"), or a header that ends in it
  // ("Seasonal Harvest Driver, Green Acres Farm, 2019"). Without it the role is read as the
  // bullets of the role before.
  else anchors = [...anchors, ...rows.flatMap((r, i) => (singleDateHeader(rows, i) ? [i] : []))].sort((a, b) => a - b)
  if (anchors.length === 0) return parseUndated(lines)

  const entries: ExperienceEntry[] = []
  let previousEnd = -1 // last line index used by the previous entry's header
  const headerStarts: number[] = []
  const headerEnds: number[] = []
  for (const [k, a] of anchors.entries()) {
    const next = anchors[k + 1] ?? rows.length
    const row = rows[a]!
    const range: DateRange | DateMention = row.ranges[0] ?? findDates(row.text)[0]!
    const pieces = piecesOf(row.text, range.index, range.length)

    // Short non-bullet lines right below the dated line (company, location).
    const below: number[] = []
    for (let i = a + 1; i < next && below.length < MAX_EXTRA_HEADER_LINES; i++) {
      const text = rows[i]!.text
      if (!text) continue
      // A line continued by a lower-case line, or cut after "&", "and", a comma, is the start of a
      // wrapped sentence, not a header.
      const continued = /^[a-z]/.test(rows[i + 1]?.text ?? '') || /(?:[,&]|\b(?:and|or|of|to|the|for|in|with))$/i.test(text)
      if (!isHeaderLike(text) || looksLikeSentence(text) || continued) break
      below.push(i)
    }
    let header = classify([...pieces, ...below.flatMap((i) => piecesOf(rows[i]!.text))])

    // Lines above, only while title or company is missing (a title that names no job-title word,
    // taken from a line below, is as good as missing); never into the previous entry's header.
    const above: number[] = []
    const titled = () => header.title !== null && (pieces.includes(header.title) || pieceKind(header.title) === 'title')
    const standIn = titled() ? -1 : below.findIndex((i) => header.title !== null && piecesOf(rows[i]!.text).includes(header.title))
    for (let i = a - 1; i > previousEnd && above.length < MAX_EXTRA_HEADER_LINES; i--) {
      if (titled() && header.company) break
      const text = rows[i]!.text
      if (!text) continue
      if (!isHeaderLike(text) || looksLikeSentence(text)) break
      above.unshift(i)
      header = classify([...above.flatMap((j) => piecesOf(rows[j]!.text)), ...pieces, ...below.flatMap((j) => piecesOf(rows[j]!.text))])
    }
    // A title found above the dated line: the lines below that only supplied a stand-in title
    // ("Air Warfare), E-7 (RET).") go back to the role's text.
    const used = (i: number) => piecesOf(rows[i]!.text).some((p) => p === header.title || p === header.company || p === header.location)
    if (standIn >= 0 && above.length > 0 && titled() && !used(below[standIn]!)) {
      below.splice(standIn)
      header = classify([...above.flatMap((j) => piecesOf(rows[j]!.text)), ...pieces, ...below.flatMap((j) => piecesOf(rows[j]!.text))])
    }
    const start = above[0] ?? a
    const end = below[below.length - 1] ?? a
    headerStarts.push(start)
    headerEnds.push(end)
    previousEnd = end
    const dated = 'start' in range ? range : { start: range.text, end: null }
    entries.push({ ...splitTitleAndEmployer(header), start: dated.start, end: dated.end, bullets: [] })
  }

  // Bullets: from the end of each header to the start of the next one.
  entries.forEach((entry, k) => {
    const from = headerEnds[k]! + 1
    const to = headerStarts[k + 1] ?? rows.length
    entry.bullets = toItems(lines.slice(from, to))
  })
  return entries
}

/**
 * Some layouts stack a range over three lines ("April 2015" / "to" / "Current"); they are put
 * back on one line so the range is found.
 */
function joinSplitRanges(lines: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const [a, sep, b] = [lines[i]!.trim(), lines[i + 1]?.trim(), lines[i + 2]?.trim()]
    if (
      sep !== undefined &&
      b !== undefined &&
      /^(?:to|-|–|—|through|until)$/i.test(sep) &&
      isLoneDate(a) &&
      (isLoneDate(b) || /^(?:present|current|now)$/i.test(b))
    ) {
      out.push(`${a} ${sep} ${b}`, '', '')
      i += 2
    } else {
      out.push(lines[i]!)
    }
  }
  return out
}

/**
 * A role's header run into its first duty on one line, under its dates or after them:
 *
 *   03/2016 to Current
 *   Security Guard Company Name - City , State Secures premises and personnel by patrolling ...
 *
 *   March 2007 to January 2009 Company Name - City , State Created specialized wellness programs ...
 *
 * The header ends at the place; what follows, starting a new sentence, is the role's first duty.
 * Cut there (the header a line of its own), so the title and employer are not read as a duty and
 * the role keeps its title. Only a line too long for a header, with a title or organisation word
 * before the place.
 */
function splitRunOnHeaders(lines: string[]): string[] {
  const out: string[] = []
  let previous = ''
  for (const raw of lines) {
    const text = raw.trim()
    const range = findDateRanges(text)[0]
    const underDates = previous !== '' && findDateRanges(previous)[0]?.length === previous.length
    if (text && !isHeaderLike(text) && !isBullet(text) && (underDates || range?.index === 0)) {
      const place = findLocation(text)
      const head = place ? text.slice(0, place.index + place.text.length) : ''
      const rest = place ? text.slice(head.length).trim() : ''
      const named = titleWordCount(head) > 0 || ORGANISATION.test(head)
      if (head && /^[A-Z]/.test(rest) && isHeaderLike(head) && named) {
        out.push(head, rest)
        previous = rest
        continue
      }
    }
    out.push(raw)
    if (text) previous = text
  }
  return out
}

function isLoneDate(text: string): boolean {
  const dates = findDates(text)
  return dates.length === 1 && dates[0]!.length >= text.length - 1
}

/** Sections without any dates: each short line followed by bullets opens a role. */
function parseUndated(lines: string[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = []
  let bullets: string[] = []
  const flush = () => {
    const last = entries[entries.length - 1]
    if (last) last.bullets = toItems(bullets)
    bullets = []
  }
  lines.forEach((raw, i) => {
    const text = raw.trim()
    const next =
      lines
        .slice(i + 1)
        .find((l) => l.trim())
        ?.trim() ?? ''
    const header = text && isHeaderLike(text) && !looksLikeSentence(text) ? classify(piecesOf(text)) : null
    // A role header: followed by bullets, or naming a place or both a title and an employer.
    if (header && (isBullet(next) || header.location || (header.title && header.company && titleWordCount(header.title) > 0))) {
      flush()
      entries.push({ ...header, start: null, end: null, bullets: [] })
    } else {
      bullets.push(raw)
    }
  })
  flush()
  return entries
}

/**
 * A list item that is a role's header: short, and either naming a job title or written like a
 * header, the dates at one end ("1. Maintenance (09/2014 - 04/2015)"). A duty that mentions
 * years ("• Led the 2015 - 2016 migration") has them inside the sentence.
 */
function isListedRole(text: string, ranges: DateRange[]): boolean {
  if (!isBullet(text) || ranges.length === 0) return false
  const item = stripBullet(text)
  const range = findDateRanges(item)[0]
  if (!range || !isHeaderLike(item) || looksLikeSentence(item)) return false
  const pieces = piecesOf(item, range.index, range.length)
  if (pieces.some((p) => pieceKind(p) === 'title')) return true
  const before = item.slice(0, range.index).replace(/[\s([|,:–—-]+$/, '')
  const after = item.slice(range.index + range.length).replace(/^[\s)\]|,:–—-]+/, '')
  return pieces.length > 0 && (before === '' || after === '') && wordCount(before + ' ' + after) <= 8
}

function isHeaderLike(text: string): boolean {
  // Separators ("|", "–") are not words: "Company | Title | Jan 2019 – Present" is six words.
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return !isBullet(text) && words <= MAX_HEADER_WORDS && !/^[a-z]/.test(text)
}

/**
 * Row i holds a role's only date: a lone date ("2019", "March 2018") under a header-like line, or a
 * header-like line naming a job title that ends in its one date. Not a range, and not part of
 * the header of a dated line just above (two lines up at most).
 */
function singleDateHeader(rows: ReadonlyArray<{ text: string; ranges: DateRange[] }>, i: number): boolean {
  const row = rows[i]!
  if (row.ranges.length > 0 || !isHeaderLike(row.text)) return false
  for (let k = Math.max(0, i - MAX_EXTRA_HEADER_LINES); k < i; k++) if (rows[k]!.ranges.length > 0) return false
  const dates = findDates(row.text)
  if (dates.length !== 1) return false
  const date = dates[0]!
  const rest = (row.text.slice(0, date.index) + row.text.slice(date.index + date.length)).replace(/[\s,;:|()–—-]+/g, ' ').trim()
  if (rest === '') {
    const above = rows
      .slice(0, i)
      .reverse()
      .find((r) => r.text)
    return above !== undefined && isHeaderLike(above.text) && !looksLikeSentence(above.text) && titleWordCount(above.text) > 0
  }
  const endsInDate = /^[\s,;:|()–—-]*$/.test(row.text.slice(date.index + date.length))
  return endsInDate && !looksLikeSentence(row.text) && titleWordCount(rest) > 0
}

function looksLikeSentence(text: string): boolean {
  return /[.;:!?]$/.test(text) && wordCount(text) > 4
}

/** The header pieces of a line: cut at separators and around the date (if given). */
function piecesOf(text: string, cutAt?: number, cutLength = 0): string[] {
  const parts = cutAt === undefined ? [text] : [text.slice(0, cutAt), text.slice(cutAt + cutLength)]
  return (
    parts
      .flatMap((p) => p.split(PIECE_SEPARATOR))
      .flatMap(splitAtSlash)
      .flatMap(splitAroundLocation)
      .flatMap(splitCommaPiece)
      .flatMap(splitTitleFromOrganisation)
      // "Engineer (2019 - 2023)": the brackets around a cut-out date are left at the pieces' ends.
      .map((p) => p.replace(/^[\s,;:|/–—)-]+|[\s,;:|/–—(-]+$/g, '').trim())
      .filter((p) => p.length > 0 && /\p{L}/u.test(p))
  )
}

/**
 * " / " separates pieces ("Acme Corp / Boston, MA"), except between titles: "Team Lead / Senior
 * Developer" is one role held under two names.
 */
function splitAtSlash(piece: string): string[] {
  const parts = piece.split(/\s+\/\s+/)
  if (parts.length === 1) return parts
  const endsInTitle = (p: string) => titleWordCount(p.split(/\s+/).pop()!) > 0 && pieceKind(p) === 'title'
  return parts.every(endsInTitle) ? [piece] : parts
}

/**
 * "Gilmore Financial, New Orleans, LA, Certified Public Accountant" holds three pieces; "Manager,
 * Digital Marketing" holds one. Commas split a piece only around a location or a title.
 */
function splitCommaPiece(piece: string): string[] {
  if (!piece.includes(',')) return [piece]
  if (isLocation(piece)) return [piece]
  const parts = piece.split(/\s*,\s*/)
  const out: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const pair = parts[i + 1] !== undefined ? `${parts[i]}, ${parts[i + 1]}` : null
    const triple = parts[i + 2] !== undefined ? `${pair}, ${parts[i + 2]}` : null
    if (triple && isLocation(triple)) {
      out.push(triple)
      i += 2
    } else if (pair && isLocation(pair)) {
      out.push(pair)
      i += 1
    } else {
      out.push(parts[i]!)
    }
  }
  if (out.length < parts.length) return out
  // No location inside: split only when the parts are a title and an organisation
  // ("Acme Corp, Senior Engineer"); "Manager, Digital Marketing" stays whole.
  const kinds = new Set(parts.map(pieceKind))
  return kinds.has('title') && kinds.has('company') ? parts : [piece]
}

/** "Company Name City , State Engineering Assistant": a location inside a piece cuts it in three. */
function splitAroundLocation(piece: string): string[] {
  if (isPlace(piece) && titleWordCount(piece) === 0) return [piece]
  const found = findLocation(piece)
  if (!found) return [piece]
  return [piece.slice(0, found.index), found.text, piece.slice(found.index + found.text.length)]
}

/**
 * "Art Teacher Company Name", "Senior Accountant Deloitte LLP": job-title words, then an
 * organisation. Cut after the last title word that still has an organisation word after it.
 * ("Department Manager" has no organisation word after its title word and stays a title.)
 */
function splitTitleFromOrganisation(piece: string): string[] {
  const words = piece.split(/\s+/)
  const lastOrg = words.findLastIndex((w) => ORGANISATION.test(w))
  if (lastOrg <= 0) return [piece]
  // The last title word that has an organisation word after it ("Student Council Advisor | Company Name").
  let cut = -1
  for (let i = 0; i < lastOrg; i++) if (titleWordCount(words[i]!) > 0) cut = i
  if (cut === -1 || !words.slice(cut + 1).some((w) => ORGANISATION.test(w))) return [piece]
  return [words.slice(0, cut + 1).join(' '), words.slice(cut + 1).join(' ')]
}

// Words that name a function or department: "Manager, Digital Marketing" is one title.
const FUNCTION_WORDS = new Set(
  `accounting accounts administration analytics brand business client communications compliance content
customer data design development digital engineering finance financial growth hr human infrastructure it legal logistics
marketing media network operations partnerships people platform procurement product products programs quality research
resources risk sales security service services software strategy success supply support systems talent technology
training and of &`.split(/\s+/),
)

/**
 * "Senior Software Engineer, Acme Payments" with no employer elsewhere in the header: the part
 * after the comma is the employer when it is not a department ("Manager, Digital Marketing"),
 * and "Acme Payments, Software Engineer" the other way round.
 */
function splitTitleAndEmployer(header: Header): Header {
  // "Aviation Ordnanceman, Acme Corp": no title word, but the organisation is plain after the comma.
  if (!header.title && header.company?.includes(',')) {
    const comma = header.company.lastIndexOf(',')
    const left = header.company.slice(0, comma).trim()
    const right = header.company.slice(comma + 1).trim()
    if (left && ORGANISATION.test(right) && !ORGANISATION.test(left) && !isLocation(right)) return { ...header, title: left, company: right }
  }
  if (header.company || !header.title) return header
  const comma = header.title.indexOf(',')
  if (comma <= 0) return header
  const left = header.title.slice(0, comma).trim()
  const right = header.title.slice(comma + 1).trim()
  if (!left || !right || isLocation(right)) return header
  const endsInTitle = (p: string) =>
    isTitleWord(
      p
        .split(/\s+/)
        .pop()!
        .replace(/[^A-Za-z]/g, ''),
    )
  const isDepartment = right
    .toLowerCase()
    .split(/\s+/)
    .every((w) => FUNCTION_WORDS.has(w.replace(/[^a-z&]/g, '')))
  if (endsInTitle(left) && titleWordCount(right) === 0 && !isDepartment) return { ...header, title: left, company: right }
  if (endsInTitle(right) && titleWordCount(left) === 0) return { ...header, title: right, company: left }
  return header
}

/**
 * A location that is not an employer written like one ("Acme Bank, NY"). Only the part before the
 * comma is checked for organisation words: Colorado's "CO" is not "Co." the company.
 */
function isPlace(piece: string): boolean {
  return isLocation(piece) && !ORGANISATION.test(piece.split(',')[0]!)
}

function classify(pieces: string[]): Header {
  const header: Header = { title: null, company: null, location: null }
  const unknown: string[] = []
  for (const piece of pieces) {
    const kind = pieceKind(piece)
    if (kind === 'location' && !header.location) header.location = piece
    else if (kind === 'title' && !header.title) header.title = piece
    else if (kind === 'company' && !header.company) header.company = piece
    else if (kind !== 'location') unknown.push(piece)
  }
  header.title ??= unknown.shift() ?? null
  header.company ??= unknown.shift() ?? null
  return header
}

/**
 * A title's head noun comes last ("Department Manager", "Manager of Sales" aside), so a piece
 * ending in a job-title word is a title even if it names an organisation word too.
 */
function pieceKind(piece: string): 'location' | 'title' | 'company' | 'unknown' {
  if (isPlace(piece)) return 'location'
  const last = piece.split(/\s+/).pop() ?? ''
  // A title names one person: "Northwind Traders", "Apex Builders" name a business.
  const lastWord = last.toLowerCase().replace(/[^a-z]/g, '')
  if (/s$/.test(lastWord) && !isTitleWord(lastWord) && isTitleWord(lastWord.slice(0, -1))) return 'company'
  if (titleWordCount(last) > 0) return 'title'
  if (ORGANISATION.test(piece)) return 'company'
  return titleWordCount(piece) > 0 ? 'title' : 'unknown'
}
