import type { Db } from '../database.ts'
import type { NewPasswordReset, PasswordReset } from '../tables/password-resets.ts'

export async function insertPasswordReset(db: Db, reset: NewPasswordReset): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute()
}

export function findPasswordResetByHash(db: Db, tokenHash: string): Promise<PasswordReset | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks the reset used; false when it was already used (two clicks racing on one link). */
export async function consumePasswordReset(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Marks every still-unused reset of the user used (once one of them has set a new password). */
export async function consumeOtherPasswordResets(db: Db, userId: string, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
}

export async function deleteExpiredPasswordResets(db: Db, now: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', now).execute()
}
