import { ArrowRight } from 'lucide-react'
import { LinkButton } from './link-button.tsx'

/** The closing band of a marketing page: one invitation to sign up. */
export function CallToAction({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-indigo-600 to-fuchsia-600 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-indigo-50">{text}</p>
        <LinkButton to="/register" variant="inverse" size="lg" className="mt-8 w-full focus-visible:ring-white sm:w-auto">
          {action}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </LinkButton>
      </div>
    </section>
  )
}
