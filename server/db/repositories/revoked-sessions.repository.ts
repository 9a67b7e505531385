import type { Db } from '../database.ts'

export async function revokeSession(db: Db, tokenId: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revoked_sessions')
    .values({ token_id: tokenId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .execute()
}

export async function isSessionRevoked(db: Db, tokenId: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_sessions').select('token_id').where('token_id', '=', tokenId).executeTakeFirst()
  return row !== undefined
}

/** Revocations of tokens that have expired anyway. */
export async function deleteExpiredRevocations(db: Db, now: string): Promise<void> {
  await db.deleteFrom('revoked_sessions').where('expires_at', '<=', now).execute()
}
