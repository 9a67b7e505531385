import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'
import { readPhraseLists } from '../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['countNouns', 'gerundTakers', 'nounVerbs'])

/*
 * A part-of-speech check of what the writer makes of a bullet: "I" + the bullet's verbs + its
 * object must read as a sentence, else the bullet stays in the candidate's own words. wink-nlp's
 * English model tags each word (loaded on first use: about 70 ms, then well under a millisecond a
 * sentence). Three things make a bullet read wrongly after "I", all seen in real letters:
 *
 * - the bullet's first word is not a verb ("Inventory handling, management and rotation" ->
 *   "I inventory handling ..."): the tagger reads the word after "I" as a noun, or the word after
 *   the verb as a second verb ("inventory handling");
 * - a singular count noun without an article ("Implement staff training program" -> "I
 *   implemented staff training program"): resume shorthand that reads as broken English in a letter;
 * - a cut-off end ("... regarding food presentation and"): a sentence does not end on "and".
 */

let nlp: WinkMethods | null = null
function tagger(): WinkMethods {
  nlp ??= winkNLP(model, ['pos'])
  return nlp
}

export interface Tagged {
  text: string
  /** Universal part of speech: VERB, NOUN, PROPN, ADJ, DET, ADP, CCONJ, PUNCT, ... */
  pos: string
}

export function tag(text: string): Tagged[] {
  const doc = tagger().readDoc(text)
  const its = tagger().its
  const words = doc.tokens().out(its.value) as string[]
  const pos = doc.tokens().out(its.pos) as string[]
  return words.map((w, i) => ({ text: w, pos: pos[i] ?? 'X' }))
}

const COUNT_NOUNS = new Set(WORD_LISTS.countNouns.map((w) => w.toLowerCase()))
/** Verbs a gerund may follow: "began teaching" is a sentence, "inventory handling" after "I" is not. */
const GERUND_TAKERS = new Set(WORD_LISTS.gerundTakers.map((w) => w.toLowerCase()))
/** Verbs that are as often nouns: "I budget preparation" is the noun phrase "Budget preparation". */
const NOUN_VERBS = new Set(WORD_LISTS.nounVerbs.map((w) => w.toLowerCase()))
const NOMINAL = /(?:tion|sion|ment|ance|ence|sis|ure|ing|ship|ness|ity)$/i
const OPENS_OBJECT = new Set(['DET', 'NUM', 'PRON', 'SYM'])
const ENDS_PHRASE = new Set(['ADP', 'CCONJ', 'SCONJ', 'PUNCT', 'VERB', 'AUX', 'PART'])

/**
 * Whether "I ..." reads as a sentence: a verb after "I", no second verb glued to the first, no
 * singular count noun left without an article right after the verbs, and no dangling end.
 */
export function readsAsFirstPerson(sentence: string): boolean {
  const tokens = tag(sentence.replace(/[.!?]+$/, '').trim())
  if (tokens.length < 3 || tokens[0]!.text !== 'I') return false
  let i = 1
  while (tokens[i]?.pos === 'ADV') i++
  if (!['VERB', 'AUX'].includes(tokens[i]?.pos ?? '')) return false
  // The leading verb list: "led and trained", "bill, sort and verify"; one form throughout ("hired,
  // and facilitating orientations" mixes two).
  let lastVerb = tokens[i]!.text.toLowerCase()
  const firstIsGerund = /ing$/.test(lastVerb)
  i++
  while (i < tokens.length) {
    const t = tokens[i]!
    if (t.pos === 'CCONJ' || t.text === ',') {
      const j = t.text === ',' && tokens[i + 1]?.pos === 'CCONJ' ? i + 2 : i + 1
      const verb = tokens[j]
      if (verb && (verb.pos === 'VERB' || verb.pos === 'AUX')) {
        if (verb.pos === 'VERB' && /ing$/i.test(verb.text) !== firstIsGerund) return false
        lastVerb = verb.text.toLowerCase()
        i = j + 1
        continue
      }
    }
    if (t.pos === 'AUX' || (t.pos === 'VERB' && /(?:ed|en)$/i.test(t.text) && /^(?:am|is|are|was|were|be|been|have|has|had)$/i.test(lastVerb))) {
      lastVerb = t.text.toLowerCase()
      i++
      continue
    }
    break
  }
  const after = tokens[i]
  if (!after) return false
  // "I budget preparation and monitoring": a noun-like verb before a bare action noun is a noun phrase.
  if (NOUN_VERBS.has(lastVerb) && after.pos !== 'DET' && NOMINAL.test(after.text) && !/s$/i.test(after.text)) return false
  // "I inventory handling": a gerund straight after a verb that is as often a noun ("ran
  // manufacturing, supply chain and quality" is a sentence; "began teaching" too).
  if (after.pos === 'VERB' && /ing$/i.test(after.text) && NOUN_VERBS.has(lastVerb) && !GERUND_TAKERS.has(lastVerb)) return false
  // The object's first noun phrase: "staff training program" needs "the" or "a".
  if (!OPENS_OBJECT.has(after.pos) && !/^(?:my|our|their|his|her|its)$/i.test(after.text)) {
    let head: Tagged | null = null
    for (let j = i; j < tokens.length; j++) {
      const t = tokens[j]!
      // "workers' compensation program" still wants its article: a possessive inside the phrase is part of it.
      if (/^['’]s?$/.test(t.text)) continue
      if (ENDS_PHRASE.has(t.pos)) break
      if (t.pos === 'NOUN' || t.pos === 'PROPN') head = t
    }
    if (head && head.pos === 'NOUN' && COUNT_NOUNS.has(head.text.toLowerCase())) return false
  }
  // "... clients where audited the statements": a clause that lost its subject.
  // (The tagger reads some past forms there as adjectives: "where audited the statements".)
  if (
    tokens.some(
      (t, k) =>
        k > i &&
        /^where$/i.test(t.text) &&
        (tokens[k + 1]?.pos === 'VERB' || (tokens[k + 1]?.pos === 'ADJ' && /ed$/i.test(tokens[k + 1]!.text) && tokens[k + 2]?.pos === 'DET')),
    )
  )
    return false
  // "I sold merchandise and providing customer services": a second verb in another form.
  if (
    !firstIsGerund &&
    tokens.some(
      (t, k) =>
        k > i &&
        t.pos === 'CCONJ' &&
        tokens[k + 1]?.pos === 'VERB' &&
        /ing$/i.test(tokens[k + 1]!.text) &&
        ['NOUN', 'DET', 'ADJ'].includes(tokens[k + 2]?.pos ?? ''),
    )
  )
    return false
  const last = tokens[tokens.length - 1]!
  if (['CCONJ', 'ADP', 'DET', 'SCONJ'].includes(last.pos) && !/^(?:up|out|on|off|in|over|down|through)$/i.test(last.text)) return false
  return true
}

/**
 * Sentences of "I" whose verb is missing: "I" followed by a word the tagger reads as neither a
 * verb nor an adverb ("I inventory handling" is caught above; "I the budget" here). For checking
 * whole letters, sentence by sentence.
 */
export function firstPersonProblems(text: string): string[] {
  const tokens = tag(text)
  const out: string[] = []
  tokens.forEach((t, i) => {
    if (t.text !== 'I' || t.pos !== 'PRON') return
    // "Staff Accountant I", "Algebra I and Geometry": a numeral after a capitalised word, not the pronoun.
    if (i > 0 && /^\p{Lu}/u.test(tokens[i - 1]!.text) && tokens[i - 1]!.pos !== 'PUNCT') return
    let j = i + 1
    while (tokens[j]?.pos === 'ADV') j++
    const next = tokens[j]
    if (!next || (next.pos !== 'VERB' && next.pos !== 'AUX')) {
      out.push(
        tokens
          .slice(i, j + 3)
          .map((x) => x.text)
          .join(' '),
      )
      return
    }
    const after = tokens[j + 1]
    if (next.pos === 'VERB' && after?.pos === 'VERB' && /ing$/i.test(after.text) && NOUN_VERBS.has(next.text.toLowerCase())) {
      out.push(`${t.text} ${next.text} ${after.text}`)
    }
  })
  return out
}
