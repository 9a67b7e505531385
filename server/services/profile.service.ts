import type { User } from '../../shared/schemas/auth.ts'
import type { JobPreferences, Profile } from '../../shared/schemas/profile.ts'
import { type Db, nowIso } from '../db/database.ts'
import { findProfile, upsertJobPreferences, upsertProfile } from '../db/repositories/profiles.repository.ts'
import { parseSalary } from '../domain/job-search/salary.ts'
import { badRequest } from '../lib/app-error.ts'
import type { Account } from '../domain/account.ts'
import { toApiUser } from './accounts.service.ts'
import { BAD_SALARY } from './job-search/job-search.service.ts'

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

const NO_PREFERENCES: JobPreferences = { role: '', location: '', experience: '', salary: '' }

export async function getJobPreferences(db: Db, userId: string): Promise<JobPreferences> {
  const row = await findProfile(db, userId)
  if (!row) return { ...NO_PREFERENCES }
  return { role: row.desired_role, location: row.preferred_location, experience: row.years_experience, salary: row.expected_salary }
}

/**
 * Saves the preferences given; those left out keep their saved value. Years and salary are held to
 * what job search accepts, so that saved preferences always make a search it can run.
 */
export async function saveJobPreferences(db: Db, userId: string, changes: Partial<JobPreferences>): Promise<JobPreferences> {
  const preferences = { ...(await getJobPreferences(db, userId)), ...trimmed(changes) }
  if (preferences.experience !== '' && !isYears(preferences.experience)) {
    throw badRequest('Years of experience must be a number from 0 to 60')
  }
  if (preferences.salary !== '' && parseSalary(preferences.salary) === null) throw badRequest(BAD_SALARY)
  await upsertJobPreferences(
    db,
    userId,
    {
      desired_role: preferences.role,
      preferred_location: preferences.location,
      years_experience: preferences.experience,
      expected_salary: preferences.salary,
    },
    nowIso(),
  )
  return preferences
}

/** Everything the app knows of the signed-in user: the account, the profile and the job preferences. */
export async function getUserData(db: Db, account: Account): Promise<{ user: User; profile: Profile; preferences: JobPreferences }> {
  const [profile, preferences] = await Promise.all([getProfile(db, account.id), getJobPreferences(db, account.id)])
  return { user: toApiUser({ ...account, created_at: account.createdAt }), profile, preferences }
}

function trimmed(changes: Partial<JobPreferences>): Partial<JobPreferences> {
  return Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, value?.trim() ?? ''])) as Partial<JobPreferences>
}

function isYears(text: string): boolean {
  const years = Number(text)
  return /^\d+(\.\d+)?$/.test(text) && years >= 0 && years <= 60
}
