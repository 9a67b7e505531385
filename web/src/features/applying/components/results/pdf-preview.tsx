import { PdfPages } from '@/components/pdf-pages/pdf-pages.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'

/** The compiled PDF drawn page by page (no browser PDF viewer needed), or the placeholder while it is written or fetched. */
export function PdfPreview({
  url,
  file,
  label,
  regenerating,
}: {
  url: string | null
  file: Blob | null
  label: 'resume' | 'cover letter'
  regenerating: boolean
}) {
  const title = label === 'resume' ? 'Resume preview' : 'Cover letter preview'
  return (
    // A region that scrolls: focusable, so that a keyboard can scroll it too.
    <section aria-label={title} tabIndex={0} className="h-[28rem] overflow-y-auto rounded-xl border bg-muted/50 p-2 sm:h-[36rem]">
      {url && file && !regenerating ? (
        <PdfPages file={file} url={url} name={label} />
      ) : (
        <div role="status" className="flex h-full flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
          <Spinner className="h-7 w-7 text-primary" />
          {regenerating ? `Generating ${label}...` : `Preparing ${label} preview...`}
        </div>
      )}
    </section>
  )
}
