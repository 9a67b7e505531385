import type { ListColumn, RoleListColumn, RoleNameColumn, RoleScalarColumn, ScalarColumn, DictionaryWords } from '../columns.ts'
import { titleWords } from '../occupations.ts'
import { monthIndex } from '../months.ts'
import type { Seniority } from '../types.ts'

/*
 * Index columns that several parts read: the resume's skills, titles, likely occupations and roles,
 * and its years. A column only one part reads is declared in that part's file.
 */

export const SKILLS: ListColumn = { kind: 'list', name: 'skills', dictionary: 'skills', read: (f) => f.skills }

/** Each title's words (occupations.ts titleWords), which title matching compares. */
export const TITLE_WORDS: DictionaryWords = { dictionary: 'titles', words: 'titleWords', of: titleWords }

/** The headline, then role titles, most recent first. */
export const TITLES: ListColumn = { kind: 'list', name: 'titles', dictionary: 'titles', read: (f) => f.titles, words: TITLE_WORDS }

export const OCCUPATIONS: ListColumn = {
  kind: 'list',
  name: 'occupations',
  dictionary: 'occupations',
  read: (f) => f.occupations.map((o) => o.code),
  weights: (f) => f.occupations.map((o) => o.weight),
}

/** Months since year 0 of a role's start; -1 undated. */
export const ROLE_FROM: RoleScalarColumn = {
  kind: 'roleScalar',
  name: 'roleFrom',
  type: 'Int32Array',
  read: (role) => (role.start ? monthIndex(role.start) : -1),
}
export const ROLE_MONTHS: RoleScalarColumn = { kind: 'roleScalar', name: 'roleMonths', type: 'Float32Array', read: (role) => role.months }
export const ROLE_TITLE: RoleNameColumn = {
  kind: 'roleName',
  name: 'roleTitle',
  dictionary: 'titles',
  read: (role) => role.title,
  words: TITLE_WORDS,
}
export const ROLE_OCCUPATIONS: RoleListColumn = {
  kind: 'roleList',
  name: 'roleOccupations',
  dictionary: 'occupations',
  read: (role) => role.occupations,
}
/** The resume's skills a role names (by the resume-level skill list's positions). */
export const ROLE_SKILLS: RoleListColumn = {
  kind: 'roleList',
  name: 'roleSkills',
  dictionary: 'skills',
  read: (role, f) => role.skills.filter((i) => i < f.skills.length).map((i) => f.skills[i]!),
}

export const TOTAL_YEARS: ScalarColumn = { kind: 'scalar', name: 'totalYears', type: 'Float32Array', read: (f) => f.totalYears }
/** Years the resume states ("10+ years of experience"); -1 when it states none. */
export const STATED_YEARS: ScalarColumn = { kind: 'scalar', name: 'statedYears', type: 'Float32Array', read: (f) => f.statedYears ?? -1 }
export const DATED_ROLES: ScalarColumn = { kind: 'scalar', name: 'datedRoles', type: 'Uint16Array', read: (f) => Math.min(65535, f.datedRoles) }

export const SENIORITY_LEVELS: readonly Seniority[] = ['junior', 'mid', 'senior', 'lead']
/** The resume's level as its place in SENIORITY_LEVELS. */
export const SENIORITY: ScalarColumn = {
  kind: 'scalar',
  name: 'seniority',
  type: 'Uint8Array',
  read: (f) => Math.max(0, SENIORITY_LEVELS.indexOf(f.seniority)),
}

/** The source had text a reader cannot see (flagged on every match). */
export const HIDDEN_TEXT: ScalarColumn = { kind: 'scalar', name: 'hiddenText', type: 'Uint8Array', read: (f) => (f.hiddenText ? 1 : 0) }
