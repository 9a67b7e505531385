import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CandidateReviewResponse } from '@shared/schemas/shortlist.ts'
import type { ReviewChanges } from '@/features/recruiting/utils/shortlist.ts'
import { api } from '@/lib/api-client.ts'
import { jobCandidatesQueryKey } from './get-job-candidates.ts'

export interface ReviewCandidateInput {
  jobId: string
  resumeId: string
  changes: ReviewChanges
}

/** Sets any of a candidate's stage, rating (null clears it) and notes for the job; the answer is the review as saved. */
export function reviewCandidate({ jobId, resumeId, changes }: ReviewCandidateInput): Promise<CandidateReviewResponse> {
  return api.recruiting.reviewCandidate(jobId, resumeId, changes)
}

export function useReviewCandidate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewCandidate,
    // The job's page groups and counts by stage: it reads them again once the server has the change.
    onSettled: (_answer, _error, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobCandidatesQueryKey(jobId) })
    },
  })
}
