import { Users } from 'lucide-react'
import { useCallback, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { CandidateReview } from '@shared/schemas/shortlist.ts'
import { buttonVariants } from '@/components/ui/button.tsx'
import { StageFilter } from '@/features/recruiting/components/shortlist/stage-filter.tsx'
import { useCandidateDetails } from '@/features/recruiting/hooks/use-candidate-details.ts'
import { useCandidateReviews } from '@/features/recruiting/hooks/use-candidate-reviews.ts'
import type { MatchResults } from '@/features/recruiting/hooks/use-find-matches.ts'
import { usageLine } from '@/features/recruiting/utils/model-reading.ts'
import { ALL_STAGES, countByStage, jobPagePath, type StageFilterValue } from '@/features/recruiting/utils/shortlist.ts'
import { cn } from '@/lib/cn.ts'
import { CandidateCard } from './candidate-card.tsx'
import { ExportAnalysisButton } from './export-analysis-button.tsx'
import { MatchesTable } from './matches-table.tsx'
import { PublishJobToggle } from './publish-job-toggle.tsx'

/**
 * "Matching Results": the table, then a card per candidate, each with the recruiter's stage,
 * rating and notes, and a filter by stage. Mount it keyed by the job, so that a search for another
 * job starts with its own analyses, open cards and filter.
 */
export function MatchingResults({ results }: { results: MatchResults }) {
  const { jobId, jobTitle, limit, matches, published, model = null } = results
  const candidates = useCandidateDetails(jobId, matches, model?.provider ?? null)
  const modelName = model?.usage.model ?? null
  const order = modelName ? `best first by ${modelName}’s grade` : 'best first'
  const baseId = useId()
  // By position: a resume id is the server's to choose and need not be a valid element id.
  const cardIdOf = (resumeId: string) => `${baseId}-candidate-${matches.findIndex((m) => m.resume_id === resumeId)}`
  const titleId = `${baseId}-title`

  const savedReviews = useMemo(() => new Map<string, CandidateReview | undefined>(matches.map((m) => [m.resume_id, m.review])), [matches])
  const saved = useCallback((resumeId: string) => savedReviews.get(resumeId), [savedReviews])
  const reviews = useCandidateReviews(jobId, saved)
  const [stage, setStage] = useState<StageFilterValue>(ALL_STAGES)
  const counts = countByStage(matches.map((m) => reviews.reviewOf(m.resume_id).stage))
  const shown = stage === ALL_STAGES ? matches : matches.filter((m) => reviews.reviewOf(m.resume_id).stage === stage)
  // Ranks stay those of the whole ranking when a filter hides some.
  const rankOf = (resumeId: string) => matches.findIndex((m) => m.resume_id === resumeId) + 1

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-xl font-bold tracking-tight">
            Matching Results
          </h2>
          <p className="text-sm text-muted-foreground">
            Top {matches.length} for {jobTitle}, {order}. Select a candidate for the analysis.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={jobPagePath(jobId)} className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto')}>
              <Users className="h-4 w-4" aria-hidden="true" />
              Job’s candidates
            </Link>
            <ExportAnalysisButton jobId={jobId} limit={limit} model={model} />
          </div>
          <PublishJobToggle jobId={jobId} published={published} />
        </div>
      </div>

      {matches.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          No resumes matched this job description.
        </p>
      ) : (
        <>
          <StageFilter value={stage} onChange={setStage} counts={counts} />
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">No candidates at this stage.</p>
          ) : (
            <>
              <MatchesTable
                matches={shown}
                rankOf={rankOf}
                model={modelName}
                isExpanded={(resumeId) => candidates.detailsOf(resumeId).expanded}
                onToggle={candidates.toggle}
                cardIdOf={cardIdOf}
                reviewOf={reviews.reviewOf}
                onReview={reviews.update}
              />
              <div className="space-y-4">
                {shown.map((match) => (
                  <CandidateCard
                    key={match.resume_id}
                    id={cardIdOf(match.resume_id)}
                    rank={rankOf(match.resume_id)}
                    match={match}
                    model={modelName}
                    details={candidates.detailsOf(match.resume_id)}
                    onToggle={() => candidates.toggle(match.resume_id)}
                    onLoadAnalysis={() => candidates.loadAnalysis(match.resume_id)}
                    review={reviews.reviewOf(match.resume_id)}
                    onReview={(changes) => reviews.update(match.resume_id, match.name, changes)}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
      {model && <p className="text-xs text-muted-foreground">{usageLine(model.usage)}</p>}
    </section>
  )
}
