import { Link2 } from 'lucide-react'
import { useId, useState } from 'react'
import { JOB_DESCRIPTION_MAX_CHARS } from '@shared/schemas/limits.ts'
import type { ScrapeUrlResponse } from '@shared/schemas/scrape.ts'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { useScrapePosting } from './scrape-posting.ts'

interface PostingLinkFieldProps {
  /** Called with the posting read from the link; the caller fills its Job Description with it. */
  onPosting: (posting: ScrapeUrlResponse) => void
  disabled?: boolean
}

/** "Paste a link instead": the posting's address, read by the server into the Job Description. */
export function PostingLinkField({ onPosting, disabled }: PostingLinkFieldProps) {
  const id = useId()
  const [url, setUrl] = useState('')
  const [note, setNote] = useState('')
  const { scrape, pending, error, clearError } = useScrapePosting()

  const fetchPosting = async () => {
    if (url.trim() === '' || pending) return
    setNote('')
    const posting = await scrape(url.trim())
    if (!posting) return
    onPosting(posting)
    setNote(
      posting.truncated
        ? `Filled in from ${hostOf(posting.url)}. The posting was longer than ${JOB_DESCRIPTION_MAX_CHARS} characters; only its first part was kept.`
        : `Filled in from ${hostOf(posting.url)}. Check the text below before generating.`,
    )
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-url`} className="flex items-center gap-1.5 text-xs font-normal text-muted-foreground">
        <Link2 className="h-3.5 w-3.5" aria-hidden="true" />
        Or paste a link to the job posting
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://jobs.example.com/posting"
          value={url}
          disabled={disabled}
          aria-invalid={error !== '' || undefined}
          aria-describedby={`${id}-status`}
          className="h-9 min-w-0 flex-1"
          onChange={(event) => {
            setUrl(event.target.value)
            if (error) clearError()
          }}
          onKeyDown={(event) => {
            // Enter fetches; it must not submit a form the field sits in.
            if (event.key === 'Enter') {
              event.preventDefault()
              void fetchPosting()
            }
          }}
        />
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          busy={pending}
          disabled={disabled || url.trim() === ''}
          onClick={() => void fetchPosting()}
        >
          {pending ? 'Fetching…' : 'Fetch posting'}
        </Button>
      </div>
      <div id={`${id}-status`} className="text-xs">
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : (
          <p role="status" className="text-muted-foreground">
            {note}
          </p>
        )}
      </div>
    </div>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return 'the page'
  }
}
