import { ChevronDown, RefreshCw } from 'lucide-react'
import { useId } from 'react'
import type { AiMatch } from '@shared/schemas/recruiting-ai.ts'
import type { CandidateReview as Review } from '@shared/schemas/shortlist.ts'
import { Button } from '@/components/ui/button.tsx'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { DuplicateFlag } from '@/features/recruiting/components/duplicate-flag.tsx'
import { HiddenTextWarning } from '@/features/recruiting/components/hidden-text-warning.tsx'
import { CandidateReview } from '@/features/recruiting/components/shortlist/candidate-review.tsx'
import type { CandidateDetails } from '@/features/recruiting/hooks/use-candidate-details.ts'
import { formatEducation, formatExperience } from '@/features/recruiting/utils/format.ts'
import { candidateSkills } from '@/features/recruiting/utils/infer-skills.ts'
import type { ReviewChanges } from '@/features/recruiting/utils/shortlist.ts'
import { cn } from '@/lib/cn.ts'
import { AiMark } from './ai-mark.tsx'
import { AiReading } from './ai-reading.tsx'
import { MatchAnalysis } from './match-analysis.tsx'

export const NO_ANALYSIS_YET = 'No analysis available for this match yet'

interface CandidateCardProps {
  id: string
  rank: number
  match: AiMatch
  /** The model that re-graded the top candidates (its grade shows beside the engine's); null without one. */
  model?: string | null
  details: CandidateDetails
  onToggle: () => void
  onLoadAnalysis: () => void
  /** The recruiter's stage, rating and notes for the candidate. */
  review: Review
  onReview: (changes: ReviewChanges) => Promise<boolean>
}

function ScoreBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="space-y-1">
      <p className="flex justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums">{value}%</span>
      </p>
      <ProgressBar value={value} label={label} />
    </div>
  )
}

/** One matched candidate: who, how well, the recruiter's review, and (expanded) why. */
export function CandidateCard({ id, rank, match, model = null, details, onToggle, onLoadAnalysis, review, onReview }: CandidateCardProps) {
  const nameId = useId()
  const { analysis, loading, expanded } = details
  const scores = analysis?.categoryScores ?? match.categoryScores
  const skills = candidateSkills(match.skills, analysis)
  const hiddenText = match.hidden_text || Boolean(analysis?.hidden_text)

  return (
    <article
      id={id}
      aria-labelledby={nameId}
      className={cn('scroll-mt-20 rounded-2xl border bg-card shadow-sm', expanded && 'ring-1 ring-primary/30')}
    >
      {/* The header toggles the card; its button is the keyboard's way to do it (its click bubbles up). */}
      <div onClick={onToggle} className="flex cursor-pointer items-start gap-3 p-4 sm:p-5">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary">
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-base font-semibold">
            <button
              type="button"
              aria-expanded={expanded}
              className="rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {match.name}
            </button>
          </h3>
          <p className="mt-0.5 truncate text-xs text-muted-foreground" title={match.filename}>
            {match.filename}
          </p>
          {match.duplicate_of && <DuplicateFlag duplicateOf={match.duplicate_of} className="mt-1" />}
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Experience:</dt>
              <dd>{formatExperience(analysis?.experienceLevel ?? match.experienceLevel, match.years_experience)}</dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-muted-foreground">Education:</dt>
              <dd className="min-w-0 truncate">{analysis ? formatEducation(analysis.education) : '—'}</dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-xl font-bold tabular-nums" aria-label={`Match score ${match.match_percentage}%`}>
            {match.match_percentage}%
          </span>
          {model && match.ai && <AiMark grade={match.ai} model={model} />}
          <ChevronDown className={cn('h-4 w-4 text-muted-foreground transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </div>
      </div>

      <div className="space-y-4 border-t px-4 py-4 sm:px-5">
        {hiddenText && <HiddenTextWarning />}
        <CandidateReview name={match.name} review={review} onReview={onReview} />
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Technical Expertise</h4>
          {skills.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skills found in this resume</p>
          ) : (
            <ul aria-label="Technical Expertise" className="flex flex-wrap gap-1.5">
              {skills.map((skill) => (
                <li key={skill} className="rounded-full border bg-muted/60 px-2.5 py-0.5 text-xs">
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <ScoreBar label="Skills Match" value={scores.skills} />
          <ScoreBar label="Professional Experience" value={scores.experience} />
          <ScoreBar label="Educational Background" value={scores.education} />
        </div>
        {model && match.ai && <AiReading grade={match.ai} model={model} />}

        {loading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="h-4 w-4 text-primary" />
            Processing resume analysis...
          </p>
        ) : (
          !analysis && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2">
              {expanded && <p className="text-sm text-muted-foreground">{NO_ANALYSIS_YET}</p>}
              <Button variant="outline" onClick={onLoadAnalysis} className="w-full sm:ml-auto sm:h-8 sm:w-auto">
                <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
                Load Analysis
              </Button>
            </div>
          )
        )}
        {expanded && analysis && <MatchAnalysis analysis={analysis} />}
      </div>
    </article>
  )
}
