import type { ReactNode } from 'react'

/** The top of a marketing or legal page: an optional back link, a small label, the page's one h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, back, children }: { eyebrow?: string; title: string; back?: ReactNode; children?: ReactNode }) {
  return (
    <header className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_22rem_at_50%_-20%,color-mix(in_oklab,var(--primary)_18%,transparent),transparent)]"
      />
      <div className="relative mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {back && <div className="-mt-6 mb-8 text-left sm:-mt-8">{back}</div>}
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{children}</div>}
      </div>
    </header>
  )
}
