import { randomUUID } from 'node:crypto'
import { PLAN_LIMITS, PLAN_NAMES, TRIAL_GENERATIONS, TRIAL_WINDOW_MS, UPGRADE_PLAN } from '../../shared/plans.ts'
import type { AccountUsage } from '../../shared/schemas/account.ts'
import type { Plan } from '../../shared/schemas/auth.ts'
import type { SkippedDocument } from '../../shared/schemas/generate.ts'
import type { Db } from '../db/database.ts'
import { lockKeys } from '../db/locks.ts'
import { countUsage, deletePendingUsage, deleteUsage, insertUsage, settleUsage, usageSpan } from '../db/repositories/usage.repository.ts'
import type { UsageKind } from '../db/tables/usage-events.ts'
import { AppError } from '../lib/app-error.ts'
import type { Account, TrialClient } from '../domain/account.ts'
import { INSTANCE_ID } from '../lib/instance-id.ts'

export { TRIAL_GENERATIONS, TRIAL_WINDOW_MS }
export const TRIAL_LIMIT_MESSAGE = 'Please log in to generate more documents'
/**
 * Trial generations from one network address in 24 hours, whatever the browsers: looser than the
 * per-browser trial, so an office or campus behind one address is not one visitor, yet clearing
 * cookies again and again does not give an endless trial.
 */
export const TRIAL_ADDRESS_GENERATIONS = 20

/**
 * Counts one generation against a guest's trial, refusing it when the trial is used up. A guest
 * is counted per browser (its session, or its device cookie when the session is new), and every
 * browser behind one address together up to TRIAL_ADDRESS_GENERATIONS, so clearing cookies does
 * not start trials without end. Signed-in accounts are not counted here.
 */
export async function chargeTrialGeneration(db: Db, account: Account, clientOf: () => TrialClient): Promise<void> {
  if (!account.isGuest) return
  // Asked only for guests: it gives a browser without one its device cookie.
  const client = clientOf()
  await db.transaction().execute(async (trx) => {
    // Requests of one browser (or one address) at once are counted one after the other, so they
    // cannot all take the last generation of the trial.
    await lockKeys(trx, [client.deviceKey, client.addressKey])
    const since = new Date(Date.now() - TRIAL_WINDOW_MS).toISOString()
    const byBrowser = await countUsage(trx, { userId: account.id, clientKey: client.deviceKey }, 'trial_generation', since)
    const byAddress = await countUsage(trx, { userId: null, clientKey: client.addressKey }, 'trial_address_generation', since)
    if (byBrowser >= TRIAL_GENERATIONS || byAddress >= TRIAL_ADDRESS_GENERATIONS) {
      throw new AppError(429, 'trial_limit_reached', TRIAL_LIMIT_MESSAGE)
    }
    const created_at = new Date().toISOString()
    await insertUsage(trx, { id: randomUUID(), user_id: account.id, client_key: client.deviceKey, kind: 'trial_generation', created_at })
    await insertUsage(trx, { id: randomUUID(), user_id: null, client_key: client.addressKey, kind: 'trial_address_generation', created_at })
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

const NOUNS: Readonly<Record<keyof GenerationUses, { title: string; one: string; many: string }>> = {
  resume: { title: 'Resume', one: 'resume', many: 'resumes' },
  cover_letter: { title: 'Cover letter', one: 'cover letter', many: 'cover letters' },
}

/** Plan allowances run by calendar month in UTC: [first moment of this month, of the next). */
export function planPeriod(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  }
}

const day = (at: Date) => at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })
const moment = (at: Date) => `${day(at)} at ${at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`

/** Where a plan stands on one kind of document once its daily generations are used. */
interface SpentAllowance {
  plan: Plan
  kind: keyof GenerationUses
  /** When the monthly allowance was last used, if it was this month. */
  lastUsedAt: Date | null
  /** When the next daily generation comes back, for a plan with daily generations. */
  nextDailyAt: Date | null
  renewsAt: Date
}

function allowanceSentence({ plan, kind }: SpentAllowance): string {
  const limits = PLAN_LIMITS[plan]
  const limit = limits[kind] ?? 0
  const noun = NOUNS[kind]
  const counted = `${limit} ${limit === 1 ? noun.one : noun.many} per month`
  return limits.daily_generations === null
    ? `Your ${PLAN_NAMES[plan]} plan includes ${counted}`
    : `Your ${PLAN_NAMES[plan]} plan includes ${limits.daily_generations} generations per 24 hours and ${counted} on top`
}

function renewal({ nextDailyAt, renewsAt }: SpentAllowance): string {
  const monthly = `It renews on ${day(renewsAt)}`
  return nextDailyAt ? `${monthly}; your next daily generation is on ${moment(nextDailyAt)}.` : `${monthly}.`
}

/** Why a document was left out of a generation: what the plan includes, when it was used, when it renews. */
export function skipReason(spent: SpentAllowance): string {
  const used = spent.lastUsedAt ? `; it was used on ${day(spent.lastUsedAt)}` : '; it is used'
  return `${allowanceSentence(spent)}${used}. ${renewal(spent)}`
}

/** How an account moves to a paid plan here: bought through Stripe Checkout, or assigned by the installation's administrator. */
export type PlanChangeWay = 'checkout' | 'administrator'

/**
 * The refusal of a document: the plan, what it includes, when it renews, and the way to more, which
 * offers a purchase only where one can be made.
 */
export function planLimitMessage(spent: SpentAllowance, way: PlanChangeWay = 'administrator'): string {
  const noun = NOUNS[spent.kind]
  const more =
    way === 'checkout'
      ? `Upgrade to ${PLAN_NAMES[UPGRADE_PLAN]} for unlimited ${noun.many}.`
      : `On this installation plans are assigned by its administrator: ask them to move you to ${PLAN_NAMES[UPGRADE_PLAN]} or ${PLAN_NAMES.premium} for unlimited ${noun.many}.`
  return `${noun.title} not generated: ${allowanceSentence(spent).replace(/^Your/, 'your')}, and they are used. ${renewal(spent)} ${more}`
}

/**
 * A counted generation, pending while its work runs: settled once the work is delivered (or the
 * client walked away from it), handed back when the work fails, so a failure costs the user
 * nothing. A charge is held by this process's instance (lib/instance-id.ts) while pending; one
 * held by an instance that died is handed back by any live one (queue/sweep.ts).
 */
export interface PlanCharge {
  /** The counted uses (usage_events ids), for a worker that takes the work over. */
  ids: readonly string[]
  settle(): Promise<void>
  refund(): Promise<void>
}

const NOTHING_CHARGED: PlanCharge = { ids: [], settle: async () => {}, refund: async () => {} }

/** A charged generation, and the documents it is not to write because their allowance is used. */
export interface PlanChargeResult {
  charge: PlanCharge
  skipped: SkippedDocument[]
}

/**
 * Counts a signed-in account's generation against its plan, before the work starts. A plan with
 * daily generations (Free, as the trial) counts the whole generation there while it has one left;
 * then each document against its monthly count. A document in `optional` whose count is used is
 * skipped (returned with the reason, nothing counted for it); any other is refused (403, nothing
 * counted). Guests are counted by the trial instead; unlimited plans are not counted against
 * anything but their usage is still recorded, for the account's usage page.
 */
export async function chargePlanGeneration(
  db: Db,
  account: Account,
  uses: GenerationUses,
  optional: ReadonlyArray<keyof GenerationUses> = [],
  way: PlanChangeWay = 'administrator',
): Promise<PlanChargeResult> {
  if (account.isGuest) return { charge: NOTHING_CHARGED, skipped: [] }
  const now = new Date()
  const { ids, skipped } = await db.transaction().execute(async (trx) => {
    // Writing the account's row first takes the write lock (SQLite) or the row lock (PostgreSQL)
    // before counting, so two requests at once cannot both take the last generation of the month.
    await trx
      .updateTable('users')
      .set({ plan: (eb) => eb.ref('plan') })
      .where('id', '=', account.id)
      .execute()
    const plan = (await trx.selectFrom('users').select('plan').where('id', '=', account.id).executeTakeFirstOrThrow()).plan
    const limits = PLAN_LIMITS[plan]
    const inserted: string[] = []
    const record = async (kind: UsageKind, count: number) => {
      for (let i = 0; i < count; i++) {
        const id = randomUUID()
        await insertUsage(trx, { id, user_id: account.id, client_key: null, kind, created_at: now.toISOString(), pending_instance: INSTANCE_ID })
        inserted.push(id)
      }
    }

    let nextDailyAt: Date | null = null
    if (limits.daily_generations !== null) {
      const since = new Date(now.getTime() - TRIAL_WINDOW_MS).toISOString()
      const usedToday = await countUsage(trx, { userId: account.id, clientKey: null }, 'trial_generation', since)
      if (usedToday < limits.daily_generations) {
        await record('trial_generation', 1)
        return { ids: inserted, skipped: [] }
      }
      const { first } = await usageSpan(trx, account.id, 'trial_generation', since)
      nextDailyAt = first ? new Date(Date.parse(first) + TRIAL_WINDOW_MS) : null
    }

    const { start, end } = planPeriod(now)
    const kinds = (Object.keys(USAGE_KIND) as Array<keyof GenerationUses>).filter((kind) => uses[kind] > 0)
    const charged: Array<keyof GenerationUses> = []
    const left: SkippedDocument[] = []
    for (const kind of kinds) {
      const limit = limits[kind]
      const used = limit === null ? 0 : await countUsage(trx, { userId: account.id, clientKey: null }, USAGE_KIND[kind], start.toISOString())
      if (limit === null || used + uses[kind] <= limit) {
        charged.push(kind)
        continue
      }
      const { last } = await usageSpan(trx, account.id, USAGE_KIND[kind], start.toISOString())
      const spent = { plan, kind, lastUsedAt: last ? new Date(last) : null, nextDailyAt, renewsAt: end }
      if (!optional.includes(kind)) throw new AppError(403, 'plan_limit_reached', planLimitMessage(spent, way), { document: kind })
      left.push({ document: kind, reason: skipReason(spent) })
    }
    for (const kind of charged) await record(USAGE_KIND[kind], uses[kind])
    return { ids: inserted, skipped: left }
  })
  return { charge: { ids, settle: () => settleUsage(db, ids), refund: () => deleteUsage(db, ids) }, skipped }
}

/**
 * Hands back the plan charges an instance held when it died (killed, crashed, the machine lost
 * power): generations it charged and never finished. Resolves how many uses were returned.
 */
export function releaseChargesHeldBy(db: Db, instanceId: string): Promise<number> {
  return deletePendingUsage(db, instanceId)
}

/** The account's plan and this month's counts, for the web to show. */
export async function planUsage(db: Db, account: Account, now = new Date()): Promise<AccountUsage> {
  const { start, end } = planPeriod(now)
  const plan = account.plan
  const count = (kind: keyof GenerationUses) => countUsage(db, { userId: account.id, clientKey: null }, USAGE_KIND[kind], start.toISOString())
  return {
    plan,
    plan_name: PLAN_NAMES[plan],
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    daily_generations: await dailyUsage(db, account, now),
    resume_generations: { used: await count('resume'), limit: PLAN_LIMITS[plan].resume },
    cover_letter_generations: { used: await count('cover_letter'), limit: PLAN_LIMITS[plan].cover_letter },
  }
}

async function dailyUsage(db: Db, account: Account, now: Date): Promise<AccountUsage['daily_generations']> {
  const limit = PLAN_LIMITS[account.plan].daily_generations
  const since = new Date(now.getTime() - TRIAL_WINDOW_MS).toISOString()
  const used = await countUsage(db, { userId: account.id, clientKey: null }, 'trial_generation', since)
  if (limit === null || used < limit) return { used, limit, next_at: null }
  const { first } = await usageSpan(db, account.id, 'trial_generation', since)
  return { used, limit, next_at: first ? new Date(Date.parse(first) + TRIAL_WINDOW_MS).toISOString() : null }
}
