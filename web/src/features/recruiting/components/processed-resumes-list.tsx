import { FileCheck2 } from 'lucide-react'
import { useId } from 'react'
import type { RecruitingResume } from '@shared/schemas/recruiting.ts'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useDeleteResume } from '@/features/recruiting/api/delete-resume.ts'
import { useResumes } from '@/features/recruiting/api/get-resumes.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import { stepErrorToast } from '@/features/recruiting/utils/toasts.ts'
import { CorrectCandidateDialog } from './correct-candidate-dialog.tsx'
import { HiddenTextWarning } from './hidden-text-warning.tsx'

function ProcessedResumeRow({ resume, disabled }: { resume: RecruitingResume; disabled: boolean }) {
  const remove = useDeleteResume()
  async function onRemove() {
    try {
      await remove.mutateAsync(resume.resume_id)
    } catch (error) {
      toast(stepErrorToast(error, `Failed to remove ${resume.filename}`))
    }
  }
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <FileCheck2 className="h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm" title={resume.filename}>
          {resume.filename}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={resume.uploadTime}>{formatDateTime(resume.uploadTime)}</time>
          {resume.processing && <span className="text-primary">Processing</span>}
          {resume.hidden_text && <HiddenTextWarning compact />}
        </p>
      </div>
      <CorrectCandidateDialog resume={resume} disabled={disabled} />
      <Button
        variant="destructive-ghost"
        size="sm"
        busy={remove.isPending}
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove ${resume.filename}`}
      >
        Remove
      </Button>
    </li>
  )
}

/** "Processed Resumes": the pool on the server; Correct fixes what T10 misread of a resume, Remove deletes it. */
export function ProcessedResumesList({ disabled = false }: { disabled?: boolean }) {
  const resumes = useResumes()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-2">
      <h3 id={titleId} className="flex items-baseline gap-2 text-sm font-semibold">
        Processed Resumes
        {resumes.data && resumes.data.length > 0 && <span className="text-xs font-normal text-muted-foreground">({resumes.data.length})</span>}
      </h3>
      {resumes.isPending ? (
        <div className="flex justify-center py-4 text-primary">
          <Spinner label="Loading processed resumes" />
        </div>
      ) : resumes.isError ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive">
          <span>Could not load your processed resumes.</span>
          <Button variant="outline" size="sm" onClick={() => void resumes.refetch()}>
            Retry
          </Button>
        </div>
      ) : resumes.data.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">No resumes processed yet</p>
      ) : (
        <ul aria-label="Processed Resumes" className="max-h-72 divide-y overflow-y-auto rounded-lg border">
          {resumes.data.map((resume) => (
            <ProcessedResumeRow key={resume.resume_id} resume={resume} disabled={disabled} />
          ))}
        </ul>
      )}
    </section>
  )
}
