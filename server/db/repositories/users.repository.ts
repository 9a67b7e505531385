import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { Db } from '../database.ts'
import type { Database } from '../schema.ts'
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

/**
 * The one way users are deleted: each user `which` picks goes with everything it owns (every table
 * holding an account's data references users.id ON DELETE CASCADE; usage counts stay, unnamed).
 * Uploaded files no longer referenced are left to deleteUnreferencedFiles, run after this.
 */
async function deleteUsers(db: Db, which: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>): Promise<number> {
  const result = await db.deleteFrom('users').where(which).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Guests past their expiry, with everything they own. */
export function deleteExpiredGuests(db: Db, now: string): Promise<number> {
  return deleteUsers(db, (eb) => eb.and([eb('is_guest', '=', 1), eb('expires_at', '<', now)]))
}

/**
 * Accounts made by a sign-up that never confirmed the address (only asked with SMTP configured)
 * and were created before `createdBefore`, with everything they own. Accounts made before
 * confirmation existed, or while it was off, count as confirmed and are never picked.
 */
export function deleteUnconfirmedAccounts(db: Db, createdBefore: string): Promise<number> {
  return deleteUsers(db, (eb) => eb.and([eb('is_guest', '=', 0), eb('email_verified', '=', 0), eb('created_at', '<', createdBefore)]))
}
