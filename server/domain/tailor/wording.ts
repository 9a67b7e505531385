import { collapse } from './text.ts'

/*
 * Clean-ups for names and items the documents put into sentences: an employer without the place
 * a posting writes after it, and list items without the separators a resume's layout left in them.
 */

const LEGAL_SUFFIX = /^(?:inc|inc\.|llc|l\.l\.c\.|ltd|ltd\.|corp|corp\.|co|co\.|plc|lp|llp|gmbh|s\.a\.|n\.a\.)$/i
const US_STATE = /^(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:\s+\d{5})?$/
const REMOTE = /^(?:remote|hybrid|on[- ]?site|usa|us|united states|uk|canada)$/i

/**
 * "Brightline Retail Analytics, Chicago, IL" -> "Brightline Retail Analytics"; "Acme (Remote)" ->
 * "Acme"; "Acme, Inc." stays. Only a tail that reads as a place (City, ST / City, State / Remote)
 * is cut, so a company whose name has a comma keeps it.
 */
export function companyName(raw: string | null | undefined): string | null {
  if (!raw) return null
  let name = collapse(raw)
    .replace(/\s*\((?:[^()]*,[^()]*|remote|hybrid|on[- ]?site)\)\s*$/i, '')
    .replace(/\s+[|–—-]\s+.*$/, (tail) => (/,|\b(?:remote|hybrid)\b/i.test(tail) ? '' : tail))
  const parts = name.split(/\s*,\s*/)
  if (parts.length >= 2) {
    const tail = parts.slice(1)
    // "CO" after a city is Colorado, not "Co.": a trailing state code is not a legal suffix.
    const stateLast = tail.length >= 2 && /^[A-Z]{2}$/.test(tail[tail.length - 1]!)
    const place =
      tail.every((p, i) => !LEGAL_SUFFIX.test(p) || (stateLast && i === tail.length - 1)) &&
      ((tail.length >= 2 && US_STATE.test(tail[tail.length - 1]!)) ||
        tail.every((p) => REMOTE.test(p)) ||
        (tail.length === 1 && /^[A-Z]{2}$/.test(tail[0]!)))
    if (place) name = parts[0]!
  }
  name = name.replace(/[\s,;:]+$/, '')
  return name.length > 0 ? name : null
}

/** "| VMWare VCP |" -> "VMWare VCP"; "Excel | Word" -> "Excel, Word": items read in a sentence. */
export function cleanItem(raw: string): string {
  return collapse(raw.replace(/\s*[|•·]\s*/g, ', '))
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/(?:,\s*){2,}/g, ', ')
}

/** A section heading the parser left in a list ("Highlights" among the skills) is no item. */
export const isHeadingWord = (item: string) =>
  /^(?:highlights|skills|summary|qualifications|accomplishments|profile|experience|education)$/i.test(item.trim())

/**
 * Personal matters a letter does not volunteer, even where a resume mentions them ("although
 * slightly hearing impaired"): a bullet that names one is not quoted in the letter or summary.
 */
export const PERSONAL = /\b(?:impaired|disabilit(?:y|ies)|disabled|pregnan\w*|diagnosed with|medical condition|religio\w*|marital|divorce\w*)\b/i
