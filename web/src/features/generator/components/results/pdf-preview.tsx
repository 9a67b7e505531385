import { Spinner } from '../../../../components/ui/spinner.tsx'

/** Chrome's viewer: fit the page width, no thumbnail pane. Other browsers ignore it. */
const VIEWER_OPTIONS = '#view=FitH&navpanes=0'

/** The compiled PDF in an embedded frame, or the placeholder while it is written or fetched. */
export function PdfPreview({ url, label, regenerating }: { url: string | null; label: 'resume' | 'cover letter'; regenerating: boolean }) {
  const title = label === 'resume' ? 'Resume preview' : 'Cover letter preview'
  return (
    <div className="overflow-hidden rounded-xl border bg-muted/50">
      {url && !regenerating ? (
        <iframe src={`${url}${VIEWER_OPTIONS}`} title={title} className="block h-[28rem] w-full bg-white sm:h-[36rem]" />
      ) : (
        <div role="status" className="flex h-[28rem] flex-col items-center justify-center gap-3 text-sm text-muted-foreground sm:h-[36rem]">
          <Spinner className="h-7 w-7 text-primary" />
          {regenerating ? `Generating ${label}...` : `Preparing ${label} preview...`}
        </div>
      )}
    </div>
  )
}
