import { titleWords } from '../match/index.ts'
import { stem } from '../text/index.ts'
import { parseSalary } from './salary.ts'

/*
 * What a job seeker's preferences keep. Each filter lets a job through when the job does not
 * say (no salary stated, no years asked): a posting that is silent is not a mismatch.
 */

/**
 * Desired Role: the job's title shares a word with the role, as title matching reads words
 * ("Engineer" finds "DevOps Engineer"; "Senior" and other level words are left out), a word also
 * matching its longer forms ("Accounting" finds "Staff Accountant"). A role of level words only
 * keeps every job. Ranking, not this filter, decides which kept jobs fit the resume best.
 */
export function matchesRole(jobTitle: string, role: string): boolean {
  const wanted = titleWords(role)
  if (wanted.length === 0) return true
  const have = titleWords(jobTitle)
  return wanted.some((w) => have.some((h) => sameWord(w, h)))
}

// Shorter stems than this are too unspecific to match by prefix ("it", "hr").
const MIN_PREFIX = 4

function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  // Title words keep a field's name apart from its agent ("accounting", "accountant"); a wish for
  // the field finds the agent's title, so the two are also compared by their stems.
  return short.length >= MIN_PREFIX && (long.startsWith(short) || stem(short) === stem(long))
}

/**
 * Preferred Location: the job's location contains the text, ignoring case ("boston" finds
 * "Boston, MA"); "Remote" also finds jobs the posting calls remote in its type or work model.
 * A job that states no location is left out once a location is asked for.
 */
export function matchesLocation(job: { location: string | null; remote: boolean }, wanted: string): boolean {
  const text = wanted.trim().toLowerCase()
  if (text === '') return true
  if (/\bremote\b/.test(text) && job.remote) return true
  return job.location !== null && job.location.toLowerCase().includes(text)
}

/**
 * Years of Experience: jobs asking for more years than the user has are left out; a job that
 * asks for none is kept.
 */
export function withinYears(yearsAsked: number | null, yearsHeld: number | undefined): boolean {
  return yearsHeld === undefined || yearsAsked === null || yearsAsked <= yearsHeld
}

/**
 * Expected Salary: jobs whose top of range is below what the user expects are left out; a job
 * that states no salary is kept. `expected` is the low end of what the user typed.
 */
export function meetsSalary(jobSalary: string | null, expected: number | null): boolean {
  if (expected === null || jobSalary === null) return true
  const range = parseSalary(jobSalary)
  return range === null || range.max >= expected
}
