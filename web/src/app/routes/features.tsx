import { CallToAction } from '@/features/marketing/components/call-to-action.tsx'
import { HowItWorks } from '@/features/marketing/components/how-it-works.tsx'
import { IconCard } from '@/features/marketing/components/icon-card.tsx'
import { PageHeader } from '@/features/marketing/components/page-header.tsx'
import { PageSection } from '@/features/marketing/components/page-section.tsx'
import { TestimonialCard } from '@/features/marketing/components/testimonial-card.tsx'
import { FEATURE_TESTIMONIALS, FEATURES, HOW_IT_WORKS } from '@/features/marketing/data/features.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function FeaturesRoute() {
  useDocumentTitle('Features')
  return (
    <>
      <PageHeader eyebrow="Features" title="Everything you need to land the interview">
        <p>
          T10 turns the resume you already have into a resume and cover letter written for the job you want, typeset as clean PDFs and checked the way
          applicant tracking systems read them.
        </p>
      </PageHeader>
      <PageSection
        id="features"
        title="Built for every application"
        lead="Six reasons job seekers tailor with T10 instead of starting from a blank page."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <IconCard {...feature} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="how-it-works"
        title="How it works"
        lead="From upload to tailored PDFs in three steps and a couple of minutes."
        className="border-y bg-card/40"
      >
        <HowItWorks steps={HOW_IT_WORKS} />
      </PageSection>
      <PageSection id="testimonials" title="What job seekers say">
        <div className="grid gap-6 md:grid-cols-2">
          {FEATURE_TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
      </PageSection>
      <CallToAction
        title="Your next application deserves its own resume"
        text="Create a free account and tailor your first resume and cover letter today. No credit card needed."
        action="Create your free account"
      />
    </>
  )
}
