import { correctionOf } from '../../shared/resume-reading.ts'
import type { ParsedResume, ParsedResumeCorrection } from '../../shared/schemas/resume.ts'

/*
 * `t10 resume edit`: the corrections a file and the field flags make to a resume's current
 * reading, as the whole body the API saves. The server checks what it stores and says what is
 * wrong; this only puts the person's words where they belong.
 */

/** The field flags, as commander collects them: "N=TEXT" for a role's or a school's field. */
export interface FieldEdits {
  name?: string
  email?: string
  phone?: string
  location?: string
  links?: string
  skills?: string
  addSkill?: string[]
  removeSkill?: string[]
  title?: string[]
  employer?: string[]
  roleLocation?: string[]
  start?: string[]
  end?: string[]
  removeRole?: string[]
  school?: string[]
  degree?: string[]
  field?: string[]
  dates?: string[]
  removeSchool?: string[]
}

const ROLE_FLAGS = { title: 'title', employer: 'company', roleLocation: 'location', start: 'start', end: 'end' } as const
const SCHOOL_FLAGS = { school: 'institution', degree: 'degree', field: 'field', dates: 'year' } as const

/** Whether any field flag was given. */
export function hasFieldEdits(edits: FieldEdits): boolean {
  return Object.values(edits).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0))
}

/**
 * The corrected reading: `current`, then what the file gives (a whole part replaces that part;
 * contact fields one by one; `t10 resume show --json` output is taken as it is), then the flags.
 */
export function correctedReading(current: ParsedResume, file: unknown, edits: FieldEdits): ParsedResumeCorrection {
  const body = correctionOf(current)
  if (file !== undefined) mergeFile(body, file)
  applyFlags(body, edits)
  return body
}

function mergeFile(body: ParsedResumeCorrection, file: unknown): void {
  if (!isObject(file)) throw new Error('The corrections file must hold a JSON object (as `t10 resume show ID --json` prints)')
  // `show --json` prints the reading under `parsed`, with where it sits in the text (`sections`),
  // which is not a person's to change.
  const given = isObject(file.parsed) ? file.parsed : file
  for (const [key, value] of Object.entries(given)) {
    if (key === 'sections') continue
    if (key === 'contact' && isObject(value)) body.contact = { ...body.contact, ...value } as ParsedResumeCorrection['contact']
    else (body as unknown as Record<string, unknown>)[key] = value // the server says what does not belong
  }
}

function applyFlags(body: ParsedResumeCorrection, edits: FieldEdits): void {
  for (const key of ['name', 'email', 'phone', 'location'] as const) {
    if (edits[key] !== undefined) body.contact[key] = blankToNull(edits[key])
  }
  if (edits.links !== undefined) body.contact.links = list(edits.links)

  if (edits.skills !== undefined) body.skills = list(edits.skills)
  for (const skill of edits.addSkill ?? []) {
    if (!body.skills.some((s) => s.toLowerCase() === skill.trim().toLowerCase())) body.skills.push(skill.trim())
  }
  for (const skill of edits.removeSkill ?? []) {
    const before = body.skills.length
    body.skills = body.skills.filter((s) => s.toLowerCase() !== skill.trim().toLowerCase())
    if (body.skills.length === before) throw new Error(`There is no skill "${skill}" to remove`)
  }

  for (const [flag, key] of Object.entries(ROLE_FLAGS) as Array<[keyof typeof ROLE_FLAGS, (typeof ROLE_FLAGS)[keyof typeof ROLE_FLAGS]]>) {
    for (const edit of edits[flag] ?? []) {
      const { n, value } = numbered(edit, `--${kebab(flag)}`)
      entryAt(body.experience, n, 'role', () => ({ title: null, company: null, location: null, start: null, end: null, bullets: [] }))[key] =
        blankToNull(value)
    }
  }
  for (const [flag, key] of Object.entries(SCHOOL_FLAGS) as Array<[keyof typeof SCHOOL_FLAGS, (typeof SCHOOL_FLAGS)[keyof typeof SCHOOL_FLAGS]]>) {
    for (const edit of edits[flag] ?? []) {
      const { n, value } = numbered(edit, `--${flag}`)
      entryAt(body.education, n, 'school', () => ({ degree: null, field: null, institution: null, year: null }))[key] = blankToNull(value)
    }
  }
  // Removed last, highest number first, so each number means what `show` printed.
  body.experience = without(body.experience, edits.removeRole ?? [], 'role')
  body.education = without(body.education, edits.removeSchool ?? [], 'school')
}

/** "2=Staff Engineer" -> 2 and "Staff Engineer". */
function numbered(edit: string, flag: string): { n: number; value: string } {
  const match = /^\s*(\d+)\s*=(.*)$/s.exec(edit)
  if (!match) throw new Error(`${flag} takes NUMBER=VALUE, as numbered by \`t10 resume show\` (e.g. ${flag} 1="...")`)
  return { n: Number(match[1]), value: match[2]! }
}

/** Entry n (from 1) of the list; n one past the end adds an entry. */
function entryAt<T>(entries: T[], n: number, what: string, blank: () => T): T {
  if (n === entries.length + 1) entries.push(blank())
  const entry = entries[n - 1]
  if (n < 1 || !entry)
    throw new Error(`There is no ${what} ${n}: the resume has ${count(entries.length, what)} (number ${entries.length + 1} adds one)`)
  return entry
}

function without<T>(entries: T[], numbers: readonly string[], what: string): T[] {
  const remove = new Set<number>()
  for (const text of numbers) {
    const n = Number(text)
    if (!Number.isInteger(n) || n < 1 || n > entries.length) {
      throw new Error(`There is no ${what} ${text} to remove: the resume has ${count(entries.length, what)}`)
    }
    remove.add(n)
  }
  return entries.filter((_, i) => !remove.has(i + 1))
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
