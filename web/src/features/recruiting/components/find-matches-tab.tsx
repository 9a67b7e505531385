import { Search } from 'lucide-react'
import { useId } from 'react'
import { PostingLinkField } from '@/components/posting-link/posting-link-field.tsx'
import { Button } from '@/components/ui/button.tsx'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { CANDIDATE_COUNTS, JOB_DESCRIPTION_EXAMPLE, JOB_DESCRIPTION_MAX_CHARS } from '@/features/recruiting/utils/job-description-example.ts'
import type { ModelReading } from '@/features/recruiting/hooks/use-find-matches.ts'
import { cn } from '@/lib/cn.ts'
import { ModelChoiceFields, type ModelChoiceFieldsProps } from './model-choice-fields.tsx'
import { ModelReadingProgress } from './model-reading-progress.tsx'

interface FindMatchesTabProps {
  description: string
  onDescriptionChange: (description: string) => void
  limit: number
  onLimitChange: (limit: number) => void
  finding: boolean
  /** Resumes are being processed: Find Matches waits for them. */
  processing: boolean
  onFind: () => void
  /** Who grades: the engine alone or a model (shown only when the server has one). */
  modelChoice: Omit<ModelChoiceFieldsProps, 'disabled'>
  /** A model is reading the engine's best: how far it is; null otherwise. */
  reading: ModelReading | null
  onCancel: () => void
  /** The server's words when this month's AI budget is spent, said beside the button. */
  budgetRefusal: string | null
}

/** Tab "Find Matches": the job description, who grades, how many candidates, and the button. */
export function FindMatchesTab({
  description,
  onDescriptionChange,
  limit,
  onLimitChange,
  finding,
  processing,
  onFind,
  modelChoice,
  reading,
  onCancel,
  budgetRefusal,
}: FindMatchesTabProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const hintId = `${id}-hint`
  const countId = `${id}-count`
  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={descriptionId}>Job Description</Label>
        <PostingLinkField onPosting={(posting) => onDescriptionChange(posting.description)} />
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={JOB_DESCRIPTION_MAX_CHARS}
          onChange={(event) => onDescriptionChange(event.target.value)}
          placeholder="Paste the job description here..."
          aria-describedby={`${hintId} ${countId}`}
          className="min-h-56"
        />
        <p id={countId} className="text-right text-xs text-muted-foreground tabular-nums">
          {description.length}/{JOB_DESCRIPTION_MAX_CHARS} characters
        </p>
        <div id={hintId} className="rounded-lg border bg-muted/50 px-3 py-2.5 text-xs text-muted-foreground">
          <p className="mb-1 font-medium text-foreground">Example format</p>
          <pre className="font-sans leading-relaxed break-words whitespace-pre-wrap">{JOB_DESCRIPTION_EXAMPLE}</pre>
        </div>
      </div>

      <ModelChoiceFields {...modelChoice} disabled={finding} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-limit`}>Number of candidates</Label>
          <select
            id={`${id}-limit`}
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
            className={cn(fieldVariants(), 'h-10 w-full sm:w-40')}
          >
            {CANDIDATE_COUNTS.map((count) => (
              <option key={count} value={count}>
                Top {count}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={onFind} busy={finding} disabled={processing} className="w-full sm:w-auto">
          {!finding && <Search className="h-4 w-4" aria-hidden="true" />}
          Find Matches
        </Button>
      </div>
      {reading && <ModelReadingProgress reading={reading} onCancel={onCancel} />}
      {budgetRefusal && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive">
          {budgetRefusal}
        </p>
      )}
    </div>
  )
}
