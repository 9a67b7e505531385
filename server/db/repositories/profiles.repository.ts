import type { Db } from '../database.ts'
import type { NewProfileRow, ProfileRow } from '../tables/profiles.ts'

export function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function upsertProfile(db: Db, row: NewProfileRow): Promise<void> {
  const { user_id: _userId, ...changes } = row
  await db
    .insertInto('profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute()
}

export type PreferenceColumns = Pick<NewProfileRow, 'desired_role' | 'preferred_location' | 'years_experience' | 'expected_salary'>

/** Saves the given preferences; a user with no profile yet gets an empty one around them. */
export async function upsertJobPreferences(db: Db, userId: string, preferences: PreferenceColumns, now: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      full_name: '',
      title: '',
      location: '',
      experience: '',
      education: '',
      skills: '',
      ...preferences,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...preferences, updated_at: now }))
    .execute()
}
