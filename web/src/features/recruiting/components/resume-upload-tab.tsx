import { X } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import type { PendingFiles } from '@/features/recruiting/hooks/use-pending-files.ts'
import { PendingFilesList } from './pending-files-list.tsx'
import { ProcessedResumesList } from './processed-resumes-list.tsx'
import { ResumesDropzone } from './resumes-dropzone.tsx'

interface ResumeUploadTabProps {
  pending: PendingFiles
  /** Processing or finding matches: the lists and buttons wait. */
  busy: boolean
  processing: boolean
  onProcess: () => void
}

/** Tab "Upload Resumes": pick files, see what is pending and what the server holds, process. */
export function ResumeUploadTab({ pending, busy, processing, onProcess }: ResumeUploadTabProps) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <ResumesDropzone onFiles={pending.add} disabled={busy} />
        {pending.skippedMessage && (
          <div
            role="status"
            className="flex items-start justify-between gap-3 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning"
          >
            <p className="min-w-0 break-words">{pending.skippedMessage}</p>
            <Button variant="ghost" size="sm" onClick={pending.dismissSkipped} aria-label="Dismiss skipped files message">
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PendingFilesList
          files={pending.files}
          onRemove={pending.remove}
          removed={pending.removed}
          onUndoRemove={pending.undoRemove}
          disabled={busy}
        />
        <ProcessedResumesList disabled={busy} />
      </div>
      <div className="flex justify-end">
        <Button onClick={onProcess} disabled={busy || pending.files.length === 0} busy={processing} className="w-full sm:w-auto">
          {processing ? 'Processing...' : 'Process Resumes'}
        </Button>
      </div>
    </div>
  )
}
