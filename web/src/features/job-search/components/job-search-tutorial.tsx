import { FileUp, Search, SlidersHorizontal, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button.tsx'

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-xs" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </li>
  )
}

/** Shown on the first visit only (the hasSeenJobSearchTutorial flag), until the user dismisses it. */
export function JobSearchTutorial({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section aria-labelledby="job-search-tutorial-title" className="rounded-2xl border border-primary/30 bg-primary-soft p-5 sm:p-6">
      <h2 id="job-search-tutorial-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="h-5 w-5 text-primary" aria-hidden="true" />
        How job search works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        <Step icon={<FileUp className="h-4 w-4" />} title="1. Upload your resume">
          We read your skills, job titles and years of experience from it.
        </Step>
        <Step icon={<SlidersHorizontal className="h-4 w-4" />} title="2. Say what you want">
          Role, location, years and salary narrow the list. Leave any of them blank.
        </Step>
        <Step icon={<Search className="h-4 w-4" />} title="3. Find matching jobs">
          Jobs come ranked by how well your resume fits them. Generate a tailored resume and cover letter for any of them.
        </Step>
      </ol>
      <div className="mt-5 flex justify-end">
        <Button onClick={onDismiss}>Got it</Button>
      </div>
    </section>
  )
}
