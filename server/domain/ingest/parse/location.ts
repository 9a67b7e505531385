/*
 * "City, ST", "City, State", "City, Country" (optionally a ZIP code), and the "City , State"
 * placeholder of anonymised resumes. Used for the contact location and the location of a role.
 */

import { anyOf, readPhraseLists } from '../../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), [
  'cityFirstWords',
  'regionNames',
  'citySuffixes',
  'organisationWords',
])

const US_STATES = `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY
NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR`
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'

const REGION = `(?:${US_STATES.split(/\s+/).join('|')}|${CA_PROVINCES.split(' ').join('|')}|${WORD_LISTS.regionNames.join('|')})`
// At most four words: longer capitalised runs are a company or a title that ends in a place. Any
// script's capitals ("Kraków", "Zürich"), and a slash between two cities ("Dallas/Fort Worth").
const CITY_WORD = "\\p{Lu}[\\p{L}.'’/-]*"
const CITY = `${CITY_WORD}(?:\\s+(?:${CITY_WORD}|of|de|la|del|upon|on)){0,3}`
// A region named alone, or two together ("Kansas and Nebraska"), as a role spread over a state
// writes its place: full names only, not the two-letter codes.
const REGION_NAME = `(?:${WORD_LISTS.regionNames.filter((r) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)*$/.test(r) && r !== 'State').join('|')})`
const LOCATION = new RegExp(
  `^(?:${CITY}|City)\\s*,\\s*${REGION}(?:\\s*,\\s*${REGION})?(?:\\s+\\d{5}(?:-\\d{4})?)?$|^${REGION_NAME}(?:\\s*(?:and|&|/)\\s*${REGION_NAME})*$|^(?:remote|hybrid)$`,
  'u',
)

export function isLocation(text: string): boolean {
  const t = text.trim()
  return t.length > 0 && t.length <= 60 && LOCATION.test(t)
}

// City names of two or more words start with one of these, or end with one of the suffixes.
const CITY_PREFIX = new RegExp(String.raw`^${anyOf(WORD_LISTS.cityFirstWords)}$`, 'i')
const CITY_SUFFIX = new RegExp(String.raw`^${anyOf(WORD_LISTS.citySuffixes)}$`, 'i')
// An organisation's last word ("Co.", "Agency") is never a city's: "Red Dirt Electric Co., Oklahoma
// City, OK" has its place after the company.
const ORGANISATION_WORD = new RegExp(String.raw`^${anyOf(WORD_LISTS.organisationWords)}\.?$`, 'i')
const EMBEDDED = new RegExp(
  `(?<![\\p{L}])(City|${CITY_WORD}(?:\\s+${CITY_WORD})?)\\s*,\\s*${REGION}(?:\\s*,\\s*${REGION})?(?:\\s+\\d{5}(?:-\\d{4})?)?(?![\\p{L}\\p{N}])`,
  'gu',
)

/**
 * A location inside a longer phrase ("Company Name City , State Engineering Assistant"). The city
 * is one word, or two when the words say so ("San Diego", "Colorado Springs"): which of the
 * capitalised words before the comma belong to the city cannot be known otherwise, unless a comma
 * bounds it ("Mid-South Distribution Center, Olive Branch, MS": the city is all of "Olive Branch").
 */
export function findLocation(text: string): { text: string; index: number } | null {
  EMBEDDED.lastIndex = 0
  for (let m = EMBEDDED.exec(text); m; m = EMBEDDED.exec(text)) {
    const city = m[1]!
    const words = city.split(/\s+/)
    if (ORGANISATION_WORD.test(words[words.length - 1]!)) {
      // Look again from the next word: the region may start a city of its own ("Oklahoma City").
      EMBEDDED.lastIndex = m.index + city.length
      continue
    }
    let index = m.index
    if (words.length === 2 && !CITY_PREFIX.test(words[0]!) && !CITY_SUFFIX.test(words[1]!)) index += city.length - words[1]!.length
    const end = m.index + m[0].length
    const bounded = /(?:^|,)\s*([^,]*)$/.exec(text.slice(0, m.index + city.length))
    if (bounded && bounded[1]!.trim() !== text.slice(index, m.index + city.length).trim()) {
      const start = m.index + city.length - bounded[1]!.length
      const whole = text.slice(start, end).trim()
      if (text.slice(0, start).includes(',') && isLocation(whole)) return { text: whole, index: text.indexOf(whole, start) }
    }
    const found = text.slice(index, end)
    if (isLocation(found)) return { text: found, index }
  }
  return null
}
