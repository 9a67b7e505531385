import type { Generated, Insertable, Selectable } from 'kysely'

export interface ProfilesTable {
  user_id: string
  full_name: string
  title: string
  location: string
  experience: string
  education: string
  skills: string
  /** Job-search preferences, as typed; '' when unset (defaults, so a profile save leaves them be). */
  desired_role: Generated<string>
  preferred_location: Generated<string>
  years_experience: Generated<string>
  expected_salary: Generated<string>
  updated_at: string
}

export type ProfileRow = Selectable<ProfilesTable>
export type NewProfileRow = Insertable<ProfilesTable>
