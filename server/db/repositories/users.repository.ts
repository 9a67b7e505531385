import type { Db } from '../database.ts'
import type { NewUser, User, UserUpdate } from '../tables/users.ts'

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}

/** Ends every session of the user: tokens carry the version they were signed with. */
export async function bumpTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Guests past their expiry, with everything they own (foreign keys cascade). */
export async function deleteExpiredGuests(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('users').where('is_guest', '=', 1).where('expires_at', '<', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
