import type { ParsedJob } from '../jd/index.ts'
import { canonicalSkill, loadSkillTaxonomy } from '../skills/index.ts'
import { isStopWord, stem, wordTokens } from '../text/index.ts'
import type { Analysed, JobTerm, Scored } from './relevance.ts'

/*
 * What makes a bullet evidence the posting asks for, so that selection keeps it over a weaker one
 * and the letter leads with it:
 *
 * - a requirement: it names a skill the posting requires or would like, or it shares two content
 *   words in a row with a line of the posting's duties or requirements ("Managed workers'
 *   compensation program" and "Manage the workers' compensation program"; "Conducted new employee
 *   orientation" and "Conduct new employee orientation");
 * - a number that measures something (not a year): "50% increase in survey scores";
 * - a credential the posting asks for (CPA, ServSafe, a CDL).
 */

export interface Strength {
  requirement: boolean
  number: boolean
  credential: boolean
}

export const isStrong = (s: Strength) => s.requirement || s.number || s.credential

/** Two content words in a row, stemmed: "workers compensation" -> "worker compens". */
export function contentPairs(text: string): string[] {
  const words = wordTokens(text.toLowerCase()).filter((w) => /\p{L}/u.test(w))
  const out: string[] = []
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!]
    if (isStopWord(a) || isStopWord(b) || a.length < 3 || b.length < 3) continue
    out.push(`${stem(a)} ${stem(b)}`)
  }
  return out
}

const askCache = new WeakMap<ParsedJob, ReadonlySet<string>>()

/** The content-word pairs of the posting's duties and requirements (not its "About us" or benefits). */
export function askPairs(job: ParsedJob): ReadonlySet<string> {
  let pairs = askCache.get(job)
  if (!pairs) {
    pairs = new Set(job.asks.flatMap((a) => contentPairs(a.text)))
    askCache.set(job, pairs)
  }
  return pairs
}

/** The posting's credentials: its credential lines, and its terms the knowledge base types as credentials. */
export function askedCredentials(job: ParsedJob, terms: readonly JobTerm[]): string[] {
  const taxonomy = loadSkillTaxonomy()
  const out = [...job.credentials.required, ...job.credentials.nice]
  for (const t of terms) {
    const skill = t.skill ?? canonicalSkill(t.term)
    if (skill && taxonomy.typeOf(skill) === 'credential' && t.kind !== 'keyword') out.push(t.term)
  }
  return [...new Set(out)]
}

export function bulletStrength(
  analysed: Analysed,
  scored: Scored,
  terms: readonly JobTerm[],
  asks: ReadonlySet<string>,
  credentials: readonly string[],
): Strength {
  const asked = new Set(terms.filter((t) => t.kind === 'required' || t.kind === 'nice').map((t) => t.term))
  const requirement = scored.matched.some((m) => asked.has(m)) || contentPairs(analysed.text).some((p) => asks.has(p))
  return {
    requirement,
    number: analysed.hasMetric,
    credential: credentials.some((c) => analysed.mentions(c, canonicalSkill(c))),
  }
}
