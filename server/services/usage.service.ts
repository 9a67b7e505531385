import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { countUsage, insertUsage } from '../db/repositories/usage.repository.ts'
import { AppError } from '../lib/app-error.ts'
import type { Account } from '../plugins/auth.ts'

/** The landing page's free trial: 5 generations per visitor per 24 hours (spec sections 6 and 9). */
export const TRIAL_GENERATIONS = 5
export const TRIAL_WINDOW_MS = 24 * 60 * 60 * 1000
export const TRIAL_LIMIT_MESSAGE = 'Please log in to generate more documents'

/**
 * Counts one generation against a guest's trial, refusing it when the trial is used up. A guest
 * is counted both by its session and by its client address, so clearing cookies or browser
 * storage does not start a new trial. Signed-in accounts are not counted here.
 */
export async function chargeTrialGeneration(db: Db, account: Account, clientKey: string): Promise<void> {
  if (!account.isGuest) return
  await db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - TRIAL_WINDOW_MS).toISOString()
    const used = await countUsage(trx, { userId: account.id, clientKey }, 'trial_generation', since)
    if (used >= TRIAL_GENERATIONS) throw new AppError(429, 'trial_limit_reached', TRIAL_LIMIT_MESSAGE)
    await insertUsage(trx, {
      id: randomUUID(),
      user_id: account.id,
      client_key: clientKey,
      kind: 'trial_generation',
      created_at: new Date().toISOString(),
    })
  })
}
