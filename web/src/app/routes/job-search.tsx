import { HelpCircle } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { JobSearch } from '@/features/job-search/components/job-search.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function JobSearchRoute() {
  useDocumentTitle('Job Search')
  const location = useLocation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Job Search</h1>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            Upload your resume, tell us what you are looking for, and see the jobs your resume fits best.
          </p>
        </div>
        {/* The FAQ opens with the path it came from, for its back link. */}
        <Link
          to="/faq"
          state={{ from: location.pathname }}
          aria-label="Job search help (FAQ)"
          title="Job search help (FAQ)"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <HelpCircle className="h-6 w-6" aria-hidden="true" />
        </Link>
      </div>
      <JobSearch />
    </div>
  )
}
