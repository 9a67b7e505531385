import { randomUUID } from 'node:crypto'
import { PLAN_LIMITS, PLAN_NAMES, UPGRADE_PLAN } from '../../shared/plans.ts'
import type { AccountUsage } from '../../shared/schemas/account.ts'
import type { Plan } from '../../shared/schemas/auth.ts'
import type { Db } from '../db/database.ts'
import {
  countUsage,
  deletePendingUsage,
  deleteUsage,
  insertUsage,
  pendingUsageHolders,
  settleUsage,
} from '../db/repositories/usage.repository.ts'
import type { UsageKind } from '../db/tables/usage-events.ts'
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

/** What one generation request produces, as plans count it. */
export interface GenerationUses {
  resume: number
  cover_letter: number
}

const USAGE_KIND: Readonly<Record<keyof GenerationUses, UsageKind>> = {
  resume: 'resume_generation',
  cover_letter: 'cover_letter_generation',
}

const NOUNS: Readonly<Record<keyof GenerationUses, { one: string; many: string; unlimited: string }>> = {
  resume: { one: 'resume generation', many: 'resume generations', unlimited: 'resumes' },
  cover_letter: { one: 'cover letter', many: 'cover letters', unlimited: 'cover letters' },
}

/** Plan allowances run by calendar month in UTC: [first moment of this month, of the next). */
export function planPeriod(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  }
}

export function planLimitMessage(plan: Plan, kind: keyof GenerationUses): string {
  const limit = PLAN_LIMITS[plan][kind] ?? 0
  const noun = NOUNS[kind]
  return `Your ${PLAN_NAMES[plan]} plan includes ${limit} ${limit === 1 ? noun.one : noun.many} per month. Upgrade to ${PLAN_NAMES[UPGRADE_PLAN]} for unlimited ${noun.unlimited}.`
}

/**
 * A counted generation, pending while its work runs: settled once the work is delivered (or the
 * client walked away from it), handed back when the work fails, so a failure costs the user
 * nothing. A charge left pending by a server that died is handed back when the next one starts
 * (releaseAbandonedCharges).
 */
export interface PlanCharge {
  settle(): Promise<void>
  refund(): Promise<void>
}

const NOTHING_CHARGED: PlanCharge = { settle: async () => {}, refund: async () => {} }

/**
 * Counts a signed-in account's generation against its plan's monthly allowance, before the work
 * starts, refusing it (403, nothing counted) when any document it would produce is over the
 * limit. Guests are counted by the trial instead; unlimited plans are not counted against
 * anything but their usage is still recorded, for the account's usage page.
 */
export async function chargePlanGeneration(db: Db, account: Account, uses: GenerationUses): Promise<PlanCharge> {
  if (account.isGuest) return NOTHING_CHARGED
  const now = new Date()
  const ids = await db.transaction().execute(async (trx) => {
    // Writing the account's row first takes the write lock (SQLite) or the row lock (PostgreSQL)
    // before counting, so two requests at once cannot both take the last generation of the month.
    await trx.updateTable('users').set({ plan: (eb) => eb.ref('plan') }).where('id', '=', account.id).execute()
    const plan = (await trx.selectFrom('users').select('plan').where('id', '=', account.id).executeTakeFirstOrThrow()).plan
    const since = planPeriod(now).start.toISOString()
    const kinds = (Object.keys(USAGE_KIND) as Array<keyof GenerationUses>).filter((kind) => uses[kind] > 0)
    for (const kind of kinds) {
      const limit = PLAN_LIMITS[plan][kind]
      if (limit === null) continue
      const used = await countUsage(trx, { userId: account.id, clientKey: null }, USAGE_KIND[kind], since)
      if (used + uses[kind] > limit) throw new AppError(403, 'plan_limit_reached', planLimitMessage(plan, kind))
    }
    const inserted: string[] = []
    for (const kind of kinds) {
      for (let i = 0; i < uses[kind]; i++) {
        const id = randomUUID()
        await insertUsage(trx, {
          id,
          user_id: account.id,
          client_key: null,
          kind: USAGE_KIND[kind],
          created_at: now.toISOString(),
          pending_pid: process.pid,
        })
        inserted.push(id)
      }
    }
    return inserted
  })
  return { settle: () => settleUsage(db, ids), refund: () => deleteUsage(db, ids) }
}

/** Longer than any generation runs: a charge pending this long was left behind whatever holds it. */
export const ABANDONED_CHARGE_MS = 24 * 60 * 60 * 1000

/**
 * Hands back the plan charges of generations that never finished because their server died
 * (killed, crashed, the machine lost power): pending charges held by a process that is no longer
 * running. Runs as the server starts, before it takes requests, so charges held by this very
 * process id are a dead predecessor's (a restarted container gets the same pid). Another live
 * process over the same data (a CLI run beside the server) keeps its own, unless they are older
 * than any generation runs, when the pid has been reused. Resolves how many uses were returned.
 */
export async function releaseAbandonedCharges(db: Db, now = new Date()): Promise<number> {
  let released = 0
  for (const { pid, since } of await pendingUsageHolders(db)) {
    const abandoned = pid === process.pid || !processIsRunning(pid) || now.getTime() - Date.parse(since) > ABANDONED_CHARGE_MS
    if (abandoned) released += await deletePendingUsage(db, pid)
  }
  return released
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The account's plan and this month's counts, for the web to show. */
export async function planUsage(db: Db, account: Account, now = new Date()): Promise<AccountUsage> {
  const { start, end } = planPeriod(now)
  const plan = account.plan
  const count = (kind: keyof GenerationUses) =>
    countUsage(db, { userId: account.id, clientKey: null }, USAGE_KIND[kind], start.toISOString())
  return {
    plan,
    plan_name: PLAN_NAMES[plan],
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    resume_generations: { used: await count('resume'), limit: PLAN_LIMITS[plan].resume },
    cover_letter_generations: { used: await count('cover_letter'), limit: PLAN_LIMITS[plan].cover_letter },
  }
}
