/*
 * The facts a job seeker filters on, read from a posting's text: where, what pay, what kind of
 * contract, how much experience. Recruiters write them as labelled lines ("Location: Boston, MA");
 * nothing is guessed beyond those labels except the contract type, which postings also name in
 * their prose ("a full-time role"). Unknown is null.
 */

export interface PostingFacts {
  location: string | null
  salary: string | null
  type: string | null
  experience: string | null
  /** The posting says the work is remote (in its location, type or work model). */
  remote: boolean
}

const LABELS = {
  location: /^(?:location|job location|work location|based in)$/,
  salary: /^(?:salary|salary range|pay|pay range|compensation|base salary)$/,
  type: /^(?:type|employment type|job type|contract type|employment)$/,
  experience: /^(?:experience|experience level|years of experience|level|seniority)$/,
  workModel: /^(?:work model|workplace|workplace type|work arrangement)$/,
} as const

const LABELLED_LINE = /^[ \t]*[-*•]?[ \t]*([A-Za-z][A-Za-z ]{1,30}?)[ \t]*:[ \t]*(\S.*?)[ \t]*$/

const EMPLOYMENT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfull[- ]?time\b/i, 'Full-time'],
  [/\bpart[- ]?time\b/i, 'Part-time'],
  [/\bcontract(?:or)?\b/i, 'Contract'],
  [/\binternship\b/i, 'Internship'],
  [/\btemporary\b/i, 'Temporary'],
  [/\bfreelance\b/i, 'Freelance'],
]

// Labels sit in the posting's header; the first lines are enough and keep long texts cheap.
const HEADER_LINES = 40

export function postingFacts(description: string): PostingFacts {
  const found: Partial<Record<keyof typeof LABELS, string>> = {}
  for (const line of description.split(/\r?\n/, HEADER_LINES)) {
    const m = LABELLED_LINE.exec(line)
    if (!m) continue
    const label = m[1]!.trim().toLowerCase()
    for (const [key, pattern] of Object.entries(LABELS) as Array<[keyof typeof LABELS, RegExp]>) {
      if (!found[key] && pattern.test(label)) found[key] = m[2]!.slice(0, 120)
    }
  }
  const type = found.type ?? EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(description))?.[1] ?? null
  const remote = [found.location, found.type, found.workModel].some((v) => v !== undefined && /\bremote\b/i.test(v))
  return {
    location: found.location ?? null,
    salary: found.salary ?? null,
    type,
    experience: found.experience ?? null,
    remote,
  }
}
