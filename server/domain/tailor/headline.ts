import { titleWords } from './plan.ts'
import { collapse, looseKey, wordCount } from './text.ts'

/*
 * The tailored resume's headline: the candidate's own line under their name when it names the
 * latest role ("Registered Nurse, BSN, CCRN" over "Registered Nurse, Medical ICU"; "Retail Store
 * Manager" over "Store Manager"), else the latest title. It is the candidate's words either way,
 * never the job's, and it keeps what the candidate put there (a degree, a credential, a field) on
 * the page: an ATS that looks for "BSN" or "retail store management" finds it where they wrote it.
 */

/** Contact details, a link or a sentence: not a headline. */
const NOT_A_TITLE = /@|https?:|www\.|\.(?:com|org|net|io|dev|edu)\b|\d{3}|[.!?]$|^(?:summary|profile|experience|education|skills|about)\b/i
const MAX_WORDS = 10

export function ownHeadline(resumeText: string | undefined, name: string | null, latestTitle: string | null): string | null {
  if (!resumeText || !name || !latestTitle) return null
  const plain = (line: string) => collapse(line.replace(/^#+\s*|\*\*|__/g, ' '))
  const lines = resumeText
    .split('\n')
    .slice(0, 12)
    .map(plain)
    .filter((l) => l.length > 0)
  const at = lines.findIndex((l) => looseKey(l) === looseKey(name))
  const line = at >= 0 ? lines[at + 1] : undefined
  if (!line || wordCount(line) > MAX_WORDS || NOT_A_TITLE.test(line)) return null
  // It must name the latest role: a word of its title ("Computer Science Student" does not name "Software Engineering Intern").
  const latest = new Set(titleWords(latestTitle))
  if (!titleWords(line).some((w) => latest.has(w))) return null
  // Upper case as a heading ("LINUX SYSTEMS ADMINISTRATOR") is not how a title is written.
  return line === line.toUpperCase() ? null : line
}
