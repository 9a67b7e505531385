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
