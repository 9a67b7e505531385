import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import type { JobSearchQuery } from '@shared/schemas/jobs.ts'
import { ResumeUploadCard } from '@/components/resume-upload/resume-upload-card.tsx'
import { useResumeUpload } from '@/components/resume-upload/use-resume-upload.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useSearchJobs } from '@/features/job-search/api/search-jobs.ts'
import { useLastVisit } from '@/features/job-search/hooks/use-last-visit.ts'
import { useTutorialFlag } from '@/features/job-search/hooks/use-tutorial-flag.ts'
import { ApiError } from '@/lib/api-client.ts'
import { JobResults } from './job-results.tsx'
import { JobSearchTutorial } from './job-search-tutorial.tsx'
import { PreferencesForm, type Preferences } from './preferences-form.tsx'

/** Job search ranks jobs for a resume, so it asks for one first. */
export const NO_RESUME_TOAST = { title: 'Error', description: 'Please upload your resume first', variant: 'destructive' } as const

export function toSearchQuery(resumeId: string, preferences: Preferences): JobSearchQuery {
  const years = preferences.experience.trim() === '' ? Number.NaN : Number(preferences.experience)
  return {
    resume_id: resumeId,
    role: preferences.role,
    location: preferences.location,
    salary: preferences.salary,
    ...(Number.isFinite(years) ? { experience: years } : {}),
  }
}

/** The job search screen: tutorial, resume, preferences, then the ranked jobs. */
export function JobSearch() {
  const tutorial = useTutorialFlag()
  const upload = useResumeUpload()
  const search = useSearchJobs()
  const lastVisit = useLastVisit(upload)
  const preferences = lastVisit.preferences
  const [showResults, setShowResults] = useState(false)

  async function onFind() {
    if (!upload.resume) {
      toast(NO_RESUME_TOAST)
      return
    }
    // Kept for the next visit alongside the search; a failed save costs the user nothing now.
    lastVisit.savePreferences(preferences)
    try {
      await search.mutateAsync(toSearchQuery(upload.resume.resumeId, preferences))
      setShowResults(true)
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 ? error.message : 'Failed to find matching jobs'
      toast({ title: 'Error', description: message, variant: 'destructive' })
    }
  }

  return (
    <div className="space-y-6">
      {tutorial.show && <JobSearchTutorial onDismiss={tutorial.dismiss} />}
      {showResults && search.data ? (
        <JobResults jobs={search.data.jobs} total={search.data.total} onModify={() => setShowResults(false)} resume={upload.resume ?? undefined} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
          <ResumeUploadCard
            upload={upload}
            description={
              lastVisit.resumeFromLastVisit
                ? 'Your latest resume is ready; upload another to rank jobs for it instead.'
                : 'Jobs are ranked by how well this resume fits them.'
            }
            className="min-w-0 lg:col-span-2"
          />
          <Card className="min-w-0 lg:col-span-3">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <SlidersHorizontal className="h-5 w-5 text-primary" aria-hidden="true" />
                Job Preferences
              </CardTitle>
              <CardDescription>All optional: leave a field blank to keep every job.</CardDescription>
            </CardHeader>
            <CardContent>
              <PreferencesForm value={preferences} onChange={lastVisit.editPreferences} onSubmit={onFind} searching={search.isPending} />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  )
}
