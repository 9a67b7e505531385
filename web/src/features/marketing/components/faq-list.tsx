import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '@/features/marketing/data/faq.ts'

/** Questions that open to their answers; the browser's find-in-page still reaches closed answers. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y overflow-hidden rounded-2xl border bg-card shadow-sm">
      {items.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none sm:px-6 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-5 pb-5 text-sm leading-relaxed text-pretty text-muted-foreground sm:px-6">{answer}</p>
        </details>
      ))}
    </div>
  )
}
