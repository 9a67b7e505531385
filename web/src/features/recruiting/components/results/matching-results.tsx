import { useId } from 'react'
import { useCandidateDetails } from '@/features/recruiting/hooks/use-candidate-details.ts'
import type { MatchResults } from '@/features/recruiting/hooks/use-find-matches.ts'
import { usageLine } from '@/features/recruiting/utils/model-reading.ts'
import { CandidateCard } from './candidate-card.tsx'
import { ExportAnalysisButton } from './export-analysis-button.tsx'
import { MatchesTable } from './matches-table.tsx'
import { PublishJobToggle } from './publish-job-toggle.tsx'

/**
 * "Matching Results": the table, then a card per candidate. Mount it keyed by the job, so that a
 * new search starts with its own analyses and open cards.
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
          <ExportAnalysisButton jobId={jobId} limit={limit} model={model} />
          <PublishJobToggle jobId={jobId} published={published} />
        </div>
      </div>

      {matches.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          No resumes matched this job description.
        </p>
      ) : (
        <>
          <MatchesTable
            matches={matches}
            model={modelName}
            isExpanded={(resumeId) => candidates.detailsOf(resumeId).expanded}
            onToggle={candidates.toggle}
            cardIdOf={cardIdOf}
          />
          <div className="space-y-4">
            {matches.map((match, i) => (
              <CandidateCard
                key={match.resume_id}
                id={cardIdOf(match.resume_id)}
                rank={i + 1}
                match={match}
                model={modelName}
                details={candidates.detailsOf(match.resume_id)}
                onToggle={() => candidates.toggle(match.resume_id)}
                onLoadAnalysis={() => candidates.loadAnalysis(match.resume_id)}
              />
            ))}
          </div>
        </>
      )}
      {model && <p className="text-xs text-muted-foreground">{usageLine(model.usage)}</p>}
    </section>
  )
}
