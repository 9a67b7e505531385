import { findDateRanges, isTitleWord, type DegreeLevel } from '../ingest/index.ts'
import { loadKnowledge } from '../knowledge/index.ts'
import { canonicalSkill, findSkills } from '../skills/index.ts'
import { foldText, spellingsOf, stem, wordTokens } from '../text/index.ts'

/*
 * A resume's whole text, read to check what an analysis is about to say is absent or present. The
 * score reads the skills the resume parser found and the resume's most frequent terms; a sentence
 * that says "missing" or "no mention" speaks of the whole resume, so it is checked against the whole
 * text first and not said when the text contradicts it:
 *
 * - a skill or credential is named when any form the knowledge base gives it (its name, its
 *   aliases) or any spelling of the text toolkit's alias groups appears: its words in a row, or for
 *   a form of two words or more their stems in a row ("month end closing" for Month-end close) or its
 *   letters run together ("Serv Safe" for ServSafe). A form the base marks as an everyday word
 *   ("~Word") counts only as a whole item of a list beside another skill; acronyms in capitals
 *   only as written. A phrase never runs across punctuation or a line end.
 * - a degree is in the field asked when a line that names a degree (or the line beside it) names the
 *   field, one of its aliases, or a field of study related to it at FIELD_STANDS_IN or more.
 */

/** A field of study related this closely stands in for the one asked (knowledge/education.yaml). */
export const FIELD_STANDS_IN = 0.8

// Phrases do not run across punctuation or line ends.
const RUNS = /[,;:!?()[\]{}"“”|•·\t\n\r/]+|\.(?:\s|$)|\s[-–—]\s/
const singular = (w: string) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w)
const wordsKey = (text: string) => wordTokens(text).map(singular).join(' ')
const stemsKey = (text: string) => wordTokens(text).map(stem).join(' ')
const compactKey = (text: string) => foldText(text).replace(/[^a-z0-9+#]/g, '')
const CAPITALS = /^[A-Z][A-Z0-9&+]{1,4}$/
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Runs {
  words: string
  stems: string
  /** Two to four words in a row with their letters run together ("serv safe" -> "servsafe"), within a run. */
  joined: Set<string>
}

// A name is written run together or apart across at most this many words ("Serv Safe", "Quick Books").
const JOINED_WORDS = 4

function runsOf(text: string): Runs {
  const runs = text.split(RUNS)
  const joined = new Set<string>()
  for (const run of runs) {
    const words = wordTokens(run).map(compactKey)
    for (let i = 0; i < words.length; i++) {
      let key = words[i]!
      for (let n = 2; n <= JOINED_WORDS && i + n <= words.length; n++) joined.add((key += words[i + n - 1]!))
    }
  }
  return {
    words: ` ${runs.map(wordsKey).join(' | ')} `,
    stems: ` ${runs.map(stemsKey).join(' | ')} `,
    joined,
  }
}

function hasForm(runs: Runs, raw: string, form: string): boolean {
  if (form.startsWith('~')) return false
  const written = form.trim()
  if (!written) return false
  if (CAPITALS.test(written)) return new RegExp(`(?<![A-Za-z0-9])${escape(written)}(?![A-Za-z0-9])`).test(raw)
  const words = wordsKey(written)
  if (words && runs.words.includes(` ${words} `)) return true
  const stems = stemsKey(written)
  if (words.includes(' ') && runs.stems.includes(` ${stems} `)) return true
  // Whole words run together or written apart, never a part of a word: "newhirefiling" has no "e-filing".
  const compact = compactKey(written)
  return compact.length >= 6 && runs.joined.has(compact)
}

/**
 * The words of the text that a form was found as ("month end closing", "Serv Safe", "CompTIA
 * Security +"), or null when they cannot be told: the analysis quotes only the resume's own words.
 */
function writtenAs(raw: string, form: string): string | null {
  const words = wordTokens(form)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
  if (words.length === 0) return null
  const prefixes = words.map((w) => escape(stem(w).replace(/[eiy]$/, '') || w))
  const byWords = new RegExp(`(?<![A-Za-z0-9])${prefixes.join("[\\w'+#]*[\\s./&+-]*")}[\\w']*(?:\\s?[+#]+)?`, 'i').exec(raw)
  if (byWords) return byWords[0].trim()
  // Written apart or run together: its letters in order, a space, dot or hyphen between any two.
  const letters = [...compactKey(form)].map(escape).join('[\\s.-]?')
  const byLetters = letters ? new RegExp(`(?<![A-Za-z0-9])${letters}(?![A-Za-z0-9])`, 'i').exec(raw) : null
  return byLetters ? byLetters[0].trim() : null
}

// ---------------------------------------------------------------------------------------------
// The knowledge base's forms, read once per process.

interface Lookup {
  /** Skill name -> its forms (name first), as written in the base. */
  skillForms: Map<string, string[]>
  /** Skill name -> the credentials related to it at FIELD_STANDS_IN or more (names). */
  relatedCredentials: Map<string, string[]>
  /** Field of study key (stemmed words of its name or an alias) -> positions. */
  fieldsByKey: Map<string, number[]>
  /** Degree names by level (lowest first), the high-school diploma and associate up. */
  degreeNames: Array<{ level: DegreeLevel; patterns: RegExp[] }>
  /** Any of the degree names, in one pattern per case rule: whether a line names a degree. */
  anyDegree: RegExp[]
}

let lookup: Lookup | undefined

function knowledge(): Lookup {
  if (lookup) return lookup
  const base = loadKnowledge()
  const skillForms = new Map<string, string[]>()
  const relatedCredentials = new Map<string, string[]>()
  for (const skill of base.skills) {
    skillForms.set(skill.name, skill.forms)
    if (skill.type !== 'credential') continue
    const related = skill.related.filter((r) => r.strength >= FIELD_STANDS_IN && base.skills[r.skill]!.type === 'credential')
    if (related.length > 0)
      relatedCredentials.set(
        skill.name,
        related.map((r) => base.skills[r.skill]!.name),
      )
  }
  const fieldsByKey = new Map<string, number[]>()
  base.education.fields.forEach((field, i) => {
    for (const name of [field.name, ...field.aliases]) {
      const key = stemsKey(name)
      fieldsByKey.set(key, [...(fieldsByKey.get(key) ?? []), i])
    }
  })
  const degreeNames = base.education.levels
    .filter((l) => l.level !== 'certificate')
    .map((l) => {
      // "High School" alone names a school, not a diploma.
      const names = l.names.filter((n) => !/^high school$/i.test(n))
      const worded = names.filter((n) => !/\./.test(n) && !CAPITALS.test(n) && !/^[A-Z][a-z]?[A-Z]/.test(n))
      const abbreviated = names.filter((n) => !worded.includes(n)).map((n) => n.replace(/\./g, ''))
      const parts = [
        ...worded.map((n) => new RegExp(`\\b${escape(n).replace(/'/g, "['’]?").replace(/\s+/g, '\\s+')}\\b`, 'i')),
        // In capitals, as written: "B.S.", "B. S.", "BS in", "MBA"; a bare two-letter "MA" or "AS" also
        // names a state or a word and "MS" a maker ("MS Word"), so it counts only before "in" or "of".
        ...abbreviated.map(
          (a) =>
            new RegExp(
              `(?<![A-Za-z0-9])(?:${a.split('').map(escape).join('\\.\\s?')}\\.?${
                a.length > 2 ? `|${escape(a)}` : `|(?<!,\\s?)${escape(a)}(?=\\s+(?:in|of)\\b)`
              })(?![A-Za-z0-9])`,
            ),
        ),
      ]
      return { level: l.level, patterns: parts }
    })
  const all = degreeNames.flatMap((d) => d.patterns)
  const anyDegree = [false, true].map(
    (ignoreCase) =>
      new RegExp(
        all
          .filter((p) => p.ignoreCase === ignoreCase)
          .map((p) => p.source)
          .join('|'),
        ignoreCase ? 'i' : '',
      ),
  )
  lookup = { skillForms, relatedCredentials, fieldsByKey, degreeNames, anyDegree }
  return lookup
}

// A degree in words: "Master Batch Records", "major cities" and "Associate Director" name none.
const WORDED_DEGREE =
  /\b(?:bachelor(?:'s|s)?|master(?:'s|s)?\s+(?:of|in|degree)|master's|associate(?:'s|s)?\s+(?:degree|of\s+(?:arts|science|applied))|doctorate|doctor of|degree|diploma|major(?:ed)?\s+in|major\s*:)/i
// A line this long is a sentence of a role, not the line of a degree.
const DEGREE_LINE_WORDS = 24
// A line that opens with a verb of work ("Taught MBA classes", "Assisted sales associates") tells of a role.
const ROLE_LINE = /^\W*(?:[A-Z][a-z]+ed|Taught|Led|Ran|Built|Wrote|Made|Held|Took|Oversaw|Won|Set|Drove|Grew|Sold)\b/
// A line about a degree not held: "Some College (No Degree)", "coursework in", "expected 2026".
const NOT_HELD =
  /\bno degree\b|\bsome college\b|\bnot completed\b|\bincomplete\b|\bcoursework\b|\bcourses? in\b|\bin progress\b|\bexpected\b|\bpursuing\b|\bcandidate\b/i

/** A line with the base's degree names cut out ("Bachelor of Arts", "Master of Science", "B.S."). */
function withoutDegreeNames(line: string): string {
  let out = line
  for (const { patterns } of knowledge().degreeNames) for (const p of patterns) out = out.replace(new RegExp(p.source, `${p.flags}g`), ' ')
  return out
}

/** Whether the base knows a field of study by this name or alias, or each part of "Political Science and Law" as one. */
export function isFieldOfStudy(field: string): boolean {
  const { fieldsByKey } = knowledge()
  if (fieldsByKey.has(stemsKey(field))) return true
  const parts = field.split(/\s*(?:,|\/|&|\band\b)\s*/i).filter((p) => p.trim())
  return parts.length > 1 && parts.every((p) => fieldsByKey.has(stemsKey(p)))
}

/** The field asked ("Accounting or Finance") as the forms that satisfy it, with its related fields of study. */
function fieldForms(asked: string): string[] {
  const { fieldsByKey } = knowledge()
  const fields = loadKnowledge().education.fields
  const whole = fieldsByKey.get(stemsKey(asked))
  const parts = whole ? [asked] : asked.split(/\s*(?:,|\/|&|\bor\b|\band\b)\s*/i).filter((p) => p.trim())
  const forms = new Set<string>()
  for (const part of parts) {
    const found = fieldsByKey.get(stemsKey(part))
    if (!found) {
      forms.add(part.trim())
      continue
    }
    for (const i of found) {
      const field = fields[i]!
      for (const name of [field.name, ...field.aliases]) forms.add(name)
      for (const r of field.related) {
        if (r.strength < FIELD_STANDS_IN) continue
        const other = fields[r.field]!
        for (const name of [other.name, ...other.aliases]) forms.add(name)
      }
    }
  }
  return [...forms]
}

// ---------------------------------------------------------------------------------------------

export interface CredentialFound {
  /** The resume's own words for it. */
  written: string
  /** A credential the knowledge base relates to the one asked (ServSafe for ServSafe Manager), when the resume names that one instead. */
  related: string | null
}

// The items of a list line: "Microsoft Word, Excel, PowerPoint, and Outlook." -> word, excel, powerpoint, outlook.
const ITEM_BREAK = /\s*(?:[,;|•·\t]|\s\/\s|\s(?:and|or|&)\s)\s*/i
const itemKey = (item: string) => wordsKey(item.replace(/^(?:and|or)\s+/i, ''))

export class ResumeText {
  private readonly runs: Runs
  private readonly lines: string[]
  private lists: Array<{ keys: string[]; items: string[] }> | undefined
  private folded: string | undefined

  constructor(private readonly raw: string) {
    this.runs = runsOf(raw)
    this.lines = raw.split(/\r?\n/)
  }

  /**
   * A form the base marks as an everyday word ("~Word", "~Outlook") counts as it does for the skill
   * finder: as a whole item of a list whose other items name a skill ("Word, Excel, and Outlook").
   */
  private listItem(form: string): string | null {
    this.lists ??= this.lines
      .map((line) =>
        line
          .split(ITEM_BREAK)
          .map((i) => i.trim().replace(/[.:]+$/, ''))
          .filter(Boolean),
      )
      .filter((items) => items.length >= 2)
      .map((items) => ({ items, keys: items.map(itemKey) }))
    const key = wordsKey(form.slice(1))
    for (const list of this.lists) {
      const at = list.keys.indexOf(key)
      if (at < 0) continue
      const neighbours = [list.items[at - 1], list.items[at + 1]].filter((i): i is string => i !== undefined)
      if (neighbours.some((i) => canonicalSkill(i) !== null)) return list.items[at]!.replace(/^(?:and|or)\s+/i, '')
    }
    return null
  }

  private formsOf(name: string): string[] {
    const skill = canonicalSkill(name) ?? name
    return [...new Set([name, ...spellingsOf(name), ...(knowledge().skillForms.get(skill) ?? [])])]
  }

  private findAny(forms: readonly string[]): string | null {
    const found = forms.filter((f) => hasForm(this.runs, this.raw, f))
    for (const f of found) {
      const written = writtenAs(this.raw, f)
      if (written) return written
    }
    // Found, though not in words that can be quoted: the name, which the text has in some form.
    if (found.length > 0) return found[0]!
    for (const f of forms) {
      const item = f.startsWith('~') ? this.listItem(f) : null
      if (item) return item
    }
    return null
  }

  /** The resume's words for a skill (a canonical name or any form of it), or null when no form of it appears. */
  skill(name: string): string | null {
    return this.findAny(this.formsOf(name))
  }

  /**
   * A certification or licence as the posting wrote it ("ServSafe Food Protection Manager
   * certification"): found when any form of it, or of a credential it names, appears; else when the
   * resume names a credential the base relates to it at FIELD_STANDS_IN or more.
   */
  credential(text: string): CredentialFound | null {
    const named = [...new Set([canonicalSkill(text), ...findSkills(text)].filter((s): s is string => s !== null))]
    const own = this.findAny([text, ...named.flatMap((s) => this.formsOf(s))])
    if (own) return { written: own, related: null }
    for (const skill of named) {
      for (const other of knowledge().relatedCredentials.get(skill) ?? []) {
        const written = this.findAny(this.formsOf(other))
        if (written) return { written, related: other }
      }
    }
    return null
  }

  /**
   * The phrase's words in a row (either number), as the posting words it and not as the tail of a
   * compound: "month-end close" does not have "end close", "high-volume kitchens" not "volume kitchens".
   */
  hasPhrase(phrase: string): boolean {
    const words = wordTokens(phrase)
    if (words.length === 0) return false
    this.folded ??= foldText(this.raw)
    const body = words.map((w) => `${escape(singular(w))}(?:e?s)?`).join('[\\s-]+')
    return new RegExp(`(?<![a-z0-9-])${body}(?![a-z0-9-])`).test(this.folded)
  }

  /** A line naming a degree in the field asked (or a field that stands in for it), as written; null when none does. */
  degreeIn(fieldAsked: string): string | null {
    const forms = fieldForms(fieldAsked)
    const { anyDegree } = knowledge()
    for (let i = 0; i < this.lines.length; i++) {
      const line = this.lines[i]!
      if (NOT_HELD.test(line) || ROLE_LINE.test(line) || line.split(/\s+/).length > DEGREE_LINE_WORDS) continue
      if (!WORDED_DEGREE.test(line) && !anyDegree.some((p) => p.test(line))) continue
      // The degree's own name is not its field: "Bachelor of Arts : Psychology" is no degree in Fine Arts.
      const window = [this.lines[i - 1] ?? '', line, this.lines[i + 1] ?? ''].map((l) => withoutDegreeNames(l)).join('\n')
      const near = runsOf(window)
      if (forms.some((f) => hasForm(near, window, f))) return line.trim().replace(/\s+/g, ' ')
    }
    return null
  }

  /** The highest degree the text names by one of the base's degree names, and the words it is named with. */
  degree(): { level: DegreeLevel; written: string } | null {
    const names = knowledge().degreeNames
    for (let i = names.length - 1; i >= 0; i--) {
      for (const pattern of names[i]!.patterns) {
        const m = pattern.exec(this.raw)
        if (m) return { level: names[i]!.level, written: m[0].trim() }
      }
    }
    return null
  }

  /** The first date range the text shows ("2014 - 2018", "Jan 2019 – Present"), or null. */
  dates(): string | null {
    const range = findDateRanges(this.raw)[0]
    return range ? this.raw.slice(range.index, range.index + range.length).trim() : null
  }
}

// Words of the education asked: the degree sentence speaks for them.
const EDUCATION_WORDS = /\b(?:bachelor|master|associate|degree|diploma|school|college|university|ged|certificat\w*)\b/i

/**
 * A requirement phrase of the posting (features' `phrases`) worth citing to a person as something
 * the job asks: two words or more, not a role ("general manager", "personal trainers": people the
 * posting names, or the title), not a skill of the base (the skills sentence names those), not the
 * education asked ("bachelor degree", "fine arts"). The posting's company and city never reach the
 * phrases (the posting parser leaves them out of its asks).
 */
export function citablePhrase(phrase: string, job: { title: string; education?: { field: string | null }; uncitedPhrases?: string[] }): boolean {
  if (job.uncitedPhrases?.includes(phrase)) return false
  const words = phrase.split(/\s+/).filter(Boolean)
  if (words.length < 2 || words.some((w) => w.length < 3)) return false
  const last = words[words.length - 1]!.toLowerCase()
  if (isTitleWord(last) || isTitleWord(singular(last))) return false
  const title = new Set(job.title.toLowerCase().split(/[^a-z0-9]+/))
  if (words.every((w) => title.has(w.toLowerCase()))) return false
  // The field of study asked ("Fashion Design, Apparel Technology"): the education sentence speaks for it.
  const field = ` ${stemsKey(job.education?.field ?? '')} `
  if (field.includes(` ${stemsKey(phrase)} `)) return false
  if (EDUCATION_WORDS.test(phrase) || knowledge().fieldsByKey.has(stemsKey(phrase))) return false
  return canonicalSkill(phrase) === null
}
