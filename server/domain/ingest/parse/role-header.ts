import { isTitleWord, titleWordCount } from './job-titles.ts'
import { wordCount } from './lines.ts'
import { findLocation, isLocation } from './location.ts'
import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['organisationWords'])

/*
 * A role's header read into title, employer and place. The header's lines are cut into pieces at
 * separators (tab, |, dashes, "at", the date itself) and around a place; each piece is classified
 * as location, title (its head noun a job-title word) or company (an organisation word), with
 * position and comma lists deciding the rest. experience.ts finds the headers; this reads them.
 */

const PIECE_SEPARATOR = /\s*(?:\t|\||•|·|\s-{1,2}\s|\s[–—]\s|\s@\s|\sat\s|,?\s+from\s)\s*|\s*[–—]\s*/i
export const ORGANISATION = new RegExp(String.raw`\b${anyOf(WORD_LISTS.organisationWords)}\b\.?`, 'i')
// A position's length as LinkedIn prints it: "(6 years 6 months)", "4 yrs 2 mos", "11 months".
export const DURATION = String.raw`\(?\b\d{1,2}\s+(?:years?|yrs?)(?:\s+\d{1,2}\s+(?:months?|mos?))?\)?|\(?\b\d{1,2}\s+(?:months?|mos?)\)?`

export interface Header {
  title: string | null
  company: string | null
  location: string | null
  /** The employer is a part of a comma list that also held the title ("Team Lead, Customer Care"). */
  fromCommaList?: boolean
}

/**
 * The header pieces of a line: cut at separators and around the date (if given), and around a
 * place. Commas are left to readHeader: whether "Manager, Strategic Alliances, Acme" holds one
 * piece or two depends on what the rest of the header holds.
 */
export function piecesOf(text: string, cutAt?: number, cutLength = 0): string[] {
  const parts = cutAt === undefined ? [text] : [text.slice(0, cutAt), text.slice(cutAt + cutLength)]
  return (
    parts
      .flatMap(splitAtSeparators)
      .map((p) => p.replace(new RegExp(DURATION, 'gi'), ' '))
      .flatMap(splitAtSlash)
      .flatMap(splitAroundLocation)
      // "Engineer (2019 - 2023)": the brackets around a cut-out date are left at the pieces' ends.
      // (and the dot of ".2022", a date with its month left out).
      .map((p) =>
        p
          .replace(/[\s,;]+\.$/, '')
          .replace(/^[\s,;:|/–—)-]+|[\s,;:|/–—(-]+$/g, '')
          .trim(),
      )
      .filter((p) => p.length > 0 && /\p{L}/u.test(p))
  )
}

/**
 * A piece per separator, except a department after a title and a dash: "Director – IT Operations"
 * is one title, as "Manager, Digital Marketing" is.
 */
function splitAtSeparators(text: string): string[] {
  const split = text.split(new RegExp(`(${PIECE_SEPARATOR.source})`, 'i'))
  const pieces: string[] = [split[0]!]
  for (let i = 1; i < split.length; i += 2) {
    const separator = split[i]!
    const next = split[i + 1] ?? ''
    const previous = pieces[pieces.length - 1]!
    if (/[–—-]/.test(separator) && !/[|\t]/.test(separator) && next.trim() && isDepartment(next.trim()) && pieceKind(previous.trim()) === 'title') {
      pieces[pieces.length - 1] = `${previous.trim()} ${separator.trim()} ${next.trim()}`
    } else pieces.push(next)
  }
  return pieces
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

// What ends a company's name after a comma ("Red Dirt Electric Co., Inc.", "Kensington & Burke,
// P.C."): part of the name, not a piece of its own. Case matters: "CO" and "PA" are states.
const COMPANY_SUFFIX = /^(?:Co|Inc|INC|Corp|Ltd|LTD|LLC|L\.L\.C|LLP|PLLC|P\.C|PC|L\.P|LP|GmbH|AG|N\.A|S\.A|PLC|plc)\.?$/

/** A piece's comma-separated parts, a company suffix kept with the name before it. */
function commaParts(piece: string): string[] {
  const parts: string[] = []
  for (const part of piece.trim().split(/\s*,\s*/)) {
    if (parts.length > 0 && COMPANY_SUFFIX.test(part)) parts[parts.length - 1] += `, ${part}`
    else if (part) parts.push(part)
  }
  return parts
}

/**
 * Where a place sits among comma parts: "City, ST, Country", "City, ST", or a region alone. The
 * city part names no job ("Premier Field Engineer City, State" is a title before a place).
 */
function placeAmong(parts: string[]): { index: number; length: number } | null {
  // From the end: a header's place closes it ("Atelier Nakamura, New York, NY" is not a city
  // "Atelier Nakamura" in New York).
  for (let last = parts.length - 1; last >= 0; last--) {
    for (const length of [3, 2, 1]) {
      const index = last - length + 1
      if (index < 0 || titleWordCount(parts[index]!) > 0) continue
      if (isPlace(parts.slice(index, last + 1).join(', '))) return { index, length }
    }
  }
  return null
}

/**
 * "Company Name City , State Engineering Assistant", "Gilmore Financial, New Orleans, LA, Certified
 * Public Accountant": a place inside a piece cuts it in three.
 */
function splitAroundLocation(piece: string): string[] {
  if (isPlace(piece) && titleWordCount(piece) === 0) return [piece]
  const parts = commaParts(piece)
  let place = parts.length > 1 ? placeAmong(parts) : null
  // A region alone after a city written without a comma-bounded name ("CVN 77) Virginia Beach,
  // Virginia"): the city found inside the part is the place's.
  if (place?.length === 1 && place.index > 0) {
    const pair = parts.slice(place.index - 1, place.index + 1).join(', ')
    const inside = findLocation(pair)
    if (inside && inside.index + inside.text.length === pair.length) place = null
  }
  if (place) {
    const around = [parts.slice(0, place.index), parts.slice(place.index, place.index + place.length), parts.slice(place.index + place.length)]
    return around.map((p) => p.join(', '))
  }
  const found = findLocation(piece)
  if (!found) return [piece]
  return [piece.slice(0, found.index), found.text, piece.slice(found.index + found.text.length)]
}

/**
 * "Art Teacher Company Name", "Senior Accountant Deloitte LLP": job-title words, then an
 * organisation. Cut after the last title word that still has an organisation word after it.
 * ("Department Manager" has no organisation word after its title word and stays a title.) The
 * organisation keeps a name of its own, not only the word that ends it ("Carver Construction
 * Group" is one name); and where another piece holds the title, the cut word must name a person
 * ("Supervisor Company Name" is cut, "Front Range Health System" is an employer).
 */
function splitTitleFromOrganisation(piece: string, titledElsewhere: boolean): string[] {
  // "Assistant Store Manager" ends in its head noun: a title, whatever words it holds.
  if (pieceKind(piece) === 'title' || (commaParts(piece).length > 1 && pieceKind(commaParts(piece)[0]!) === 'title')) return [piece]
  const words = piece.split(/\s+/)
  const lastOrg = words.findLastIndex((w) => ORGANISATION.test(w))
  if (lastOrg <= 0) return [piece]
  // The last title word that has an organisation word after it ("Student Council Advisor | Company Name").
  let cut = -1
  for (let i = 0; i < lastOrg; i++) if (titleWordCount(words[i]!) > 0) cut = i
  if (cut === -1 || !words.slice(cut + 1).some((w) => ORGANISATION.test(w))) return [piece]
  if (words.length - cut - 1 < 2 || (titledElsewhere && !namesPerson(words[cut]!))) return [piece]
  return [
    words
      .slice(0, cut + 1)
      .join(' ')
      .replace(/[,;:]$/, ''),
    words.slice(cut + 1).join(' '),
  ]
}

const lastWord = (piece: string) => piece.split(/\s+/).pop() ?? ''

/**
 * Whether a job-title word names a person by its ending, as a title's head noun does: manager,
 * director, specialist, accountant, architect, analyst, technician, associate, secretary, chef,
 * nurse, clerk... and not "front", "office", "dental", "construction", which the knowledge base's
 * titles also end with ("Front Office", "Dental").
 */
function namesPerson(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  return titleWordCount(w) > 0 && PERSON_ENDING.test(w)
}
const PERSON_ENDING = /(?:er|or|ist|ant|ent|ary|ect|yst|ian|ee|eur|ive|man|ate|ier|eer|ern|ef|ook|rse|erk|ead|ief|ide|low|lot|ain|ach|ard|ney|ter)s?$/

/** pieceKind, a comma list led by a title being a title ("Chief Architect, Media Group"). */
function headerPieceKind(piece: string): ReturnType<typeof pieceKind> {
  const parts = commaParts(piece)
  if (parts.length > 1 && pieceKind(parts[0]!) === 'title') return 'title'
  return pieceKind(piece)
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
 * A location that is not an employer written like one ("Acme Bank, NY"). Only the part before the
 * comma is checked for organisation words: Colorado's "CO" is not "Co." the company.
 */
export function isPlace(piece: string): boolean {
  const parts = piece.split(/\s*,\s*/)
  // "Atelier Nakamura, New York, NY" is an employer and its place, not a city, state and country.
  if (parts.length === 3 && /^[A-Z]{2}$/.test(parts[2]!)) return false
  return isLocation(piece) && !ORGANISATION.test(parts[0]!)
}

/**
 * Title, employer and place of a role from its header pieces, in reading order. Each piece is
 * classified by its words (pieceKind); two pieces that both read as titles go to the one with more
 * title words ("Front Desk Receptionist" over "Maricopa Family Dental"). A header of one piece with
 * commas is read as a comma list (readCommaList). A piece left over once title and employer are
 * known, short and capitalised, is the place ("Junior iOS Developer | Appflow Studio | Kyiv").
 */
export function readHeader(pieces: string[]): Header {
  let location: string | null = null
  const rest: string[] = []
  for (const piece of pieces) {
    if (isPlace(piece)) location ??= piece
    else rest.push(piece)
  }
  if (rest.length === 1 && commaParts(rest[0]!).length > 1) {
    const read = readCommaList(commaParts(rest[0]!), location !== null)
    return { ...read, location: location ?? read.location, fromCommaList: read.title !== null && read.company !== null }
  }
  // "Art Teacher Company Name", "Senior Accountant Deloitte LLP": a title may open the employer's piece.
  const titledElsewhere = rest.some((p) => headerPieceKind(p) === 'title')
  const split = rest.flatMap((p) => splitTitleFromOrganisation(p, titledElsewhere))
  let header = assign(split)
  // One piece holds both: "Senior Software Engineer, Acme Payments" beside its place.
  const alone = header.company === null ? header.title : header.title === null ? header.company : null
  if (alone !== null && commaParts(alone).length > 1) {
    const read = readCommaList(commaParts(alone), location !== null)
    return { ...read, location: location ?? read.location, fromCommaList: read.title !== null && read.company !== null }
  }
  // "Junior iOS Developer, Appflow Studio — Kyiv": the place, not named as one, was taken for the
  // employer while the title's comma list holds the employer.
  if (
    location === null &&
    header.company !== null &&
    header.title !== null &&
    isPlaceLike(header.company) &&
    pieceKind(header.company) === 'unknown'
  ) {
    const parts = commaParts(header.title)
    if (parts.length > 1) {
      const read = readCommaList(parts, true)
      if (read.company !== null) return { ...read, location: header.company }
    }
  }
  if (location === null) {
    const leftover = split.find((p) => p !== header.title && p !== header.company && isPlaceLike(p))
    if (leftover) location = leftover
    else if (header.company) {
      // "Trainee Developer at Appflow Studio, Kyiv": the employer's last part is its place.
      const parts = commaParts(header.company)
      if (parts.length > 1 && isPlaceLike(parts[parts.length - 1]!)) {
        location = parts.pop()!
        header = { ...header, company: parts.join(', ') }
      }
    }
  }
  return { ...header, location }
}

/**
 * Title and employer among pieces that hold no place. Of two pieces that read as titles, one whose
 * last word names a person ("Front Desk Receptionist") is the title over one whose last word is a
 * job-title word that names no one ("Maricopa Family Dental"); else the first.
 */
function assign(pieces: string[]): Header {
  const kinds = pieces.map(headerPieceKind)
  const strength = (p: string) => (namesPerson(lastWord(commaParts(p)[0] ?? p)) ? 2 : 1)
  let titleAt = -1
  pieces.forEach((p, i) => {
    if (kinds[i] === 'title' && (titleAt < 0 || strength(p) > strength(pieces[titleAt]!))) titleAt = i
  })
  // Two pieces that read as employers and none as a title: the one that names a job is the title
  // ("Vice President Integration and Professional Services" beside "Acme Corp").
  if (titleAt < 0 && kinds.filter((k) => k === 'company').length > 1) {
    pieces.forEach((p, i) => {
      if (kinds[i] === 'company' && titleWordCount(p) > 0 && (titleAt < 0 || titleWordCount(p) > titleWordCount(pieces[titleAt]!))) titleAt = i
    })
  }
  const companyAt = kinds.findIndex((k, i) => k === 'company' && i !== titleAt)
  const unknown = pieces.filter((_, i) => i !== titleAt && i !== companyAt)
  return {
    title: titleAt >= 0 ? pieces[titleAt]! : (unknown.shift() ?? null),
    company: companyAt >= 0 ? pieces[companyAt]! : (unknown.shift() ?? null),
    location: null,
  }
}

/**
 * A header written as one comma list. Titles may hold commas ("Senior Manager, Strategic
 * Alliances"), employers hardly ever do but for a suffix ("Co., Inc.") or a campus; so:
 *
 *   Title, Employer                              "Scientist II, Pacifica Enzymes"
 *   Title, Specialty, Employer                   "Registered Nurse, Medical ICU, Gulf Coast Medical Center"
 *   Title, Employer, Place (no other place)      "iOS Developer, Finlo, Kraków"
 *   Employer, Title                              "Acme Payments, Software Engineer"
 *   Title, Department (one title)                "Manager, Digital Marketing"
 *
 * A part after the title is a specialty while it names no organisation ("University of
 * California, Berkeley" starts the employer).
 */
function readCommaList(parts: string[], hasPlace: boolean): Header {
  const isTitle = (p: string) => pieceKind(p) === 'title'
  let location: string | null = null
  const list = [...parts]
  if (isTitle(list[0]!)) {
    if (!hasPlace && list.length >= 3 && isPlaceLike(list[list.length - 1]!)) location = list.pop()!
    if (list.length === 2) {
      const [title, other] = list as [string, string]
      if (isDepartment(other) || isTitle(other)) return { title: list.join(', '), company: null, location }
      // "Registered Nurse, Supervisor Company Name": a second title opens the employer's part.
      const [second, employer] = splitTitleFromOrganisation(other, true)
      if (employer) return { title: `${title}, ${second}`, company: employer, location }
      return { title, company: other, location }
    }
    let end = 1
    while (end < list.length - 1 && isSpecialty(list[end]!)) end++
    return { title: list.slice(0, end).join(', '), company: list.slice(end).join(', '), location }
  }
  const last = list[list.length - 1]!
  if (isTitle(last)) return { title: last, company: list.slice(0, -1).join(', '), location }
  // "Aviation Ordnanceman, Acme Corp": no title word, but the organisation is plain after the comma.
  if (ORGANISATION.test(last) && !ORGANISATION.test(list[0]!)) return { title: list.slice(0, -1).join(', '), company: last, location }
  return { ...assign([list.join(', ')]), location }
}

function isDepartment(part: string): boolean {
  return part
    .toLowerCase()
    .split(/\s+/)
    .every((w) => FUNCTION_WORDS.has(w.replace(/[^a-z&]/g, '')))
}

/**
 * "Medical ICU", "Strategic Alliances", "SOC Tier 2": what a title is specialised in, not an
 * employer, whose name ends in an organisation word ("Gulf Coast Medical Center"), reads "X of Y"
 * or starts with "The".
 */
function isSpecialty(part: string): boolean {
  if (wordCount(part) > 4 || /^the\s/i.test(part) || /\sof\s/i.test(part)) return false
  const last = lastWord(part)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  const pluralOfTitle = /s$/.test(last) && !isTitleWord(last) && isTitleWord(last.slice(0, -1))
  return !ENDS_IN_ORGANISATION.test(part) && !pluralOfTitle
}
const ENDS_IN_ORGANISATION = new RegExp(String.raw`(?:^|\s)${anyOf(WORD_LISTS.organisationWords)}\.?$`, 'i')

/** A place named without its region ("Kraków", "Kyiv"): capitalised, a word or three, nothing else. */
export function isPlaceLike(piece: string): boolean {
  const words = piece.split(/\s+/)
  return (
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}[\p{L}.'’-]*$/u.test(w)) &&
    !ORGANISATION.test(piece) &&
    titleWordCount(piece) === 0 &&
    !COMPANY_SUFFIX.test(piece)
  )
}

/**
 * A title's head noun comes last ("Department Manager", "Manager of Sales" aside), so a piece
 * ending in a job-title word is a title even if it names an organisation word too.
 */
export function pieceKind(piece: string): 'location' | 'title' | 'company' | 'unknown' {
  if (isPlace(piece)) return 'location'
  const last = piece.split(/\s+/).pop() ?? ''
  // A title names one person: "Northwind Traders", "Apex Builders" name a business.
  const lastWord = last.toLowerCase().replace(/[^a-z]/g, '')
  if (/s$/.test(lastWord) && !isTitleWord(lastWord) && isTitleWord(lastWord.slice(0, -1))) return 'company'
  if (titleWordCount(last) > 0) return 'title'
  if (ORGANISATION.test(piece)) return 'company'
  return titleWordCount(piece) > 0 ? 'title' : 'unknown'
}
