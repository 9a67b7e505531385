import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PostingLinkField } from '@/components/posting-link/posting-link-field.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { JOB_DESCRIPTION_MAX } from '@/features/applying/utils/generate-rules.ts'
import { cn } from '@/lib/cn.ts'

export const HIGHLIGHT_MS = 900

/**
 * The job description: hard limit of 20000 characters, live counter, brief highlight after each
 * edit. A posting's link may be given instead of its text: the server reads the posting into it.
 * A paste (or drop) that would pass the limit is refused whole, saying so, rather than cut off
 * mid-word: the person chooses which part of the posting to keep.
 */
export function JobDescriptionField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const [highlight, setHighlight] = useState(false)
  // The length of the text last refused for being too long, shown until the next accepted edit.
  const [refusedLength, setRefusedLength] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const flash = () => {
    setHighlight(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setHighlight(false), HIGHLIGHT_MS)
  }

  const ready = value.trim().length > 0
  const nearLimit = value.length >= JOB_DESCRIPTION_MAX * 0.95
  return (
    <div className="space-y-2">
      <Label htmlFor="job-description">Job Description</Label>
      <PostingLinkField
        disabled={disabled}
        onPosting={(posting) => {
          onChange(posting.description.slice(0, JOB_DESCRIPTION_MAX))
          flash()
        }}
      />
      <Textarea
        id="job-description"
        name="job-description"
        value={value}
        maxLength={JOB_DESCRIPTION_MAX}
        disabled={disabled}
        placeholder="Paste the job description here..."
        aria-describedby="job-description-count job-description-status"
        data-highlight={highlight || undefined}
        className={cn('min-h-56 resize-y transition-shadow duration-300', highlight && 'border-primary ring-4 ring-primary/25')}
        onChange={(e) => {
          if (e.target.value.length > JOB_DESCRIPTION_MAX) {
            setRefusedLength(e.target.value.length)
            return
          }
          setRefusedLength(null)
          onChange(e.target.value)
          flash()
        }}
        onPaste={(e) => {
          const area = e.currentTarget
          const pasted = e.clipboardData.getData('text')
          const length = value.length - (area.selectionEnd - area.selectionStart) + pasted.length
          if (length > JOB_DESCRIPTION_MAX) {
            e.preventDefault()
            setRefusedLength(length)
            return
          }
          flash()
        }}
      />
      {refusedLength !== null && (
        <p role="alert" className="text-xs text-destructive">
          That would make the description {refusedLength.toLocaleString('en-US')} characters long; it can hold{' '}
          {JOB_DESCRIPTION_MAX.toLocaleString('en-US')}. Nothing was pasted: paste the part about the role (what you would do, what they ask for).
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <p id="job-description-status" aria-live="polite" className="flex items-center gap-1.5 text-success">
          {ready && (
            <>
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
              Ready — this description will be used for generation.
            </>
          )}
        </p>
        <p
          id="job-description-count"
          className={cn(
            'ml-auto tabular-nums',
            refusedLength !== null ? 'font-medium text-destructive' : nearLimit ? 'font-medium text-warning' : 'text-muted-foreground',
          )}
        >
          {value.length}/{JOB_DESCRIPTION_MAX} characters
        </p>
      </div>
    </div>
  )
}
