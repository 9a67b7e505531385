import { Check, X } from 'lucide-react'
import { ALLOWANCE_SUMMARY } from '@shared/plans.ts'
import type { Plan } from '@/features/marketing/data/pricing.ts'
import { cn } from '@/lib/cn.ts'
import { LinkButton } from './link-button.tsx'

/**
 * One plan: name, monthly price, what is and is not included, and the way in. A signed-in
 * user's card shows whether it is their plan and how plans change, instead of a sign-up link.
 */
export function PlanCard({ plan, currentPlan = null }: { plan: Plan; currentPlan?: Plan['id'] | null }) {
  const titleId = `plan-${plan.id}-title`
  const highlighted = Boolean(plan.badge)
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        highlighted && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-sm">
          {plan.badge}
        </p>
      )}
      <h3 id={titleId} className="text-xl font-bold tracking-tight">
        {plan.name}
      </h3>
      {/* Two lines on wide screens, so the prices line up across the cards. */}
      <p className="mt-1 text-sm text-muted-foreground lg:min-h-10">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm" aria-label={`${plan.name} plan features`}>
        {plan.features.map(({ label, included }) => (
          <li key={label} className={cn('flex items-start gap-2.5', !included && 'text-muted-foreground')}>
            {included ? (
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground/70" aria-hidden="true" />
            )}
            <span className={cn(!included && 'line-through decoration-muted-foreground/50')}>
              {!included && <span className="sr-only">Not included: </span>}
              {label}
            </span>
          </li>
        ))}
      </ul>
      {currentPlan === null ? (
        <LinkButton to="/register" variant={highlighted ? 'primary' : 'outline'} className="mt-8 w-full">
          {plan.cta}
        </LinkButton>
      ) : currentPlan === plan.id ? (
        <p className="mt-8 rounded-md border border-primary bg-primary/10 px-4 py-2 text-center text-sm font-semibold text-primary">Your plan</p>
      ) : (
        <p className="mt-8 text-center text-sm text-muted-foreground">{ALLOWANCE_SUMMARY.how_to_change}</p>
      )}
    </article>
  )
}
