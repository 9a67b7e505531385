import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Match } from '@shared/schemas/recruiting.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useCreateJob } from '@/features/recruiting/api/create-job.ts'
import { matchesQueryOptions } from '@/features/recruiting/api/get-matches.ts'
import { resumesQueryOptions } from '@/features/recruiting/api/get-resumes.ts'
import { matchesFoundToast, MISSING_JOB_DESCRIPTION_TOAST, NO_RESUMES_AVAILABLE_TOAST, stepErrorToast } from '@/features/recruiting/utils/toasts.ts'

export interface MatchResults {
  jobId: string
  jobTitle: string
  /** The Top N asked for; the export uses it too. */
  limit: number
  /** Listed in job search for job seekers (jobs start private). */
  published: boolean
  matches: Match[]
}

interface FindMatchesOptions {
  hasPendingFiles: boolean
  processPending: () => Promise<number>
}

/**
 * Find Matches, in this order: upload any pending files, then require a
 * processed resume, then a job description, then create the job, then ask for the matches.
 * Each failure stops the run with its own toast.
 */
export function useFindMatches({ hasPendingFiles, processPending }: FindMatchesOptions) {
  const queryClient = useQueryClient()
  const { mutateAsync: createJob } = useCreateJob()
  const [finding, setFinding] = useState(false)
  const [results, setResults] = useState<MatchResults | null>(null)

  /** Resolves true when matches were found (the screen then shows them). */
  const findMatches = useCallback(
    async (description: string, limit: number): Promise<boolean> => {
      setFinding(true)
      try {
        if (hasPendingFiles) await processPending()

        let resumeCount: number
        try {
          resumeCount = (await queryClient.fetchQuery(resumesQueryOptions())).length
        } catch (error) {
          toast(stepErrorToast(error, 'Failed to find matches'))
          return false
        }
        if (resumeCount === 0) {
          toast(NO_RESUMES_AVAILABLE_TOAST)
          return false
        }
        if (description.trim() === '') {
          toast(MISSING_JOB_DESCRIPTION_TOAST)
          return false
        }

        let job
        try {
          job = await createJob(description)
        } catch (error) {
          toast(stepErrorToast(error, 'Failed to create job'))
          return false
        }

        let matches: Match[]
        try {
          matches = await queryClient.fetchQuery(matchesQueryOptions(job.job_id, limit))
        } catch (error) {
          toast(stepErrorToast(error, 'Failed to find matches'))
          return false
        }
        setResults({ jobId: job.job_id, jobTitle: job.title, limit, matches, published: job.published })
        toast(matchesFoundToast(matches.length))
        return true
      } finally {
        setFinding(false)
      }
    },
    [hasPendingFiles, processPending, queryClient, createJob],
  )

  return { findMatches, finding, results }
}
