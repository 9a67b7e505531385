import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { JobCandidate, JobCandidatesResponse } from '@shared/schemas/shortlist.ts'
import { type CandidateReviews, useCandidateReviews } from '@/features/recruiting/hooks/use-candidate-reviews.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import {
  ALL_STAGES,
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateStage,
  countByStage,
  type StageFilterValue,
} from '@/features/recruiting/utils/shortlist.ts'
import { CandidateReview } from './candidate-review.tsx'
import { StageFilter } from './stage-filter.tsx'

type Reviews = CandidateReviews

interface CandidateItemProps {
  candidate: JobCandidate
  reviews: Reviews
  /** Its stage was just changed here: it moved to another group, and the focus goes with it. */
  moved: boolean
  onStageChanged: (resumeId: string) => void
}

function CandidateItem({ candidate, reviews, moved, onStageChanged }: CandidateItemProps) {
  const nameId = useId()
  return (
    <li>
      <article aria-labelledby={nameId} className="space-y-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={nameId} className="text-base font-semibold">
              {candidate.name}
            </h3>
            <p className="truncate text-xs text-muted-foreground" title={candidate.filename}>
              {candidate.filename}
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">Last matched {formatDateTime(candidate.last_seen_at)}</p>
          </div>
          {candidate.match_percentage !== null && (
            <span className="shrink-0 text-xl font-bold tabular-nums" aria-label={`Match score ${candidate.match_percentage}%`}>
              {candidate.match_percentage}%
            </span>
          )}
        </div>
        <CandidateReview
          name={candidate.name}
          review={reviews.reviewOf(candidate.resume_id)}
          onReview={(changes) => {
            if (changes.stage) onStageChanged(candidate.resume_id)
            return reviews.update(candidate.resume_id, candidate.name, changes)
          }}
          stageRef={moved ? (select) => select?.focus() : undefined}
          className="bg-transparent"
        />
      </article>
    </li>
  )
}

interface StageGroupProps extends Omit<CandidateItemProps, 'candidate' | 'moved'> {
  stage: CandidateStage
  candidates: JobCandidate[]
  movedId: string | null
}

function StageGroup({ stage, candidates, movedId, ...item }: StageGroupProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {CANDIDATE_STAGE_LABELS[stage]} <span className="font-normal text-muted-foreground tabular-nums">({candidates.length})</span>
      </h2>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {candidates.map((candidate) => (
          <CandidateItem key={candidate.resume_id} candidate={candidate} moved={candidate.resume_id === movedId} {...item} />
        ))}
      </ul>
    </section>
  )
}

/**
 * A job's page: every candidate its match runs showed, grouped by stage, each with its rating and
 * notes, to review there too. A stage changed here moves the candidate to its group at once.
 */
export function JobCandidates({ data }: { data: JobCandidatesResponse }) {
  const { job, candidates } = data
  const byResume = useMemo(() => new Map(candidates.map((c) => [c.resume_id, c])), [candidates])
  const saved = useCallback((resumeId: string) => byResume.get(resumeId), [byResume])
  const reviews = useCandidateReviews(job.job_id, saved)
  const [filter, setFilter] = useState<StageFilterValue>(ALL_STAGES)
  const stageOf = (c: JobCandidate) => reviews.reviewOf(c.resume_id).stage
  const counts = countByStage(candidates.map(stageOf))
  const stages = filter === ALL_STAGES ? CANDIDATE_STAGES : [filter]
  // The candidate whose stage was changed here, while it moves to its new group.
  const moved = useRef<string | null>(null)
  useEffect(() => {
    moved.current = null
  })
  const onStageChanged = useCallback((resumeId: string) => (moved.current = resumeId), [])
  const groups = stages.map((stage) => ({ stage, candidates: candidates.filter((c) => stageOf(c) === stage) })).filter((g) => g.candidates.length > 0)

  if (candidates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No candidates yet: find matches for this job and its candidates show here.
      </p>
    )
  }
  return (
    <div className="space-y-6">
      <StageFilter value={filter} onChange={setFilter} counts={counts} />
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">No candidates at this stage.</p>
      ) : (
        groups.map((group) => <StageGroup key={group.stage} {...group} reviews={reviews} movedId={moved.current} onStageChanged={onStageChanged} />)
      )}
    </div>
  )
}
