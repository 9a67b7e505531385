import { useLocation } from 'react-router'
import { Generator } from '@/features/applying/components/generator.tsx'
import { jobDescriptionFrom, resumeFrom } from '@/features/job-search/utils/generator-handoff.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function GeneratorRoute() {
  useDocumentTitle('Generator')
  // A job picked in job search arrives with its description and the resume in the navigation state.
  const { state } = useLocation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Resume &amp; Cover Letter Generator</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Upload your resume and provide a job description to generate tailored documents that will help you stand out.
        </p>
      </div>
      <Generator initialJobDescription={jobDescriptionFrom(state)} initialResume={resumeFrom(state)} />
    </div>
  )
}
