import { type Ref, useId } from 'react'
import type { CandidateReview as Review } from '@shared/schemas/shortlist.ts'
import type { ReviewChanges } from '@/features/recruiting/utils/shortlist.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import { cn } from '@/lib/cn.ts'
import { NotesField } from './notes-field.tsx'
import { RatingInput } from './rating-input.tsx'
import { StageSelect } from './stage-select.tsx'

interface CandidateReviewProps {
  /** The candidate's name, for the fields' accessible names. */
  name: string
  review: Review
  /** Resolves true once the server has the change. */
  onReview: (changes: ReviewChanges) => Promise<boolean>
  className?: string
  stageRef?: Ref<HTMLSelectElement> | undefined
}

/** The recruiter's stage, rating and notes for one candidate of the job (in a card, and on the job's page). */
export function CandidateReview({ name, review, onReview, className, stageRef }: CandidateReviewProps) {
  const stageId = useId()
  return (
    <section aria-label={`Review of ${name}`} className={cn('space-y-3 rounded-lg border bg-muted/30 p-3 sm:p-4', className)}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="space-y-1.5">
          <label htmlFor={stageId} className="block text-sm font-medium">
            Stage
          </label>
          <StageSelect ref={stageRef} id={stageId} label={`Stage of ${name}`} value={review.stage} onChange={(stage) => void onReview({ stage })} />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" aria-hidden="true">
            Rating
          </p>
          <RatingInput label={`Rating of ${name}`} value={review.rating} onChange={(rating) => void onReview({ rating })} />
        </div>
        {review.reviewed_at && <p className="text-xs text-muted-foreground sm:ml-auto">Reviewed {formatDateTime(review.reviewed_at)}</p>}
      </div>
      <NotesField name={name} value={review.notes} onSave={(notes) => onReview({ notes })} />
    </section>
  )
}
