import { CircleCheck, Gauge } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { AccountUsage } from '@shared/schemas/account.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useOpenBillingPortal } from '@/features/account/api/open-billing-portal.ts'
import { useBilling } from '@/lib/get-billing.ts'
import { useUsage } from '@/lib/get-usage.ts'
import { serverMessage } from '@/lib/server-message.ts'

const resetDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' })

function Allowance({ label, allowance }: { label: string; allowance: AccountUsage['resume_generations'] }) {
  if (allowance.limit === null) {
    return (
      <p className="text-sm">
        <span className="font-medium">{label}:</span> unlimited ({allowance.used} this month)
      </p>
    )
  }
  return (
    <div className="space-y-1.5">
      <p className="text-sm">
        <span className="font-medium">{label}:</span> {allowance.used} of {allowance.limit} used this month
      </p>
      <ProgressBar value={(allowance.used / Math.max(1, allowance.limit)) * 100} label={`${label} used`} tone="bg-primary" />
    </div>
  )
}

/**
 * Stripe's Checkout sends the browser back here with ?billing=success. The plan itself changes when
 * Stripe's webhook arrives, usually before the page loads; the usage shown is read fresh either way.
 */
function CheckoutConfirmation() {
  const [params] = useSearchParams()
  if (params.get('billing') !== 'success') return null
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
      <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      Thank you: your subscription is confirmed. Your new plan applies as soon as Stripe tells us the payment went through, usually at once.
    </p>
  )
}

/** Opens Stripe's customer portal: change plan, update the card, cancel. */
function ManageBilling() {
  const portal = useOpenBillingPortal()
  const open = () =>
    portal.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Could not open billing',
          description: serverMessage(error) || 'Please try again.',
          variant: 'destructive',
          topic: 'billing-portal',
        }),
    })
  return (
    <Button variant="outline" size="sm" busy={portal.isPending || portal.isSuccess} onClick={open}>
      Manage billing
    </Button>
  )
}

/** The account's plan and what it has used this month (the server enforces the limits). */
export function PlanUsage() {
  const usage = useUsage()
  const billing = useBilling()
  if (!usage.data) return null
  const {
    plan,
    plan_name: name,
    period_end: end,
    daily_generations: daily,
    resume_generations: resumes,
    cover_letter_generations: letters,
  } = usage.data
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="h-5 w-5 text-primary" aria-hidden="true" />
          {name} plan
        </CardTitle>
        <CardDescription>
          {plan === 'free'
            ? `${daily.limit} generations (resume and cover letter) in any 24 hours, then the monthly counts below; they start again on ${resetDay(end)}.`
            : 'Unlimited resumes and cover letters.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CheckoutConfirmation />
        {daily.limit !== null && (
          <div className="space-y-1.5">
            <p className="text-sm">
              <span className="font-medium">Daily generations:</span> {daily.used} of {daily.limit} used in the last 24 hours
            </p>
            <ProgressBar value={(daily.used / Math.max(1, daily.limit)) * 100} label="Daily generations used" tone="bg-primary" />
          </div>
        )}
        <Allowance label="Resume generations" allowance={resumes} />
        <Allowance label="Cover letters" allowance={letters} />
        {plan === 'free' && (
          <Link to="/pricing" className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Compare plans
          </Link>
        )}
        {billing.data?.enabled && billing.data.has_customer && (
          <div>
            <ManageBilling />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
