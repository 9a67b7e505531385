import { Briefcase } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button.tsx'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { JOBS_PATH } from '@/features/recruiting/utils/shortlist.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function RecruitingRoute() {
  useDocumentTitle('T10 Resume Matching')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">T10 Resume Matching</h1>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            Upload candidate resumes, paste a job description, and get the best matches ranked by score with an analysis of each.
          </p>
        </div>
        {/* Each job keeps its candidates' stages, ratings and notes: its page lists them by stage. */}
        <Link to={JOBS_PATH} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <Briefcase className="h-4 w-4" aria-hidden="true" />
          Your jobs
        </Link>
      </div>
      <RecruiterMatching />
    </div>
  )
}
