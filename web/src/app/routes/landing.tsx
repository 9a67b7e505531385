import { lazy, Suspense, useRef } from 'react'
import { Spinner } from '@/components/ui/spinner.tsx'
import { TRIAL_MAX_TRIES } from '@/features/applying/utils/trial.ts'
import { LandingHero } from '@/features/landing/components/landing-hero.tsx'
import { SiteFooter } from '@/features/marketing/components/site-footer.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

// The generator is the heavy part of the page: it loads after the hero has painted.
const Generator = lazy(() => import('@/features/applying/components/generator.tsx').then((m) => ({ default: m.Generator })))

/** Hero, then the embedded free-trial generator (no navigation bar, at most 5 tries). */
export default function LandingRoute() {
  useDocumentTitle('')
  const trialRef = useRef<HTMLElement>(null)
  return (
    <div className="min-h-screen">
      <LandingHero
        onFreeTrial={() => {
          trialRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          trialRef.current?.focus({ preventScroll: true })
        }}
      />
      <section
        ref={trialRef}
        id="free-trial"
        tabIndex={-1}
        aria-labelledby="free-trial-title"
        className="scroll-mt-4 border-t bg-card/40 py-12 outline-none sm:py-16"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mb-8 text-center">
            <h2 id="free-trial-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Resume &amp; Cover Letter Generator
            </h2>
            <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
              Upload your resume and provide a job description to generate tailored documents that will help you stand out.
            </p>
          </div>
          <Suspense
            fallback={
              <div className="flex justify-center py-16 text-primary">
                <Spinner className="h-8 w-8" label="Loading the generator" />
              </div>
            }
          >
            <Generator maxTries={TRIAL_MAX_TRIES} />
          </Suspense>
        </div>
      </section>
      <SiteFooter />
    </div>
  )
}
