/*
 * The only rewording the local engine does to the candidate's words: safe, mechanical
 * transformations that add nothing of substance. Trimming, collapsing space, dropping bullet
 * marks and trailing periods, capitalising the first letter, re-joining a line the extractor
 * broke, and splitting a bullet that holds several full sentences into one bullet each.
 */

const BULLET_MARK = /^[\s•●▪◦‣∙·○■□➢➤►▶✓✔*+–—-]+/u

/** Words that end a line only when the sentence goes on ("... Pressure Systems for"). */
const DANGLING = /\b(?:for|and|or|the|of|to|in|with|a|an|on|at|by|from|as|into|including|such as|&)$/i

const ABBREVIATION = /\b(?:inc|co|corp|ltd|llc|dr|mr|mrs|ms|st|jr|sr|vs|no|etc|e\.g|i\.e|u\.s|approx|dept|govt|est|fig|mt|ft|asst|assoc|mgr|prof)$/i

export const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()

export const wordCount = (s: string) => (s.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#/&-]*/gu) ?? []).length

/** "  • prepared the ledger." -> "Prepared the ledger". '' when nothing readable is left. */
export function cleanBullet(raw: string): string {
  let s = collapse(raw.replace(BULLET_MARK, ''))
  s = s.replace(/[\s.;,:]+$/u, '')
  if (!/\p{L}/u.test(s)) return ''
  const first = s[0]!
  if (first !== first.toUpperCase() && /\p{Ll}/u.test(first)) s = first.toUpperCase() + s.slice(1)
  return s
}

/** Full sentences of a text; abbreviations ("Inc.", "U.S.") do not end one. */
export function sentences(text: string): string[] {
  const out: string[] = []
  let start = 0
  const s = collapse(text)
  for (const m of s.matchAll(/[.!?]+(?=\s+["“(]?[\p{Lu}\d])/gu)) {
    const end = m.index + m[0].length
    const head = s.slice(start, m.index)
    if (m[0] === '.' && ABBREVIATION.test(head)) continue
    // "J. Smith", "A. Lincoln": an initial, not a sentence.
    if (m[0] === '.' && /(?:^|\s)\p{Lu}$/u.test(head)) continue
    out.push(s.slice(start, end).trim())
    start = end
  }
  const rest = s.slice(start).trim()
  if (rest) out.push(rest)
  return out.filter((x) => /\p{L}/u.test(x))
}

/**
 * Sentences of a text whose periods may lack the space after them, as PDFs often give a
 * paragraph-long bullet: "permitting entry..Prevents losses.Controls traffic".
 */
export function runTogetherSentences(text: string): string[] {
  return sentences(text.replace(/([\p{Ll})])\.{1,2}(?=\p{Lu}\p{Ll})/gu, '$1. '))
}

/**
 * A role's bullets made presentable: bullets a symbol font ran together split apart, broken lines re-joined, each full sentence its own bullet
 * (when each part is a real sentence of four words or more), marks and end periods dropped,
 * empties and repeats removed. Order is kept.
 */
/**
 * A symbol-font bullet that came out of the PDF as a letter ("l" for Wingdings' ●, "§", "Ø"),
 * running several bullets into one line: "L Stocked shelves. l Priced merchandise".
 */
const SYMBOL_BULLET = /\s+[l§Øü]\s+(?=\p{Lu})/u

function splitSymbolBullets(item: string): string[] {
  if (!SYMBOL_BULLET.test(item)) return [item]
  return item.split(new RegExp(SYMBOL_BULLET.source, 'gu')).map((part) => part.replace(/^[lL§Øü]\s+(?=\p{Lu})/u, ''))
}

export function normalizeBullets(raw: readonly string[]): string[] {
  const joined: string[] = []
  for (const item of raw.flatMap(splitSymbolBullets)) {
    const text = collapse(item.replace(BULLET_MARK, ''))
    if (!text) continue
    const previous = joined[joined.length - 1]
    if (previous !== undefined && (DANGLING.test(previous) || /,$/.test(previous) || /^\p{Ll}/u.test(text))) {
      joined[joined.length - 1] = `${previous} ${text}`
    } else {
      joined.push(text)
    }
  }
  const out: string[] = []
  const seen = new Set<string>()
  for (const item of joined) {
    const parts = runTogetherSentences(item)
    const pieces = parts.length > 1 && parts.every((p) => wordCount(p) >= 4) ? parts : [item]
    for (const piece of pieces) {
      const clean = cleanBullet(piece)
      const key = clean.toLowerCase()
      if (!clean || seen.has(key)) continue
      seen.add(key)
      out.push(clean)
    }
  }
  return out
}

/** Ends a sentence with one period: "… at Acme Inc." stays, "… at Acme" gets one. */
export function endSentence(text: string): string {
  const t = text.trim()
  return /[.!?]$/.test(t) ? t : `${t}.`
}

/** Joins "A", "B", "C" as "A, B and C". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}

/** A value worth printing, or null (templates print nothing for null). */
export function textOrNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const v = collapse(value)
  return v.length > 0 ? v : null
}

/** Lower-cases the first letter unless the first word is an acronym or a name-like word ("SAP", "QuickBooks"). */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? ''
  if (first.length > 1 && /\p{Lu}/u.test(first.slice(1))) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** Comparison key: lower case, accents, punctuation and spacing ignored. */
export function looseKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "March 3, 2025", from the date's UTC calendar day (the same wherever the server runs). */
export function formatLetterDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
