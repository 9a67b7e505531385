import type { AskKind, ParsedJob } from '../jd/index.ts'
import { isPostingStopWord, isTermWord, stem, wordTokens } from '../text/index.ts'
import type { JobFeatures } from './types.ts'

/*
 * The requirement phrases of a posting: every run of content words in its duties and asks, cut
 * at punctuation, at "and"/"or" and at the words postings use for everything ("experience",
 * "strong", "ability"). "Working knowledge of OSHA safety regulations" gives "osha safety
 * regulations"; "Tekla Structures or SDS/2" gives "tekla structures" and "sds". Nothing is looked
 * up in a list of known skills: a phrase the taxonomy has never seen counts like one it has.
 */

/** How much a phrase of each part of the posting says about the fit. */
export const ASK_WEIGHTS: Readonly<Record<AskKind, number>> = Object.freeze({ required: 1, general: 1, responsibilities: 0.6, nice: 0.4 })
// Runs longer than this are cut into pieces of this length: a resume words a long clause its own way.
const MAX_PHRASE_WORDS = 3
// A posting's phrases beyond this many (in order) add noise, not signal.
const MAX_PHRASES = 80

const BREAK = /[,;:.!?()[\]{}"“”|/•]+|\s[-–—]\s|\s(?:and|or|&|\+)\s/

export function requirementPhrases(asks: ParsedJob['asks']): JobFeatures['phrases'] {
  const byKey = new Map<string, JobFeatures['phrases'][number]>()
  const add = (words: string[], weight: number) => {
    const terms = [...new Set(words.map(stem))]
    const key = terms.slice().sort().join(' ')
    const found = byKey.get(key)
    if (found) found.weight = Math.max(found.weight, weight)
    else if (byKey.size < MAX_PHRASES) byKey.set(key, { text: words.join(' '), terms, weight })
  }
  for (const ask of asks) {
    const weight: number = ASK_WEIGHTS[ask.kind]
    for (const chunk of ask.text.split(BREAK)) {
      let run: string[] = []
      const flush = () => {
        for (let i = 0; i < run.length; i += MAX_PHRASE_WORDS) add(run.slice(i, i + MAX_PHRASE_WORDS), weight)
        run = []
      }
      for (const word of wordTokens(chunk)) {
        if (isTermWord(word) && !isPostingStopWord(word)) run.push(word)
        else flush()
      }
      flush()
    }
  }
  return [...byKey.values()]
}

/**
 * The requirement phrases an analysis should not cite as something the job asks:
 * - written as a name: each time the posting writes them within a sentence (a line with words in
 *   lower case around them), every word is capitalised ("Bluebonnet Elementary is hiring …"): a
 *   school, a site or a product line is not something a resume can have or lack;
 * - only ever the tail of a compound: "end close" of "month-end close", "volume kitchens" of
 *   "high-volume kitchens" reads as a fragment.
 * The score still reads them as it reads any phrase.
 */
export function uncitablePhrases(phrases: JobFeatures['phrases'], text: string): string[] {
  const out: string[] = []
  for (const { text: phrase } of phrases) {
    // One word is never cited as a phrase (citablePhrase).
    if (!phrase.includes(' ')) continue
    const words = phrase.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    let inSentence = 0
    let named = true
    let seen = 0
    let tails = 0
    for (const m of text.matchAll(new RegExp(`(?<![A-Za-z0-9])${words.join('[\\s-]+')}(?![A-Za-z0-9])`, 'gi'))) {
      seen++
      if (/[A-Za-z0-9]-$/.test(text.slice(Math.max(0, m.index - 2), m.index))) tails++
      const start = text.lastIndexOf('\n', m.index) + 1
      const end = text.indexOf('\n', m.index)
      const rest = `${text.slice(start, m.index)} ${text.slice(m.index + m[0].length, end < 0 ? undefined : end)}`
      if (rest.split(/\s+/).filter((w) => /^[a-z]{4,}/.test(w)).length < 3) continue
      inSentence++
      if (!m[0].split(/[\s-]+/).every((w) => /^[A-Z][a-z]/.test(w))) named = false
    }
    if ((inSentence > 0 && named) || (seen > 0 && tails === seen)) out.push(phrase)
  }
  return out
}
