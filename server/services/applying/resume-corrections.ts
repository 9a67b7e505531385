import type { EducationEntry, ExperienceEntry, ParsedResume, ParsedResumeCorrection, ParsedResumeResponse } from '../../../shared/schemas/resume.ts'
import { toYearMonth, type YearMonth } from '../../domain/ingest/index.ts'
import { AppError } from '../../lib/app-error.ts'

/*
 * A person's corrections of what T10 read, for a job seeker's resume and a pool candidate alike.
 * The schema has bounded the sizes; this tidies what was typed (spaces, blank lines, repeated
 * skills), refuses what T10 could not use with a sentence naming the role or school, and keeps
 * what a correction does not touch (where each section sits in the text).
 */

/** What T10 uses of a stored resume: the person's corrections when there are any, else its reading. */
export function currentParse(row: { parsed_json: string; corrected_json: string | null }): ParsedResume {
  return JSON.parse(row.corrected_json ?? row.parsed_json) as ParsedResume
}

export function parsedResponse(
  row: { id: string; filename: string; parsed_json: string; corrected_json: string | null; corrected_at: string | null },
  parsed: ParsedResume = currentParse(row),
): ParsedResumeResponse {
  return { success: true, resume_id: row.id, filename: row.filename, parsed, corrected_at: row.corrected_at }
}

/**
 * The corrected reading: the correction's fields, tidied and checked, over the current one.
 * `read` is T10's own reading: a date it wrote is kept as written even where the date reader
 * would not take it from a person, so saving a form nobody changed never fails.
 */
export function applyCorrection(current: ParsedResume, read: ParsedResume, correction: ParsedResumeCorrection): ParsedResume {
  const readDates = new Set(read.experience.flatMap((role) => [role.start, role.end]).filter((d): d is string => d !== null))
  const experience = correction.experience
    .map((role): ExperienceEntry => ({
      title: tidy(role.title),
      company: tidy(role.company),
      location: tidy(role.location),
      start: tidy(role.start),
      end: tidy(role.end),
      bullets: lines(role.bullets),
    }))
    // A role left wholly blank (added in a form, never filled) is no role.
    .filter((role) => role.title || role.company || role.location || role.start || role.end || role.bullets.length > 0)
  experience.forEach((role, i) => checkRole(role, i, readDates))

  const education = correction.education
    .map((school): EducationEntry => ({
      degree: tidy(school.degree),
      field: tidy(school.field),
      institution: tidy(school.institution),
      year: tidy(school.year),
    }))
    .filter((school) => school.degree || school.field || school.institution || school.year)
  education.forEach((school, i) => {
    if (!school.institution && !school.degree) {
      throw refused(`School ${i + 1} needs the school’s name or the degree`, `education.${i}.institution`)
    }
  })

  const email = tidy(correction.contact.email)
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw refused(`“${email}” is not an e-mail address`, 'contact.email')
  }
  return {
    ...current,
    contact: {
      name: tidy(correction.contact.name),
      email,
      phone: tidy(correction.contact.phone),
      location: tidy(correction.contact.location),
      links: unique(lines(correction.contact.links)),
    },
    experience,
    education,
    skills: unique(lines(correction.skills)),
    ...(correction.summary !== undefined ? { summary: tidyBlock(correction.summary) } : {}),
    ...(correction.projects !== undefined ? { projects: lines(correction.projects) } : {}),
    ...(correction.certifications !== undefined ? { certifications: unique(lines(correction.certifications)) } : {}),
    sections: current.sections,
  }
}

function checkRole(role: ExperienceEntry, i: number, readDates: ReadonlySet<string>): void {
  const name = `Role ${i + 1}`
  if (!role.title && !role.company) throw refused(`${name} needs a title or an employer`, `experience.${i}.title`)
  const start = role.start ? dateOf(role.start, `${name}’s start`, `experience.${i}.start`, readDates) : null
  const end = role.end ? dateOf(role.end, `${name}’s end`, `experience.${i}.end`, readDates) : null
  if (start === 'present') throw refused(`${name} cannot start at “${role.start}”: give the month and year it started`, `experience.${i}.start`)
  // A year alone spans the year: "2019" to "Mar 2019" is not backwards.
  if (start && end && end !== 'present' && monthOf(end, 12) < monthOf(start, 1)) {
    throw refused(`${name} ends (${role.end}) before it starts (${role.start})`, `experience.${i}.end`)
  }
}

/**
 * A role's date as the date reader takes it; null for one of T10's own that it does not read.
 * A date typed by the person is refused when the years a role counts for would come out wrong
 * from it: no date at all, a month that is none ("13/2020"), a range in one field, a time to come.
 */
function dateOf(text: string, what: string, field: string, readDates: ReadonlySet<string>): YearMonth | 'present' | null {
  const date = toYearMonth(text)
  if (readDates.has(text)) return date
  const readable = 'write it as “Jan 2020”, “03/2020”, “2020” or “Present”'
  if (date === null) throw refused(`${what} “${text}” is not a date T10 can read: ${readable}`, field)
  if (date === 'present') return date
  if (date.month !== null && (date.month < 1 || date.month > 12)) throw refused(`${what} “${text}” has no month ${date.month}: ${readable}`, field)
  if ((text.match(/(?:19|20)\d\d/g) ?? []).length > 1)
    throw refused(`${what} “${text}” holds two dates: give the start and the end each in its own field`, field)
  const now = new Date()
  if (monthOf(date, 1) > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    const hint = field.endsWith('.end') ? 'write “Present” for a role held now' : 'give the month and year it started'
    throw refused(`${what} “${text}” is after today: ${hint}`, field)
  }
  return date
}

const monthOf = (date: YearMonth, unknownMonth: number) => date.year * 12 + (date.month ?? unknownMonth)

const refused = (message: string, field: string) => new AppError(400, 'validation_error', message, { field })

/** One line of text: spaces tidied, null when nothing is left. */
function tidy(value: string | null): string | null {
  const text = value?.replace(/\s+/g, ' ').trim()
  return text ? text : null
}

/** A paragraph: its line breaks kept, its blank edges cut. */
function tidyBlock(value: string | null): string | null {
  const text = value
    ?.split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .trim()
  return text ? text : null
}

/** A list's items tidied, the blank ones left out. */
const lines = (items: readonly string[]) => items.map((item) => tidy(item)).filter((item): item is string => item !== null)

/** The first of each item written alike, whatever the case. */
function unique(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
