import { Check, Clock, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { HOW_PLANS_CHANGE } from '@shared/plans.ts'
import { Button } from '@/components/ui/button.tsx'
import type { Plan } from '@/features/marketing/data/pricing.ts'
import { cn } from '@/lib/cn.ts'
import { LinkButton } from './link-button.tsx'

/**
 * How plans are had here: 'checkout' where T10 sells them (Stripe), 'administrator' where the
 * installation's administrator assigns them; null while that is not known yet.
 */
export type PlanChange = keyof typeof HOW_PLANS_CHANGE | null

export interface PlanCardProps {
  plan: Plan
  /** The signed-in user's plan; null for a visitor. */
  currentPlan?: Plan['id'] | null
  planChange?: PlanChange
  /** Starts buying a paid plan (signed in, plans sold here). */
  onChoose?: (plan: Exclude<Plan['id'], 'free'>) => void
  /** The plan whose checkout is being started. */
  choosing?: Plan['id'] | null
}

/**
 * One plan: name, monthly price, what is and is not included, and the way in. A visitor registers
 * first (for a paid plan, then comes back here to buy it); a signed-in user buys a paid plan where
 * T10 sells plans, and is told how plans are assigned where it does not. No card offers to buy
 * anything on an installation that sells nothing.
 */
export function PlanCard({ plan, currentPlan = null, planChange = null, onChoose, choosing = null }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`
  const highlighted = Boolean(plan.badge)
  const variant = highlighted ? 'primary' : 'outline'
  const paid = plan.id !== 'free'
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
        {plan.features.map(({ label, included, soon }) => (
          <li key={label} className={cn('flex items-start gap-2.5', !included && 'text-muted-foreground')}>
            {included ? (
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            ) : soon ? (
              <Clock className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground/70" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground/70" aria-hidden="true" />
            )}
            {soon ? (
              <span>
                {label}{' '}
                <span className="ml-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap">
                  <span className="sr-only">(</span>coming soon<span className="sr-only">)</span>
                </span>
              </span>
            ) : (
              <span className={cn(!included && 'line-through decoration-muted-foreground/50')}>
                {!included && <span className="sr-only">Not included: </span>}
                {label}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanAction
          plan={plan}
          paid={paid}
          variant={variant}
          currentPlan={currentPlan}
          planChange={planChange}
          onChoose={onChoose}
          choosing={choosing}
        />
      </div>
    </article>
  )
}

function PlanAction({
  plan,
  paid,
  variant,
  currentPlan,
  planChange,
  onChoose,
  choosing,
}: Required<Pick<PlanCardProps, 'plan' | 'currentPlan' | 'planChange' | 'choosing'>> &
  Pick<PlanCardProps, 'onChoose'> & { paid: boolean; variant: 'primary' | 'outline' }) {
  const note = (text: ReactNode) => <p className="text-center text-sm text-muted-foreground">{text}</p>
  if (currentPlan === plan.id) {
    return <p className="rounded-md border border-primary bg-primary/10 px-4 py-2 text-center text-sm font-semibold text-primary">Your plan</p>
  }
  if (currentPlan === null) {
    if (!paid) {
      return (
        <LinkButton to="/register" variant={variant} className="w-full">
          {plan.cta}
        </LinkButton>
      )
    }
    // A paid plan is bought by an account: register, then back here to choose it.
    if (planChange === 'checkout') {
      return (
        <LinkButton to="/register" state={{ from: '/pricing' }} variant={variant} className="w-full">
          {plan.cta}
        </LinkButton>
      )
    }
    return planChange === 'administrator' ? note(HOW_PLANS_CHANGE.administrator) : null
  }
  if (planChange === 'administrator') return note(HOW_PLANS_CHANGE.administrator)
  if (planChange !== 'checkout') return null
  // A subscriber changes or cancels the subscription in Stripe's portal, never through a second one.
  if (currentPlan !== 'free') {
    return note(
      <>
        Change or cancel your plan with{' '}
        <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
          Manage billing on your profile
        </Link>
        .
      </>,
    )
  }
  if (!paid || !onChoose) return null
  return (
    <Button
      variant={variant}
      className="w-full"
      busy={choosing === plan.id}
      disabled={choosing !== null}
      onClick={() => onChoose(plan.id as 'standard' | 'premium')}
    >
      {plan.cta}
    </Button>
  )
}
