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
      <ResumesDropzone onFiles={pending.add} disabled={busy} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PendingFilesList files={pending.files} onRemove={pending.remove} disabled={busy} />
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
