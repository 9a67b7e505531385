import { spellingsOf } from './aliases.ts'
import { stem } from './stem.ts'
import { wordTokens } from './tokens.ts'

/*
 * The forms a keyword is looked up by, worked out once per keyword: a keyword index answers the
 * same job terms for every bullet of a resume, and reading a keyword's words again on each call
 * cost ~50 µs (measured on the ATS's old index).
 */

/**
 * Where a phrase stops: a keyword never runs across these ("Excel, Word" holds no "Excel Word").
 * Line ends are not among them: a compiled PDF wraps a bullet's phrase onto the next line. Nor
 * are "." and "/", which sit inside names ("Node.js", "U.S. GAAP", "CI/CD").
 */
export const PHRASE_BREAK = /[,;:!?()[\]{}"“”|•·\t]+|\s[-–—]+\s/

/** Phrases of more words than this are found by a scan of the text instead of its n-gram table. */
export const MAX_NGRAM = 4

/**
 * Words run together ("Power BI" = "PowerBI") count only from this many letters: "a CA" is no
 * "ACA", and "adds" no "AD DS" (at four, an IT resume's "adds" read as Active Directory).
 */
export const MIN_RUN_TOGETHER = 5

/** A piece of a keyword between phrase breaks, as the index looks it up. */
export interface PhraseForms {
  /** Stemmed words, spaced. */
  spaced: string
  /**
   * The words run together, null when too few letters: as written ("nodejs" meets "Node.js"), and
   * stemmed, word by word or as one word ("Data Base" meets "databases"). A written form is never
   * looked up among stems: "aws" is the stem of "AWSE".
   */
  runTogether: { written: string; stemmed: string[] } | null
  words: number
}

/** One spelling of a keyword: a name matched as written, or phrases that must all appear. */
export type SpellingForms = { kind: 'written'; written: string; anyCase: boolean } | { kind: 'phrases'; phrases: PhraseForms[] }

export interface KeywordForms {
  spellings: Array<{ spelling: string; forms: SpellingForms }>
}

/**
 * A name of one or two letters or digits ("R", "Go", "C#", "IT", "RN") is too easily a word or a
 * piece of one, and an acronym of three to five capitals ("SAP", "ACT", "GAAP") may spell a word
 * ("sap", "act"): both are matched as written (see KeywordIndex). An alias kept in lower case
 * ("go" for Golang) is matched written with a capital: all in lower case, it is the verb.
 */
const isShortName = (spelling: string) => wordTokens(spelling).length === 1 && spelling.replace(/[^\p{L}\p{N}]/gu, '').length <= 2
export const CAPITALS_NAME = /^[A-Z][A-Z0-9]{2,4}$/

function phraseForms(piece: string): PhraseForms | null {
  const raw = wordTokens(piece)
  if (raw.length === 0) return null
  const stems = raw.map(stem)
  const written = raw.join('')
  const runTogether = raw.length > 1 && written.length < MIN_RUN_TOGETHER ? null : { written, stemmed: [...new Set([stems.join(''), stem(written)])] }
  return { spaced: stems.join(' '), runTogether, words: raw.length }
}

/**
 * A keyword less what brackets add to it: a gloss or a qualifier ("Amazon Web Services (AWS)",
 * "Requests for information (construction)"), which a text naming the thing need not repeat.
 */
function withoutQualifier(keyword: string): string {
  const bare = keyword.replace(/\s*\([^()]*\)/g, ' ').trim()
  return bare === '' ? keyword : bare
}

function spellingForms(spelling: string): SpellingForms | null {
  const trimmed = spelling.trim()
  if (isShortName(trimmed)) return { kind: 'written', written: trimmed, anyCase: trimmed === trimmed.toLowerCase() }
  if (CAPITALS_NAME.test(trimmed)) return { kind: 'written', written: trimmed, anyCase: false }
  const phrases = withoutQualifier(trimmed)
    .split(PHRASE_BREAK)
    .map(phraseForms)
    .filter((f): f is PhraseForms => f !== null)
  return phrases.length > 0 ? { kind: 'phrases', phrases } : null
}

const cache = new Map<string, KeywordForms>()
// Job terms and focus words are a few hundred per generation; past this, start over.
const MAX_CACHED = 5000

/** The keyword's spellings (itself, then its aliases) and how each is looked up. */
export function keywordForms(keyword: string): KeywordForms {
  let found = cache.get(keyword)
  if (found) return found
  const spellings: KeywordForms['spellings'] = []
  for (const spelling of spellingsOf(keyword)) {
    const forms = spellingForms(spelling)
    if (forms) spellings.push({ spelling, forms })
  }
  found = { spellings }
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(keyword, found)
  return found
}
