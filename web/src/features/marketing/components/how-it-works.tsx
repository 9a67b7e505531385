import type { Step } from '@/features/marketing/data/features.ts'

/** Numbered steps, side by side on wide screens and stacked on phones. */
export function HowItWorks({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map(({ icon: Icon, title, description }, index) => (
        <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
          <div className="mb-4 flex items-center gap-3">
            <span
              className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
          </div>
          <h3 className="text-lg font-semibold tracking-tight">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ol>
  )
}
