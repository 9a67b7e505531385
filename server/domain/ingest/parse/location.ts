/*
 * "City, ST", "City, State", "City, Country" (optionally a ZIP code), and the "City , State"
 * placeholder of anonymised resumes. Used for the contact location and the location of a role.
 */

import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['cityFirstWords', 'regionNames', 'citySuffixes'])

const US_STATES = `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY
NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR`
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'

const REGION = `(?:${US_STATES.split(/\s+/).join('|')}|${CA_PROVINCES.split(' ').join('|')}|${WORD_LISTS.regionNames.join('|')})`
// At most four words: longer capitalised runs are a company or a title that ends in a place.
const CITY = "[A-Z][A-Za-z.'’-]*(?:\\s+(?:[A-Z][A-Za-z.'’-]*|of|de|la|del|upon|on)){0,3}"
const LOCATION = new RegExp(`^(?:${CITY}|City)\\s*,\\s*${REGION}(?:\\s*,\\s*${REGION})?(?:\\s+\\d{5}(?:-\\d{4})?)?$|^(?:remote|hybrid)$`)

export function isLocation(text: string): boolean {
  const t = text.trim()
  return t.length > 0 && t.length <= 60 && LOCATION.test(t)
}

// City names of two or more words start with one of these, or end with one of the suffixes.
const CITY_PREFIX = new RegExp(String.raw`^${anyOf(WORD_LISTS.cityFirstWords)}$`, 'i')
const CITY_SUFFIX = new RegExp(String.raw`^${anyOf(WORD_LISTS.citySuffixes)}$`, 'i')
const EMBEDDED = new RegExp(
  `\\b(City|[A-Z][A-Za-z.'’-]*(?:\\s+[A-Z][A-Za-z.'’-]*)?)\\s*,\\s*${REGION}(?:\\s*,\\s*${REGION})?(?:\\s+\\d{5}(?:-\\d{4})?)?(?![\\w])`,
  'g',
)

/**
 * A location inside a longer phrase ("Company Name City , State Engineering Assistant"). The city
 * is one word, or two when the words say so ("San Diego", "Colorado Springs"): which of the
 * capitalised words before the comma belong to the city cannot be known otherwise.
 */
export function findLocation(text: string): { text: string; index: number } | null {
  for (const m of text.matchAll(EMBEDDED)) {
    const city = m[1]!
    let index = m.index
    const words = city.split(/\s+/)
    if (words.length === 2 && !CITY_PREFIX.test(words[0]!) && !CITY_SUFFIX.test(words[1]!)) index += city.length - words[1]!.length
    const found = text.slice(index, m.index + m[0].length)
    if (isLocation(found)) return { text: found, index }
  }
  return null
}
