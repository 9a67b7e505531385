import type { AccountUsage } from '@shared/schemas/account.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }) +
  ' UTC'

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })

const left = (allowance: { used: number; limit: number }) => Math.max(0, allowance.limit - allowance.used)

/** What the next generation will do: write both documents, skip the letter, or be refused. */
export type NextGeneration = 'both' | 'resume_only' | 'none'

/**
 * What the account's plan has left, in one sentence read before generating, and what the next
 * generation will do. The server decides; this repeats its rule: daily generations first (each a
 * resume and a cover letter), then the monthly counts, where a spent cover letter is skipped.
 */
export function planAllowance(usage: AccountUsage): { text: string; next: NextGeneration; blocked?: string } {
  const { plan_name: name, daily_generations: daily, resume_generations: resumes, cover_letter_generations: letters } = usage
  if (daily.limit === null && resumes.limit === null && letters.limit === null) {
    return { text: `${name} plan: unlimited resumes and cover letters.`, next: 'both' }
  }
  const dailyLeft = daily.limit === null ? 0 : left({ used: daily.used, limit: daily.limit })
  const resumesLeft = resumes.limit === null ? Number.POSITIVE_INFINITY : left({ used: resumes.used, limit: resumes.limit })
  const lettersLeft = letters.limit === null ? Number.POSITIVE_INFINITY : left({ used: letters.used, limit: letters.limit })
  const monthly = [
    resumes.limit === null ? 'unlimited resumes' : `${resumesLeft} of ${resumes.limit} resumes`,
    letters.limit === null ? 'unlimited cover letters' : `${lettersLeft} of ${letters.limit} cover letters`,
  ].join(' and ')
  if (daily.limit !== null && dailyLeft > 0) {
    return {
      text: `${name} plan: ${dailyLeft} of ${daily.limit} generations (resume and cover letter) left in the last 24 hours, then ${monthly} left this month.`,
      next: 'both',
    }
  }
  const dailySpent = daily.limit !== null ? `no daily generations left${daily.next_at ? ` until ${when(daily.next_at)}` : ''}; ` : ''
  const base = `${name} plan: ${dailySpent}${monthly} left this month`
  if (resumesLeft <= 0) return { text: `${base} — no resume can be generated now.`, next: 'none', blocked: limitReached(usage) }
  if (lettersLeft <= 0) return { text: `${base} — the cover letter will be skipped.`, next: 'resume_only' }
  return { text: `${base}.`, next: 'both' }
}

/**
 * Why nothing can be generated now, and when that changes, in the server's numbers: the daily
 * generations come back one by one (the first at `next_at`), the monthly resumes on `period_end`.
 */
function limitReached({ daily_generations: daily, resume_generations: resumes, period_end }: AccountUsage): string {
  const count = resumes.limit ?? 0
  const monthly = `${count} ${count === 1 ? 'resume' : 'resumes'} this month`
  if (daily.limit === null) {
    return `Your ${monthly} ${count === 1 ? 'is' : 'are'} used. ${count === 1 ? 'It comes' : 'They come'} back on ${day(period_end)}.`
  }
  const used = `Your ${daily.limit} generations of the last 24 hours and your ${monthly} are used.`
  return daily.next_at
    ? `${used} The next generation comes back on ${when(daily.next_at)}; the monthly resumes on ${day(period_end)}.`
    : `${used} They come back on ${day(period_end)}.`
}
