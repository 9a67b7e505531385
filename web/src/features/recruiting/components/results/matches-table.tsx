import { ChevronDown } from 'lucide-react'
import type { AiMatch } from '@shared/schemas/recruiting-ai.ts'
import type { CandidateReview } from '@shared/schemas/shortlist.ts'
import { DuplicateFlag } from '@/features/recruiting/components/duplicate-flag.tsx'
import { HiddenTextWarning } from '@/features/recruiting/components/hidden-text-warning.tsx'
import { RatingInput } from '@/features/recruiting/components/shortlist/rating-input.tsx'
import { StageSelect } from '@/features/recruiting/components/shortlist/stage-select.tsx'
import { formatExperience } from '@/features/recruiting/utils/format.ts'
import { CANDIDATE_STAGE_LABELS, ratingLabel, type ReviewChanges } from '@/features/recruiting/utils/shortlist.ts'
import { skillsSummary } from '@/features/recruiting/utils/skills-summary.ts'
import { cn } from '@/lib/cn.ts'
import { AiMark } from './ai-mark.tsx'

interface MatchesTableProps {
  /** The candidates shown (a stage filter may hide some), best first. */
  matches: readonly AiMatch[]
  /** The candidate's place in the whole ranking, from 1. */
  rankOf: (resumeId: string) => number
  /** The model that re-graded the top candidates (its grade shows beside the engine's); null without one. */
  model: string | null
  isExpanded: (resumeId: string) => boolean
  onToggle: (resumeId: string) => void
  cardIdOf: (resumeId: string) => string
  reviewOf: (resumeId: string) => CandidateReview
  onReview: (resumeId: string, name: string, changes: ReviewChanges) => Promise<boolean>
}

/** The first 3 skills, then "+N more". */
function KeySkills({ skills }: { skills: readonly string[] }) {
  const { shown, more } = skillsSummary(skills)
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((skill) => (
        <span key={skill} className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
          {skill}
        </span>
      ))}
      {more > 0 && <span className="px-1 py-0.5 text-xs text-muted-foreground">+{more} more</span>}
    </span>
  )
}

/**
 * Below the sm breakpoint: the ranking as a list of rows a thumb can tap, rank, name and score on
 * one line, nothing to scroll sideways. Each row opens or closes its candidate's card.
 */
function MatchesList({ matches, rankOf, model, isExpanded, onToggle, cardIdOf, reviewOf }: MatchesTableProps) {
  return (
    <ol aria-label="Matching candidates" className="divide-y rounded-xl border bg-card sm:hidden">
      {matches.map((match) => {
        const expanded = isExpanded(match.resume_id)
        const review = reviewOf(match.resume_id)
        return (
          <li key={match.resume_id} data-testid="match-row-phone">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={cardIdOf(match.resume_id)}
              onClick={() => onToggle(match.resume_id)}
              className={cn(
                'flex min-h-14 w-full items-center gap-3 px-3 py-2.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                expanded && 'bg-primary-soft/40',
              )}
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary">
                {rankOf(match.resume_id)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{match.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {formatExperience(match.experienceLevel, match.years_experience)}
                </span>
                {match.duplicate_of && <DuplicateFlag duplicateOf={match.duplicate_of} className="mt-1" />}
                {/* Said once reviewed; the card below has the fields. */}
                {(review.stage !== 'new' || review.rating !== null) && (
                  <span className="mt-1 block text-xs font-medium text-primary" data-testid="match-review-phone">
                    {CANDIDATE_STAGE_LABELS[review.stage]}
                    {review.rating !== null && ` · ${ratingLabel(review.rating)}`}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 flex-col items-end gap-0.5">
                <span className="text-lg font-bold tabular-nums" aria-label={`Match score ${match.match_percentage}%`}>
                  {match.match_percentage}%
                </span>
                {model && match.ai && <AiMark grade={match.ai} model={model} />}
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}

/** Clicks in the row's fields set the review; they must not reach the row, which toggles the card. */
const keepInCell = (event: { stopPropagation: () => void }) => event.stopPropagation()

/**
 * The ranking at a glance, with each candidate's stage and rating to set there; a row opens or
 * closes its candidate's card below. A table from sm up, a list on phones.
 */
export function MatchesTable(props: MatchesTableProps) {
  const { matches, rankOf, model, isExpanded, onToggle, cardIdOf, reviewOf, onReview } = props
  return (
    <>
      <MatchesList {...props} />
      <div className="hidden overflow-x-auto rounded-xl border bg-card sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Matching candidates, best first</caption>
          {/* foreground/75, not muted-foreground: that one on bg-muted/60 measures 4.4:1, under WCAG AA. */}
          <thead className="bg-muted/60 text-xs tracking-wide text-foreground/75 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Candidate
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Key Skills
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Experience
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Stage
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Rating
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Match Score
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {matches.map((match) => {
              const expanded = isExpanded(match.resume_id)
              const review = reviewOf(match.resume_id)
              return (
                // The whole row toggles; its button is how a keyboard gets there (its click bubbles up).
                <tr
                  key={match.resume_id}
                  onClick={() => onToggle(match.resume_id)}
                  className={cn('cursor-pointer transition-colors hover:bg-muted/50', expanded && 'bg-primary-soft/40')}
                >
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={cardIdOf(match.resume_id)}
                      className="flex items-start gap-2 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <ChevronDown
                        className={cn('mt-0.5 h-4 w-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
                        aria-hidden="true"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">
                          <span className="sr-only">{rankOf(match.resume_id)}. </span>
                          {match.name}
                        </span>
                        <span className="block max-w-56 truncate text-xs text-muted-foreground" data-testid="match-filename">
                          {match.filename}
                        </span>
                      </span>
                    </button>
                    {match.hidden_text && <HiddenTextWarning compact className="mt-1 ml-6" />}
                    {match.duplicate_of && <DuplicateFlag duplicateOf={match.duplicate_of} className="mt-1 ml-6" />}
                  </td>
                  <td className="px-4 py-3">
                    <KeySkills skills={match.skills} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap" data-testid="match-experience">
                    {formatExperience(match.experienceLevel, match.years_experience)}
                  </td>
                  <td className="px-4 py-3" onClick={keepInCell}>
                    <StageSelect
                      label={`Stage of ${match.name}`}
                      value={review.stage}
                      onChange={(stage) => void onReview(match.resume_id, match.name, { stage })}
                    />
                  </td>
                  <td className="px-4 py-3" onClick={keepInCell}>
                    <RatingInput
                      label={`Rating of ${match.name}`}
                      value={review.rating}
                      onChange={(rating) => void onReview(match.resume_id, match.name, { rating })}
                    />
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">
                    {match.match_percentage}%{model && match.ai && <AiMark grade={match.ai} model={model} className="ml-2 align-middle" />}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
