import { useParams } from 'react-router'
import { JobPage } from '@/features/recruiting/components/shortlist/job-page.tsx'

export default function RecruitingJobRoute() {
  const { jobId = '' } = useParams()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      {/* Keyed by the job: another job's page starts with its own filter and fields. */}
      <JobPage key={jobId} jobId={jobId} />
    </div>
  )
}
