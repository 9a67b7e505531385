import { SearchX, SlidersHorizontal } from 'lucide-react'
import type { JobMatch } from '@shared/schemas/jobs.ts'
import type { UploadedResume } from '@/components/resume-upload/upload-resume.ts'
import { Button } from '@/components/ui/button.tsx'
import { JobCard } from './job-card.tsx'

interface JobResultsProps {
  jobs: JobMatch[]
  /** Jobs that passed the filters; `jobs` holds the best of them. */
  total: number
  onModify: () => void
  /** The resume the jobs were ranked for: the generator opens with it already uploaded. */
  resume?: UploadedResume | undefined
}

export function JobResults({ jobs, total, onModify, resume }: JobResultsProps) {
  return (
    <section aria-labelledby="matching-jobs-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="matching-jobs-title" className="text-xl font-semibold tracking-tight">
            Matching Jobs
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === 0
              ? 'No jobs match these preferences.'
              : jobs.length < total
                ? `The best ${jobs.length} of ${total} jobs for your resume, best first.`
                : `${total} ${total === 1 ? 'job' : 'jobs'} for your resume, best first.`}
          </p>
        </div>
        <Button variant="outline" onClick={onModify}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          Modify Search
        </Button>
      </div>
      {jobs.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed px-4 py-10 text-center">
          <SearchX className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No matching jobs yet</p>
          <p className="max-w-md text-sm text-muted-foreground">Try a broader role, another location, or leave a preference blank.</p>
        </div>
      ) : (
        <div className="space-y-4">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} resume={resume} />
          ))}
        </div>
      )}
    </section>
  )
}
