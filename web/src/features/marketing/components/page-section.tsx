import type { ReactNode } from 'react'
import { cn } from '@/lib/cn.ts'

/** A titled band of a page; the h2 names the section for assistive technology. */
export function PageSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string
  title: string
  lead?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-12 sm:py-16', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-pretty text-muted-foreground">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
