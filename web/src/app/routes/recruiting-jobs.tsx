import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { JobsList } from '@/features/recruiting/components/shortlist/jobs-list.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function RecruitingJobsRoute() {
  useDocumentTitle('Your jobs')
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/T10-generator" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        T10 Resume Matching
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your jobs</h1>
        <p className="mt-2 text-muted-foreground">Open a job to see its candidates by stage, with your ratings and notes.</p>
      </div>
      <JobsList />
    </div>
  )
}
