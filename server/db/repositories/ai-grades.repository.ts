import { sql } from 'kysely'
import type { Db } from '../database.ts'
import type { AiGradesTable } from '../tables/ai-grades.ts'

export function findAiGrades(db: Db, ownerId: string, keys: readonly string[]): Promise<AiGradesTable[]> {
  if (keys.length === 0) return Promise.resolve([])
  return db
    .selectFrom('ai_grades')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('cache_key', 'in', [...keys])
    .execute()
}

/** Keeps a grade; a grade for the same key kept meanwhile (another server, the same match twice) stays. */
export async function saveAiGrade(db: Db, row: AiGradesTable): Promise<void> {
  await db
    .insertInto('ai_grades')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'cache_key']).doNothing())
    .execute()
}

export async function tokensUsedIn(db: Db, ownerId: string, month: string): Promise<number> {
  const row = await db.selectFrom('ai_token_usage').select('tokens').where('owner_id', '=', ownerId).where('month', '=', month).executeTakeFirst()
  return Number(row?.tokens ?? 0)
}

/** Adds to the month's meter in one statement, so servers grading at once never lose a count. */
export async function addTokensUsed(db: Db, ownerId: string, month: string, tokens: number): Promise<void> {
  if (tokens <= 0) return
  await db
    .insertInto('ai_token_usage')
    .values({ owner_id: ownerId, month, tokens })
    .onConflict((oc) => oc.columns(['owner_id', 'month']).doUpdateSet({ tokens: sql`ai_token_usage.tokens + excluded.tokens` }))
    .execute()
}
