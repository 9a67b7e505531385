import { anyOf, isPostingStopWord, readPhraseLists, stemmedTokens } from '../text/index.ts'
import { MAX_KEYWORDS } from './types.ts'
import type { JobLine } from './sections.ts'

/*
 * The terms an ATS looks for, in this order: required skills, nice-to-have skills,
 * certifications and licences (CPA, PMP, RN), other acronyms the posting uses (GAAP, EHR, K-12),
 * then the domain phrases it repeats ("financial statements", "lesson plans"). The "About us"
 * and benefits parts are left out: they describe the employer, not the job.
 */

const { certifications: CERTIFICATION_NAMES } = readPhraseLists(new URL('./data/certifications.json', import.meta.url), ['certifications'])
const CERTIFICATIONS: readonly RegExp[] = [new RegExp(String.raw`\b${anyOf(CERTIFICATION_NAMES)}(?![\w+])`, 'g')]

/** Capitals that are not the job's terms: places, legal boilerplate, pronouns in shouting. */
const ACRONYM_STOP = new Set(
  `US USA UK EU NYC LA SF DC CA NY TX FL WA MA IL NJ CO GA NC VA OR AZ PA OH MI MN
   EEO EOE AA ADA LLC INC LTD CO CORP HQ FAQ AND OR THE TO OF IN FOR WITH AT ON BY AS A I WE YOU OUR
   AM PM ET PT CT EST PST CST ID OK NA N/A TBD ASAP FYI ETC EG IE VS PTO USD K AI/ML DOE NOTE`.split(/\s+/),
)

const words = (text: string) => text.match(/[A-Za-z][A-Za-z0-9'’+#.-]*[A-Za-z0-9+#]|[A-Za-z]/g) ?? []

const keyOf = (term: string) => stemmedTokens(term).join(' ')

interface Candidate {
  display: string
  key: string
  count: number
  first: number
}

/** Repeated domain phrases (two words) and words, most frequent first. */
function repeatedTerms(lines: readonly JobLine[]): { bigrams: Candidate[]; unigrams: Candidate[] } {
  const bigrams = new Map<string, Candidate>()
  const unigrams = new Map<string, Candidate>()
  let position = 0
  const bump = (map: Map<string, Candidate>, display: string) => {
    const key = keyOf(display)
    if (!key) return
    const found = map.get(key)
    if (found) found.count++
    else map.set(key, { display, key, count: 1, first: position })
  }
  for (const line of lines) {
    if (line.section === 'context' || (line.heading && !line.text.includes(':'))) continue
    // Phrases do not run across punctuation.
    for (const chunk of line.text.split(/[,;:.!?()[\]{}"“”|/•]+|\s[-–—]\s/)) {
      const ws = words(chunk)
      for (let i = 0; i < ws.length; i++) {
        position++
        const w = ws[i]!
        const lw = w.toLowerCase().replace(/[’]/g, "'")
        const content = !isPostingStopWord(lw) && /^[a-z][a-z'-]*[a-z]$/i.test(w) && lw.length >= 4 && !/'/.test(lw)
        if (!content) continue
        bump(unigrams, displayForm(w))
        const next = ws[i + 1]
        if (next) {
          const ln = next.toLowerCase()
          if (!isPostingStopWord(ln) && /^[a-z][a-z-]*[a-z]$/i.test(next) && ln.length >= 3) bump(bigrams, `${displayForm(w)} ${displayForm(next)}`)
        }
      }
    }
  }
  const byCount = (a: Candidate, b: Candidate) => b.count - a.count || a.first - b.first
  return {
    bigrams: [...bigrams.values()].filter((c) => c.count >= 2).sort(byCount),
    unigrams: [...unigrams.values()].filter((c) => c.count >= 3).sort(byCount),
  }
}

/** Common words lower-cased; "QuickBooks", "GAAP", "iOS" kept as written. */
function displayForm(word: string): string {
  return /[A-Z]/.test(word.slice(1)) ? word : word.toLowerCase()
}

/** Certifications and licences the text names (CPA, RN, ServSafe, "driver's license"), in order. */
export function certifications(text: string): string[] {
  const found: Array<{ term: string; index: number }> = []
  for (const pattern of CERTIFICATIONS) {
    for (const m of text.matchAll(pattern)) found.push({ term: m[0].trim(), index: m.index })
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.term)
}

function acronyms(text: string, exclude: readonly string[]): string[] {
  const skip = new Set(exclude.flatMap((e) => e.split(/\s+/)))
  const out: string[] = []
  for (const m of text.matchAll(/(?<![\w-])([A-Z][A-Z0-9&+]{1,6}(?:-\d{1,2})?)s?(?![\w-])/g)) {
    const term = m[1]!
    if (!/[A-Z].*[A-Z]|^[A-Z]-?\d/.test(term) || /^[IVX]+$/.test(term) || ACRONYM_STOP.has(term) || skip.has(term)) continue
    out.push(term)
  }
  return out
}

export function jobKeywords(input: {
  lines: readonly JobLine[]
  requiredSkills: readonly string[]
  niceToHave: readonly string[]
  /** Words of the company's name and the headings are not terms of the job. */
  exclude: readonly string[]
}): string[] {
  const out: string[] = []
  const keys: string[][] = []
  const seen = new Set<string>()
  const add = (term: string, options: { subsumable: boolean }) => {
    if (out.length >= MAX_KEYWORDS) return
    const display = term.replace(/\s+/g, ' ').trim()
    const lower = display.toLowerCase()
    const key = keyOf(display)
    if (!display || seen.has(lower) || (key && seen.has(key))) return
    const tokens = key.split(' ')
    // "ledger" adds nothing once "general ledger" is there.
    if (options.subsumable && keys.some((k) => tokens.every((t) => k.includes(t)))) return
    seen.add(lower)
    if (key) seen.add(key)
    keys.push(tokens)
    out.push(display)
  }
  for (const s of input.requiredSkills) add(s, { subsumable: false })
  for (const s of input.niceToHave) add(s, { subsumable: false })

  const asked = input.lines
    .filter((l) => l.section !== 'context')
    .map((l) => l.text)
    .join('\n')
  for (const c of certifications(asked)) add(c, { subsumable: false })
  for (const a of acronyms(asked, input.exclude)) add(a, { subsumable: true })

  const excluded = new Set(input.exclude.map((e) => keyOf(e)).filter(Boolean))
  const excludedWords = new Set(input.exclude.flatMap((e) => keyOf(e).split(' ')).filter(Boolean))
  const { bigrams, unigrams } = repeatedTerms(input.lines)
  for (const b of bigrams) if (!excluded.has(b.key) && !b.key.split(' ').every((w) => excludedWords.has(w))) add(b.display, { subsumable: true })
  for (const u of unigrams) if (!excludedWords.has(u.key)) add(u.display, { subsumable: true })
  return out
}
