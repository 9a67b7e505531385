import { CircleAlert, RotateCw } from 'lucide-react'
import { PdfPages } from '@/components/pdf-pages/pdf-pages.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'

/**
 * The compiled PDF drawn page by page (no browser PDF viewer needed), the placeholder while it is
 * written or fetched, or, when it could not be fetched, the error with a Retry button.
 */
export function PdfPreview({
  url,
  file,
  label,
  regenerating,
  failed = false,
  onRetry,
}: {
  url: string | null
  file: Blob | null
  label: 'resume' | 'cover letter'
  regenerating: boolean
  /** The PDF did not arrive (an error, or no answer in time). */
  failed?: boolean
  onRetry?: () => void
}) {
  const title = label === 'resume' ? 'Resume preview' : 'Cover letter preview'
  return (
    // A region that scrolls: focusable, so that a keyboard can scroll it too.
    <section aria-label={title} tabIndex={0} className="h-[28rem] overflow-y-auto rounded-xl border bg-muted/50 p-2 sm:h-[36rem]">
      {url && file && !regenerating ? (
        <PdfPages file={file} url={url} name={label} />
      ) : failed && !regenerating ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 px-4 text-center">
          <CircleAlert className="h-7 w-7 text-destructive" aria-hidden="true" />
          <p role="alert" className="text-sm text-muted-foreground">
            The {label} preview could not be loaded. Your {label} is safe: try again, or download it below.
          </p>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              Retry<span className="sr-only"> the {label} preview</span>
            </Button>
          )}
        </div>
      ) : (
        <div role="status" className="flex h-full flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
          <Spinner className="h-7 w-7 text-primary" />
          {regenerating ? `Generating ${label}...` : `Preparing ${label} preview...`}
        </div>
      )}
    </section>
  )
}
