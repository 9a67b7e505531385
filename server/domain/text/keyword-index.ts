import { CAPITALS_NAME, keywordForms, MAX_NGRAM, MIN_RUN_TOGETHER, PHRASE_BREAK, type PhraseForms, type SpellingForms } from './keyword-forms.ts'
import { stem } from './stem.ts'
import { forEachWord } from './tokens.ts'

/*
 * The platform's one forgiving keyword match: does this text mention this skill or keyword, as a
 * recruiter reading it would say? The ATS score asks it of a compiled PDF, tailoring of each
 * bullet, and the ranking's analysis of a resume before it says a skill is missing.
 *
 * Forgiven: case and accents, plurals and other endings (one stemmer, the text toolkit's),
 * punctuation and spacing inside a name ("Node.js" = "node js" = "NodeJS", "CI/CD" = "CI / CD"),
 * words run together or apart ("Power BI" = "PowerBI", from MIN_RUN_TOGETHER letters), the
 * alias groups ("Postgres" for PostgreSQL, "k8s" for Kubernetes), a phrase wrapped onto the
 * next line. Not forgiven: a phrase across a comma or other PHRASE_BREAK ("Excel, Word" has no
 * "Excel Word"); a part of a word ("newhirefiling" has no "e-filing"); a short name ("R", "Go",
 * "IT") anywhere but as a whole word written so, never joined to another by "&", "-", "." or "'"
 * (R&D, go-live, C-suite, Node.js hold no R, Go, C or JS); an acronym in capitals ("SAP", "ACT")
 * anywhere but in capitals, or their plural ("CPAs").
 *
 * Built once per text: every lookup is a few map reads, and a keyword's own forms are kept
 * (keyword-forms.ts), as tailoring asks the same terms of every bullet.
 */

/** Where a keyword was found: which of its spellings, and at which character of the text. */
export interface KeywordHit {
  spelling: string
  /** Offset in the text of the first word found (its whole written word, "Node.js" from "Node"). */
  index: number
}

// A written word with what it carries along: letters, digits, accents, an inner apostrophe, C++'s
// and C#'s signs. It is read by the text toolkit's tokeniser, so each word token gets its offset.
const CHUNK = /[\p{L}\p{N}\p{M}'’ʼ`´]+[+#]*/gu
const PLAIN_WORD = /^[A-Za-z0-9]+[+#]*$/
const CAPITALS_LEAD = /^([A-Z][A-Z0-9]{2,4})[a-z]+$/
// Signs that join two short names into one thing ("R&D", "go-live", "Node.js").
const JOINER = /[-&.'’]/
const ALNUM = /[\p{L}\p{N}]/u

export class KeywordIndex {
  /** Stemmed word n-grams, spaced -> the offset of their first word. */
  readonly #spaced = new Map<string, number>()
  /** The same n-grams run together, stemmed and as written -> offset. */
  readonly #runTogetherStemmed = new Map<string, number>()
  readonly #runTogetherWritten = new Map<string, number>()
  /** Short names and acronyms in capitals as written -> offset; and, folded, short names written with a capital. */
  readonly #written = new Map<string, number>()
  readonly #capitalised = new Map<string, number>()
  /** The stemmed words, spaced, phrases apart (" | "): for phrases longer than MAX_NGRAM. */
  readonly #joined: string
  readonly #offsets: number[] = []
  readonly text: string

  constructor(text: string) {
    this.text = text
    const phrases: Array<{ raw: string[]; stems: string[]; at: number[] }> = []
    let phrase = { raw: [] as string[], stems: [] as string[], at: [] as number[] }
    let lastEnd = 0
    for (const m of text.matchAll(CHUNK)) {
      const at = m.index
      if (phrase.raw.length > 0 && PHRASE_BREAK.test(text.slice(lastEnd, at))) {
        phrases.push(phrase)
        phrase = { raw: [], stems: [], at: [] }
      }
      lastEnd = at + m[0].length
      const add = (word: string) => {
        phrase.raw.push(word)
        phrase.stems.push(stem(word))
        phrase.at.push(at)
      }
      // Most words are plain ASCII, which the tokeniser would only lower-case: spare it the fold.
      if (PLAIN_WORD.test(m[0])) add(m[0].toLowerCase())
      else forEachWord(m[0], add)
      this.#noteWrittenName(m[0], at)
    }
    if (phrase.raw.length > 0) phrases.push(phrase)

    for (const p of phrases) this.#addNgrams(p.raw, p.stems, p.at)
    this.#joined = ` ${phrases.map((p) => p.stems.join(' ')).join(' | ')} `
    for (const p of phrases) for (const at of p.at) this.#offsets.push(at)
  }

  #addNgrams(raw: string[], stems: string[], at: number[]): void {
    const put = (map: Map<string, number>, key: string, offset: number) => {
      if (!map.has(key)) map.set(key, offset)
    }
    for (let i = 0; i < stems.length; i++) {
      let spaced = ''
      let stemmedRun = ''
      let writtenRun = ''
      for (let n = 0; n < MAX_NGRAM && i + n < stems.length; n++) {
        spaced = n === 0 ? stems[i]! : `${spaced} ${stems[i + n]}`
        stemmedRun += stems[i + n]
        writtenRun += raw[i + n]
        put(this.#spaced, spaced, at[i]!)
        if (n > 0 && writtenRun.length < MIN_RUN_TOGETHER) continue
        put(this.#runTogetherStemmed, stemmedRun, at[i]!)
        put(this.#runTogetherWritten, writtenRun, at[i]!)
      }
    }
  }

  #noteWrittenName(written: string, start: number): void {
    // A possessive names the thing ("Qatar Airways IT's applications"); another apostrophe makes a word of it ("O'R").
    const chunk = written.replace(/['’ʼ`´]s$/, '')
    if (/['’ʼ`´]/.test(chunk)) return
    // An acronym in capitals, its plural ("CPAs", "APIs") or a name made from it ("RESTful", "SQLite").
    const capitals = CAPITALS_LEAD.exec(chunk)?.[1] ?? chunk
    if (CAPITALS_NAME.test(capitals)) {
      if (!this.#written.has(capitals)) this.#written.set(capitals, start)
      return
    }
    if (chunk.replace(/[^\p{L}\p{N}]/gu, '').length > 2) return
    const joinedBefore = start >= 2 && JOINER.test(this.text[start - 1]!) && ALNUM.test(this.text[start - 2]!)
    const after = start + chunk.length
    const joinedAfter = chunk === written && JOINER.test(this.text[after] ?? '') && ALNUM.test(this.text[after + 1] ?? '')
    if (joinedBefore || joinedAfter) return
    if (!this.#written.has(chunk)) this.#written.set(chunk, start)
    const folded = chunk.toLowerCase()
    if (chunk !== folded && !this.#capitalised.has(folded)) this.#capitalised.set(folded, start)
  }

  #findPhrase(p: PhraseForms): number | undefined {
    if (p.words > MAX_NGRAM) {
      const at = this.#joined.indexOf(` ${p.spaced} `)
      if (at < 0) return undefined
      const wordsBefore = this.#joined
        .slice(0, at)
        .split(' ')
        .filter((w) => w !== '' && w !== '|').length
      return this.#offsets[wordsBefore]
    }
    const spaced = this.#spaced.get(p.spaced)
    if (spaced !== undefined) return spaced
    if (!p.runTogether) return undefined
    const written = this.#runTogetherWritten.get(p.runTogether.written)
    if (written !== undefined) return written
    for (const form of p.runTogether.stemmed) {
      const found = this.#runTogetherStemmed.get(form)
      if (found !== undefined) return found
    }
    return undefined
  }

  #findSpelling(forms: SpellingForms): number | undefined {
    if (forms.kind === 'written') {
      return forms.anyCase ? this.#capitalised.get(forms.written) : this.#written.get(forms.written)
    }
    let first: number | undefined
    for (const p of forms.phrases) {
      const at = this.#findPhrase(p)
      if (at === undefined) return undefined
      first ??= at
    }
    return first
  }

  /** The first of the keyword's spellings (itself, then its aliases) the text mentions, or null. */
  find(keyword: string): KeywordHit | null {
    for (const { spelling, forms } of keywordForms(keyword).spellings) {
      const index = this.#findSpelling(forms)
      if (index !== undefined) return { spelling, index }
    }
    return null
  }

  /** Whether the text mentions the keyword in any of its spellings. */
  has(keyword: string): boolean {
    return this.find(keyword) !== null
  }
}

/** The key two spellings of one keyword share ("Node.js", "node js"), for de-duplicating a job's lists. */
export const keywordKey = (keyword: string): string => {
  let key = ''
  forEachWord(keyword, (word) => (key += stem(word)))
  return key
}
