import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { useJobCandidates } from '@/features/recruiting/api/get-job-candidates.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import { JOBS_PATH } from '@/features/recruiting/utils/shortlist.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'
import { ApiError } from '@/lib/api-client.ts'
import { JobCandidates } from './job-candidates.tsx'

const backLink = 'inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground'

/** The job's page: its title, then its candidates by stage (GET …/jobs/:jobId/candidates). */
export function JobPage({ jobId }: { jobId: string }) {
  const candidates = useJobCandidates(jobId)
  const job = candidates.data?.job
  useDocumentTitle(job ? `${job.title} · Candidates` : 'Candidates')

  return (
    <div className="space-y-6">
      <nav aria-label="Back" className="flex flex-wrap gap-x-5 gap-y-1">
        <Link to="/T10-generator" className={backLink}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          T10 Resume Matching
        </Link>
        <Link to={JOBS_PATH} className={backLink}>
          All jobs
        </Link>
      </nav>
      {candidates.isPending ? (
        <PageSpinner label="Loading the job’s candidates" />
      ) : candidates.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-4 text-sm">
          <p className="text-destructive">
            {candidates.error instanceof ApiError && candidates.error.code === 'not_found'
              ? 'This job was not found: it may have been removed, or it is another account’s.'
              : candidates.error instanceof ApiError && !candidates.error.unexplained
                ? candidates.error.message
                : 'Failed to load the job’s candidates.'}
          </p>
          <Button variant="outline" size="sm" onClick={() => void candidates.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{candidates.data.job.title}</h1>
            <p className="mt-2 text-muted-foreground">
              Candidates of every match run of this job, by stage · created {formatDateTime(candidates.data.job.created_at)}
            </p>
          </div>
          <JobCandidates data={candidates.data} />
        </>
      )}
    </div>
  )
}
