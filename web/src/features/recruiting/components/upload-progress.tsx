import { CircleAlert, CircleCheck, Clock, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { FileUpload, FileUploadState, UploadProgress as Progress } from '@/features/recruiting/hooks/use-process-resumes.ts'

function StateText({ status }: { status: FileUploadState }) {
  switch (status.state) {
    case 'waiting':
      return (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          Waiting
        </span>
      )
    case 'uploading':
      return (
        <span className="flex items-center gap-1 text-primary tabular-nums">
          <Spinner className="h-3.5 w-3.5" />
          Uploading {status.percent} %
        </span>
      )
    case 'reading':
      return (
        <span className="flex items-center gap-1 text-primary">
          <Spinner className="h-3.5 w-3.5" />
          Reading
        </span>
      )
    case 'read':
      return (
        <span className="flex items-center gap-1 text-success">
          <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
          Read
        </span>
      )
    case 'failed':
      return (
        <span className="flex items-start gap-1 text-destructive">
          <CircleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span>Failed: {status.reason}</span>
        </span>
      )
  }
}

interface UploadProgressProps {
  /** Files answered of files sent, while a run is under way. */
  progress: Progress | null
  /** Each file of the current or last run, with where it is. */
  uploads: readonly FileUpload[]
  onClear: () => void
}

/** How far a run of Process Resumes has got, and where each of its files is. */
export function UploadProgress({ progress, uploads, onClear }: UploadProgressProps) {
  const percent = !progress || progress.total === 0 ? 0 : (progress.done / progress.total) * 100
  return (
    <div className="space-y-2">
      {progress && (
        <div className="space-y-1.5">
          <p className="flex justify-between text-sm" aria-live="polite">
            <span className="font-medium">Processing resumes...</span>
            <span className="text-muted-foreground tabular-nums">
              {progress.done}/{progress.total}
            </span>
          </p>
          <ProgressBar value={percent} label="Resumes processed" tone="bg-primary" />
        </div>
      )}
      {uploads.length > 0 && (
        <div className="rounded-lg border">
          <div className="flex items-center justify-between gap-3 border-b px-3 py-1.5">
            <h3 className="text-sm font-semibold">Upload progress</h3>
            {!progress && (
              <Button variant="ghost" size="sm" onClick={onClear}>
                Clear
              </Button>
            )}
          </div>
          <ul aria-label="Upload progress" className="max-h-60 divide-y overflow-y-auto">
            {uploads.map(({ file, status }, i) => (
              <li key={i} data-state={status.state} className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate" title={file.name}>
                    {file.name}
                  </span>
                </span>
                <span className="pl-6 text-xs sm:pl-0">
                  <StateText status={status} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
