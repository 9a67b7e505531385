import type { Profile } from '../../shared/schemas/profile.ts'
import { type Db, nowIso } from '../db/database.ts'
import { findProfile, upsertProfile } from '../db/repositories/profiles.repository.ts'

const EMPTY_PROFILE: Profile = { fullName: '', title: '', location: '', experience: '', education: '', skills: '' }

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfile(db, userId)
  if (!row) return { ...EMPTY_PROFILE }
  return {
    fullName: row.full_name,
    title: row.title,
    location: row.location,
    experience: row.experience,
    education: row.education,
    skills: row.skills,
  }
}

/** Saves the fields given; fields left out keep their saved value. */
export async function saveProfile(db: Db, userId: string, changes: Partial<Profile>): Promise<Profile> {
  const profile = { ...(await getProfile(db, userId)), ...changes }
  await upsertProfile(db, {
    user_id: userId,
    full_name: profile.fullName,
    title: profile.title,
    location: profile.location,
    experience: profile.experience,
    education: profile.education,
    skills: profile.skills,
    updated_at: nowIso(),
  })
  return profile
}
