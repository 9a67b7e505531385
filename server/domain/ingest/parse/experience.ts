import type { ExperienceEntry } from '../../../../shared/schemas/resume.ts'
import { findDateRanges, findDates, type DateMention, type DateRange } from './dates.ts'
import { titleWordCount } from './job-titles.ts'
import { isBullet, stripBullet, toItems, wordCount } from './lines.ts'
import { findLocation } from './location.ts'
import { DURATION, ORGANISATION, isPlace, isPlaceLike, pieceKind, piecesOf, readHeader } from './role-header.ts'

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
const MAX_SEPARATED_HEADER_WORDS = 20
const MAX_EXTRA_HEADER_LINES = 2

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
  else {
    const shape = sharedDateShape(rows, anchors)
    anchors = [...anchors, ...rows.flatMap((r, i) => (singleDateHeader(rows, i, shape) ? [i] : []))].sort((a, b) => a - b)
  }
  if (anchors.length === 0) return parseUndated(lines)

  const readAll = (stops: number[] | null) => {
    const headers: RoleHeader[] = []
    let previousEnd = -1 // last line index used by the previous entry's header
    for (const [k, a] of anchors.entries()) {
      const next = stops?.[k] ?? anchors[k + 1] ?? rows.length
      const header = readRoleHeader(rows, a, next, previousEnd)
      headers.push(header)
      previousEnd = header.end
    }
    return headers
  }
  let headers = readAll(null)
  // A role with no duties of its own has the next role's header lines below it. Whether they are
  // its own (title or employer written under the dates) or the next role's (written over them) is
  // what the other roles of the section show: when those take their lines from above only, the
  // lines above the next dated line are left to it.
  const aboveOnly = headers.filter(
    (h, k) => h.above.length > 0 && h.below.length === 0 && hasText(rows, h.end + 1, headers[k + 1]?.start ?? rows.length),
  )
  const belowOnly = headers.filter((h) => h.below.length > 0 && h.above.length === 0)
  if (aboveOnly.length > belowOnly.length) {
    const stops = anchors.map((_, k) => (k + 1 < anchors.length ? aboveZoneStart(rows, anchors[k + 1]!, anchors[k]!) : rows.length))
    headers = readAll(stops)
  }

  const entries: ExperienceEntry[] = headers.map((h) => ({ ...h.fields, bullets: [] }))
  // Positions under one employer line ("Acme Corp<tab>Boston, MA" over several titles, or a
  // LinkedIn company with its total time): a later position that names no employer is held at the
  // employer of the one before, when that employer was written above its title, as such groups are.
  for (let k = 1; k < entries.length; k++) {
    const entry = entries[k]!
    const before = entries[k - 1]!
    if (entry.company || !entry.title || !headers[k - 1]!.employerAbove || !before.company) continue
    entry.company = before.company
    entry.location ??= before.location
    headers[k]!.employerAbove = true
  }

  // Bullets: from the end of each header to the start of the next one.
  entries.forEach((entry, k) => {
    const from = headers[k]!.end + 1
    const to = headers[k + 1]?.start ?? rows.length
    entry.bullets = toItems(lines.slice(from, to).filter((l) => !isDurationOnly(l.trim())))
  })
  return entries
}

interface RoleHeader {
  fields: Omit<ExperienceEntry, 'bullets'>
  /** First and last line of the header. */
  start: number
  end: number
  above: number[]
  below: number[]
  /** The employer was read from a line above the dated line (a group's employer line). */
  employerAbove: boolean
}

/**
 * The header of the role dated on row a: the dated line plus the short lines just below it and,
 * when title or company is still missing, just above it (never into the previous role's header,
 * at `previousEnd`, nor at or past `next`). A duration line ("15 years 4 months") is passed over.
 */
function readRoleHeader(rows: readonly Row[], a: number, next: number, previousEnd: number): RoleHeader {
  const row = rows[a]!
  const range: DateRange | DateMention = row.ranges[0] ?? findDates(row.text)[0]!
  const pieces = piecesOf(row.text, range.index, range.length)
  const piecesAt = (i: number) => piecesOf(rows[i]!.text)

  // Short non-bullet lines right below the dated line (company, location).
  const below: number[] = []
  for (let i = a + 1; i < next && below.length < MAX_EXTRA_HEADER_LINES; i++) {
    const text = rows[i]!.text
    if (!text || isDurationOnly(text)) continue
    // A line continued by a lower-case line, or cut after "&", "and", a comma, is the start of a
    // wrapped sentence, not a header.
    // ("Portland, OR" ends in a state, not in "or".)
    const continued = /^[a-z]/.test(rows[i + 1]?.text ?? '') || /(?:[,&]|\b(?:and|or|of|to|the|for|in|with))$/.test(text)
    if (!isHeaderLike(text) || looksLikeSentence(text) || continued) break
    below.push(i)
  }
  const read = (above: number[]) => readHeader([...above.flatMap(piecesAt), ...pieces, ...below.flatMap(piecesAt)])
  let header = read([])

  // Lines above, only while title or company is missing (a title that names no job-title word,
  // taken from a line below, is as good as missing); never into the previous entry's header.
  const above: number[] = []
  const fromDatedLine = (text: string) => pieces.some((p) => p.includes(text))
  const titled = () => header.title !== null && (fromDatedLine(header.title) || pieceKind(header.title) === 'title')
  const standIn = titled() ? -1 : below.findIndex((i) => header.title !== null && piecesAt(i).some((p) => p.includes(header.title!)))
  for (let i = a - 1; i > previousEnd && above.length < MAX_EXTRA_HEADER_LINES; i--) {
    // An employer cut from the title's own comma list ("Team Lead, Customer Care") may be the
    // title's specialty: an employer line above, on its own, is looked for still.
    const weakEmployer = header.fromCommaList === true && titled()
    if (titled() && header.company && !weakEmployer) break
    const text = rows[i]!.text
    if (!text || isDurationOnly(text)) continue
    if (!isHeaderLike(text) || looksLikeSentence(text)) break
    if (weakEmployer && /[.;:]$/.test(text)) break
    const withLine = read([i, ...above])
    if (weakEmployer && (withLine.fromCommaList || !withLine.company || !piecesAt(i).includes(withLine.company))) break
    above.unshift(i)
    header = withLine
  }
  // A title found above the dated line: the lines below that only supplied a stand-in title
  // ("Air Warfare), E-7 (RET).") go back to the role's text.
  const used = (i: number) =>
    piecesAt(i).some((p) => [header.title, header.company, header.location].some((f) => f !== null && (p.includes(f) || f.includes(p))))
  if (standIn >= 0 && above.length > 0 && titled() && !used(below[standIn]!)) {
    below.splice(standIn)
    header = read(above)
  }
  const company = header.company
  const employerAbove = company !== null && above.some((i) => piecesAt(i).some((p) => p.includes(company) || company.includes(p)))
  const dated = 'start' in range ? range : { start: range.text, end: null }
  return {
    fields: { title: header.title, company: header.company, location: header.location, start: dated.start, end: dated.end },
    start: above[0] ?? a,
    end: below[below.length - 1] ?? a,
    above,
    below,
    employerAbove,
  }
}

interface Row {
  text: string
  ranges: DateRange[]
}

/** Whether any of rows [from, to) has text: the role has duties of its own. */
function hasText(rows: readonly Row[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (rows[i]!.text && !isDurationOnly(rows[i]!.text)) return true
  return false
}

/**
 * The first of the header-like lines right above the dated row a (blank lines between them
 * allowed, at most two), not above row `floor`: where the next role's header starts when its
 * lines are written over its dates.
 */
function aboveZoneStart(rows: readonly Row[], a: number, floor: number): number {
  let start = a
  let taken = 0
  for (let i = a - 1; i > floor && taken < MAX_EXTRA_HEADER_LINES; i--) {
    const text = rows[i]!.text
    if (!text || isDurationOnly(text)) continue
    if (!isHeaderLike(text) || looksLikeSentence(text) || rows[i]!.ranges.length > 0) break
    start = i
    taken++
  }
  return start
}

/** A line that is only a length of time: a company group's total under its name. */
function isDurationOnly(text: string): boolean {
  return new RegExp(DURATION, 'i').test(text) && text.replace(new RegExp(DURATION, 'gi'), '').replace(/[\s()·•,|]/g, '') === ''
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
    } else if (sep !== undefined && endsInDate(a) && findDateRanges(a).length === 0 && isRangeEnd(sep)) {
      // A header wrapped inside its range: "..., Madison, WI, 06.2025" / "till 08.2025".
      out.push(`${lines[i]!.trimEnd()} ${sep}`, '')
      i += 1
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
    // Too long for a header, its dates counted: a role's first duty run into its header.
    if (text && wordsOf(text) > MAX_HEADER_WORDS && !isBullet(text) && (underDates || range?.index === 0)) {
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

// The second half of a range on a line of its own: "till 08.2025", "– Present", "to Current".
const RANGE_END_LINE = /^(?:to|till|until|through|-|–|—)\s+(.+)$/i
const isRangeEnd = (line: string) => {
  const end = RANGE_END_LINE.exec(line)?.[1]
  return end !== undefined && (isLoneDate(end) || /^(?:present|current|now|date)$/i.test(end))
}

function endsInDate(text: string): boolean {
  const last = findDates(text).pop()
  return last !== undefined && /^[\s).]*$/.test(text.slice(last.index + last.length))
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
    const header = text && isHeaderLike(text) && !looksLikeSentence(text) ? readHeader(piecesOf(text)) : null
    // A role header: followed by bullets, or naming a place or both a title and an employer.
    if (header && (isBullet(next) || header.location || (header.title && header.company && titleWordCount(header.title) > 0))) {
      flush()
      entries.push({ title: header.title, company: header.company, location: header.location, start: null, end: null, bullets: [] })
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
  // Separators ("|", "–") are not words: "Company | Title | Jan 2019 – Present" is six words; nor
  // are the dates, however they are written. A header whose pieces are marked off (a tab, dashes,
  // bars) may run longer: "Director of IT – Hybrid Cloud and Enterprise IT Automation<tab>March
  // 2019 – November 2021 The Walt Disney Company – Los Angeles, CA".
  let undated = text
  for (const r of findDateRanges(text).reverse()) undated = `${undated.slice(0, r.index)} ${undated.slice(r.index + r.length)}`
  const marks = (undated.match(/\t|\s[|–—-]\s/g) ?? []).length
  const closing = findDateRanges(text).pop()
  const datesClose = closing !== undefined && /^[\s).]*$/.test(text.slice(closing.index + closing.length))
  // Dates inside a line that marks no pieces off are words of a sentence ("Boyden, IA October 2012
  // - March 2014 Manufacturer of ...").
  const words = marks > 0 || datesClose ? wordsOf(undated) : wordsOf(text)
  const separated = marks >= 2
  // A lower-case start is a sentence's continuation, unless the word has capitals ("iOS", "eBay").
  return !isBullet(text) && words <= (separated ? MAX_SEPARATED_HEADER_WORDS : MAX_HEADER_WORDS) && !/^[a-z][^\s\p{Lu}]*(?:\s|$)/u.test(text)
}

const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length

/**
 * Row i holds a role's only date: a lone date ("2019", "March 2018") under a header-like line, or a
 * header-like line naming a job title that ends in its one date. Not a range, and not part of
 * the header of a dated line just above (two lines up at most, with no duty between).
 */
function singleDateHeader(rows: ReadonlyArray<{ text: string; ranges: DateRange[] }>, i: number, datedShape: string | null): boolean {
  const row = rows[i]!
  if (row.ranges.length > 0 || !isHeaderLike(row.text)) return false
  // A header's lines below its dates stop at a duty, so a dated line above one is another role's.
  for (let k = i - 1; k >= Math.max(0, i - MAX_EXTRA_HEADER_LINES); k--) {
    if (rows[k]!.ranges.length > 0) return false
    if (rows[k]!.text && (!isHeaderLike(rows[k]!.text) || looksLikeSentence(rows[k]!.text))) break
  }
  const dates = findDates(row.text)
  if (dates.length !== 1) return false
  const date = dates[0]!
  const rest = (row.text.slice(0, date.index) + row.text.slice(date.index + date.length)).replace(/[\s,;:|()–—•·-]+/g, ' ').trim()
  // The date alone, or with the place ("*Kyiv • 2022*" under "### iOS Developer — Pechersk Apps").
  if (rest === '' || isPlace(rest) || (isPlaceLike(rest) && wordCount(rest) === 1)) {
    const above = rows
      .slice(0, i)
      .reverse()
      .find((r) => r.text)
    return above !== undefined && isHeaderLike(above.text) && !looksLikeSentence(above.text) && titleWordCount(above.text) > 0
  }
  const endsInDate = /^[\s,;:|()–—-]*$/.test(row.text.slice(date.index + date.length))
  if (!endsInDate || looksLikeSentence(row.text)) return false
  // Written as the section's dated headers are, the date after the same mark ("Kessler Custom
  // Harvesting, Kansas and Nebraska<tab>2009" among "Plains Freightways, Salina, KS<tab>2012 - 2018").
  return titleWordCount(rest) > 0 || (datedShape !== null && dateShape(row.text, date.index) === datedShape)
}

/** What comes right before a header's dates: a tab, "(", "|", ",", a dash; '' for none. */
function dateShape(text: string, index: number): string {
  const before = /(\t|[(|,•–—-])?\s*$/.exec(text.slice(0, index))
  return before?.[1] ?? ''
}

/** The shape every dated header of the section shares, if they share one that marks a date off. */
function sharedDateShape(rows: ReadonlyArray<{ text: string; ranges: DateRange[] }>, anchors: number[]): string | null {
  const shapes = new Set(anchors.map((a) => dateShape(rows[a]!.text, rows[a]!.ranges[0]!.index)))
  const [shape] = shapes
  return shapes.size === 1 && shape !== undefined && shape !== '' && anchors.length >= 2 ? shape : null
}

function looksLikeSentence(text: string): boolean {
  // The full stop of an abbreviation ends a name, not a sentence: "Kensington & Burke, P.C.",
  // "Bodega Brands Co.", "Sr.".
  if (/(?:^|[\s,])(?:Co|Inc|Corp|Ltd|Bros|Sr|Jr|St|Dr|Intl|Dept|Univ|(?:[A-Z]\.){1,3}[A-Z]?)\.$/.test(text)) return false
  return /[.;:!?]$/.test(text) && wordCount(text) > 4
}
