import { HOW_PLANS_CHANGE, PLAN_NAMES } from '@shared/plans.ts'
import { AllowanceSummary } from '@/components/allowance-summary.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useStartCheckout } from '@/features/billing/api/start-checkout.ts'
import { CallToAction } from '@/features/marketing/components/call-to-action.tsx'
import { FaqList } from '@/features/marketing/components/faq-list.tsx'
import { PageHeader } from '@/features/marketing/components/page-header.tsx'
import { PageSection } from '@/features/marketing/components/page-section.tsx'
import { PlanCard, type PlanChange } from '@/features/marketing/components/plan-card.tsx'
import { TestimonialCard } from '@/features/marketing/components/testimonial-card.tsx'
import { BILLING_TERMS, PLANS, PRICING_FAQ, PRICING_TESTIMONIAL } from '@/features/marketing/data/pricing.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'
import { useBilling } from '@/lib/get-billing.ts'
import { useUser } from '@/lib/get-user.ts'
import { serverMessage } from '@/lib/server-message.ts'

export default function PricingRoute() {
  useDocumentTitle('Pricing')
  const user = useUser().data ?? null
  const billing = useBilling()
  // Unknown until the server says; a server that can't say sells nothing here.
  const planChange: PlanChange = billing.data ? (billing.data.enabled ? 'checkout' : 'administrator') : billing.isError ? 'administrator' : null
  const checkout = useStartCheckout()
  const choose = (plan: 'standard' | 'premium') =>
    checkout.mutate(plan, {
      onError: (error) =>
        toast({
          title: 'Could not start the checkout',
          description: serverMessage(error) || 'Please try again.',
          variant: 'destructive',
          topic: 'checkout',
        }),
    })
  return (
    <>
      <PageHeader eyebrow="Pricing" title="Simple, transparent pricing">
        <p>Start free and upgrade when your search picks up speed. Every plan includes measured ATS scores and PDF downloads.</p>
        {planChange === 'checkout' && (
          <ul className="mt-5 flex flex-wrap justify-center gap-2 text-sm" aria-label="Billing terms">
            {BILLING_TERMS.map((term) => (
              <li key={term} className="rounded-full border bg-card/70 px-3 py-1 font-medium text-foreground shadow-xs">
                {term}
              </li>
            ))}
          </ul>
        )}
        <AllowanceSummary className="mx-auto mt-5 max-w-2xl" />
        {user ? (
          <p className="mt-3 text-sm font-medium text-foreground">
            You are on the {PLAN_NAMES[user.plan]} plan.{planChange && ` ${HOW_PLANS_CHANGE[planChange]}`}
          </p>
        ) : (
          planChange === 'administrator' && <p className="mt-3 text-sm font-medium text-foreground">{HOW_PLANS_CHANGE.administrator}</p>
        )}
      </PageHeader>
      <section aria-label="Plans" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid items-stretch gap-8 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              currentPlan={user?.plan ?? null}
              planChange={planChange}
              onChoose={choose}
              choosing={checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null}
            />
          ))}
        </div>
      </section>
      <PageSection id="pricing-faq" title="Questions about plans" className="border-t bg-card/40">
        <div className="mx-auto max-w-3xl">
          <FaqList items={PRICING_FAQ} />
        </div>
      </PageSection>
      <section aria-label="Testimonial" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <TestimonialCard testimonial={PRICING_TESTIMONIAL} />
      </section>
      {!user && (
        <CallToAction
          title="Start with the Free plan"
          text="5 tailored resumes and cover letters a day, as the trial gives, plus 2 resumes and a cover letter a month on top, with your documents kept."
          action="Get Started Free"
        />
      )}
    </>
  )
}
