import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import type { UploadProgress as Progress } from '@/features/recruiting/hooks/use-process-resumes.ts'

/** How far a run of Process Resumes has got: files answered of files sent. */
export function UploadProgress({ progress }: { progress: Progress }) {
  const percent = progress.total === 0 ? 0 : (progress.done / progress.total) * 100
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between text-sm" aria-live="polite">
        <span className="font-medium">Processing resumes...</span>
        <span className="text-muted-foreground tabular-nums">
          {progress.done}/{progress.total}
        </span>
      </p>
      <ProgressBar value={percent} label="Resumes processed" tone="bg-primary" />
    </div>
  )
}
