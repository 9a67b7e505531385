import type { Db } from '../database.ts'

export async function lastSeenOf(db: Db, tokenId: string): Promise<string | null> {
  const row = await db.selectFrom('session_activity').select('last_seen_at').where('token_id', '=', tokenId).executeTakeFirst()
  return row?.last_seen_at ?? null
}

/** Records a use of the session; never moves the time back (two servers writing at once). */
export async function touchSession(db: Db, tokenId: string, now: string): Promise<void> {
  await db
    .insertInto('session_activity')
    .values({ token_id: tokenId, last_seen_at: now })
    .onConflict((oc) => oc.column('token_id').doUpdateSet({ last_seen_at: now }).where('session_activity.last_seen_at', '<', now))
    .execute()
}

/** Activity of sessions unused since `before`: refused as idle or expired anyway. */
export async function deleteSessionActivityBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('session_activity').where('last_seen_at', '<', before).execute()
}
