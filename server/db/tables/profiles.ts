import type { Insertable, Selectable } from 'kysely'

export interface ProfilesTable {
  user_id: string
  full_name: string
  title: string
  location: string
  experience: string
  education: string
  skills: string
  updated_at: string
}

export type ProfileRow = Selectable<ProfilesTable>
export type NewProfileRow = Insertable<ProfilesTable>
