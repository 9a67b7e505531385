import type { Db } from '../database.ts'
import type { EmailVerification, NewEmailVerification } from '../tables/email-verifications.ts'

export async function insertEmailVerification(db: Db, verification: NewEmailVerification): Promise<void> {
  await db.insertInto('email_verifications').values(verification).execute()
}

export function findEmailVerificationByHash(db: Db, tokenHash: string): Promise<EmailVerification | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks the link used; false when it was already used (two clicks racing). */
export async function consumeEmailVerification(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deleteExpiredEmailVerifications(db: Db, now: string): Promise<void> {
  await db.deleteFrom('email_verifications').where('expires_at', '<', now).execute()
}
