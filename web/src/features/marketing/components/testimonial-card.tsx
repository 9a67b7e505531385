import { Quote } from 'lucide-react'
import type { Testimonial } from '@/features/marketing/data/testimonial.ts'
import { initialsOf } from '@/features/marketing/utils/initials.ts'

export function TestimonialCard({ testimonial: { quote, name, role } }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <Quote className="h-7 w-7 text-primary/60" aria-hidden="true" />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-pretty">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted-foreground">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
