import { correctionOf } from '@shared/resume-reading.ts'
import type { ParsedResume, ParsedResumeCorrection } from '@shared/schemas/resume.ts'
import { ApiError } from '@/lib/api-client.ts'

/*
 * The parsed-resume form's state: every field as the text typed in it, each role and school keyed
 * so that adding and removing one keeps the others' fields (and the server's error) in place.
 */

export interface RoleDraft {
  key: number
  title: string
  company: string
  location: string
  start: string
  end: string
  bullets: string
}

export interface SchoolDraft {
  key: number
  institution: string
  degree: string
  field: string
  year: string
}

export interface Draft {
  name: string
  email: string
  phone: string
  location: string
  links: string
  roles: RoleDraft[]
  schools: SchoolDraft[]
  skills: string
}

export const ROLE_FIELDS = { title: 'title', company: 'company', location: 'location', start: 'start', end: 'end', bullets: 'bullets' } as const
export const SCHOOL_FIELDS = { institution: 'institution', degree: 'degree', field: 'field', year: 'year' } as const
export const CONTACT_FIELDS = { name: 'name', email: 'email', phone: 'phone', location: 'location', links: 'links' } as const

let nextKey = 0
export const blankRole = (): RoleDraft => ({ key: ++nextKey, title: '', company: '', location: '', start: '', end: '', bullets: '' })
export const blankSchool = (): SchoolDraft => ({ key: ++nextKey, institution: '', degree: '', field: '', year: '' })

export function draftOf(parsed: ParsedResume): Draft {
  const c = parsed.contact
  return {
    name: c.name ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    location: c.location ?? '',
    links: c.links.join('\n'),
    roles: parsed.experience.map((r) => ({
      key: ++nextKey,
      title: r.title ?? '',
      company: r.company ?? '',
      location: r.location ?? '',
      start: r.start ?? '',
      end: r.end ?? '',
      bullets: r.bullets.join('\n'),
    })),
    schools: parsed.education.map((s) => ({
      key: ++nextKey,
      institution: s.institution ?? '',
      degree: s.degree ?? '',
      field: s.field ?? '',
      year: s.year ?? '',
    })),
    skills: parsed.skills.join(', '),
  }
}

const text = (value: string) => (value.trim() === '' ? null : value)
const lines = (value: string) => value.split('\n').filter((line) => line.trim() !== '')
const isBlank = (entry: object) => Object.entries(entry).every(([key, value]) => key === 'key' || (typeof value === 'string' && value.trim() === ''))

/**
 * The body to save, and for each role and school sent, the draft entry it came from: the server
 * numbers what it was sent (entries left wholly blank are not sent), and its `field` is mapped back.
 */
export function correctionFrom(parsed: ParsedResume, draft: Draft) {
  const roles = draft.roles.filter((r) => !isBlank(r))
  const schools = draft.schools.filter((s) => !isBlank(s))
  const correction: ParsedResumeCorrection = {
    ...correctionOf(parsed),
    contact: {
      name: text(draft.name),
      email: text(draft.email),
      phone: text(draft.phone),
      location: text(draft.location),
      links: lines(draft.links),
    },
    experience: roles.map((r) => ({
      title: text(r.title),
      company: text(r.company),
      location: text(r.location),
      start: text(r.start),
      end: text(r.end),
      bullets: lines(r.bullets),
    })),
    education: schools.map((s) => ({ institution: text(s.institution), degree: text(s.degree), field: text(s.field), year: text(s.year) })),
    // A comma inside brackets belongs to its skill: "Microsoft Office (Word, Excel)" is one.
    skills: draft.skills
      .split(/,(?![^()]*\))|\n/)
      .map((s) => s.trim())
      .filter(Boolean),
  }
  return { correction, roleKeys: roles.map((r) => r.key), schoolKeys: schools.map((s) => s.key) }
}

/** The form's name of a role's or a school's field: `role-<key>.title`. */
export const roleField = (key: number, name: keyof typeof ROLE_FIELDS) => `role-${key}.${name}`
export const schoolField = (key: number, name: keyof typeof SCHOOL_FIELDS) => `school-${key}.${name}`

/**
 * The form's field an API error names ("experience.1.start" -> the start of the second role
 * sent), or null when it names none of them.
 */
export function fieldOf(failure: unknown, roleKeys: number[], schoolKeys: number[]): string | null {
  const path = failure instanceof ApiError ? failure.field : undefined
  const [part, index, name] = path?.split('.') ?? []
  if (part === 'contact' && index && index in CONTACT_FIELDS) return `contact.${index}`
  if (part === 'skills') return 'skills'
  const key = part === 'experience' ? roleKeys[Number(index)] : part === 'education' ? schoolKeys[Number(index)] : undefined
  if (key === undefined) return null
  if (part === 'experience') return roleField(key, name && name in ROLE_FIELDS ? (name as keyof typeof ROLE_FIELDS) : 'title')
  return schoolField(key, name && name in SCHOOL_FIELDS ? (name as keyof typeof SCHOOL_FIELDS) : 'institution')
}
