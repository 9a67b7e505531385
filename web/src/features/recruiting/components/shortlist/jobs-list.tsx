import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { useJobs } from '@/features/recruiting/api/get-jobs.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import { jobPagePath } from '@/features/recruiting/utils/shortlist.ts'

/** The recruiter's jobs, newest first; each opens its page of candidates. */
export function JobsList() {
  const jobs = useJobs()
  if (jobs.isPending) return <PageSpinner label="Loading your jobs" />
  if (jobs.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-4 text-sm">
        <p className="text-destructive">Failed to load your jobs.</p>
        <Button variant="outline" size="sm" onClick={() => void jobs.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (jobs.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No jobs yet:{' '}
        <Link to="/T10-generator" className="text-primary underline-offset-4 hover:underline">
          find matches
        </Link>{' '}
        for a job description, and it shows here with its candidates.
      </p>
    )
  }
  return (
    <ul aria-label="Your jobs" className="divide-y rounded-xl border bg-card">
      {jobs.data.map((job) => (
        <li key={job.job_id}>
          <Link
            to={jobPagePath(job.job_id)}
            className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{job.title}</span>
              <span className="block text-xs text-muted-foreground">
                Created {formatDateTime(job.created_at)}
                {job.published && ' · listed in Job Search'}
              </span>
            </span>
            <ChevronRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
