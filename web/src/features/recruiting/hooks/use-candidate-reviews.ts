import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CandidateReview } from '@shared/schemas/shortlist.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useReviewCandidate } from '@/features/recruiting/api/review-candidate.ts'
import { rememberInLastSearch, withReview } from '@/features/recruiting/hooks/use-find-matches.ts'
import { NEW_REVIEW, type ReviewChanges } from '@/features/recruiting/utils/shortlist.ts'
import { reviewErrorToast } from '@/features/recruiting/utils/toasts.ts'

type Overrides = Record<string, Partial<CandidateReview>>

/**
 * The recruiter's reviews of a job's candidates, changed optimistically: a stage, rating or notes
 * shows at once, and goes back to what it was when the server refuses it (with a toast).
 *
 * `saved` is what the server last said (the match answer's reviews, or the job's page); the
 * changes made here sit on top until the next answer. A rollback restores only the fields that
 * call set, and only while they still hold its value: a quicker second change is not undone by
 * the first one's failure.
 */
export function useCandidateReviews(jobId: string, saved: (resumeId: string) => CandidateReview | undefined) {
  const queryClient = useQueryClient()
  const { mutateAsync: save } = useReviewCandidate()
  const [overrides, setOverrides] = useState<Overrides>({})
  const current = useRef<Overrides>({})
  current.current = overrides
  const inFlight = useRef(new Map<string, number>())

  const reviewOf = useCallback(
    (resumeId: string): CandidateReview => ({ ...NEW_REVIEW, ...saved(resumeId), ...overrides[resumeId] }),
    [saved, overrides],
  )

  // A fresh answer from the server (a new match run, the page read again) replaces the changes
  // made here, but for those still on their way.
  useEffect(() => {
    setOverrides((all) => Object.fromEntries(Object.entries(all).filter(([resumeId]) => (inFlight.current.get(resumeId) ?? 0) > 0)))
  }, [saved])

  const patch = (resumeId: string, fields: (now: Partial<CandidateReview>) => Partial<CandidateReview>) =>
    setOverrides((all) => ({ ...all, [resumeId]: { ...all[resumeId], ...fields(all[resumeId] ?? {}) } }))

  /** Resolves true once the server has the changes, false when it refused them (then rolled back). */
  const update = useCallback(
    async (resumeId: string, name: string, changes: ReviewChanges): Promise<boolean> => {
      const before = { ...NEW_REVIEW, ...saved(resumeId), ...current.current[resumeId] }
      const fields = Object.keys(changes) as Array<keyof ReviewChanges>
      // Still ours: nobody has set the field again since this call did.
      const stillOurs = (now: Partial<CandidateReview>) => fields.filter((field) => now[field] === changes[field])
      patch(resumeId, () => changes)
      inFlight.current.set(resumeId, (inFlight.current.get(resumeId) ?? 0) + 1)
      try {
        const { review } = await save({ jobId, resumeId, changes })
        patch(resumeId, (now) => ({
          ...Object.fromEntries(stillOurs(now).map((field) => [field, review[field]])),
          reviewed_at: review.reviewed_at,
        }))
        // Back on the matching screen after the job's page, its results show the review as saved.
        rememberInLastSearch(queryClient, jobId, withReview(resumeId, review))
        return true
      } catch (error) {
        patch(resumeId, (now) => Object.fromEntries(stillOurs(now).map((field) => [field, before[field]])))
        toast(reviewErrorToast(error, name))
        return false
      } finally {
        inFlight.current.set(resumeId, (inFlight.current.get(resumeId) ?? 1) - 1)
      }
    },
    [jobId, saved, save, queryClient],
  )

  return { reviewOf, update }
}

export type CandidateReviews = ReturnType<typeof useCandidateReviews>
