import { FileCheck2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { RecruitingResume } from '@shared/schemas/recruiting.ts'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useDeleteResume } from '@/features/recruiting/api/delete-resume.ts'
import { useResumes } from '@/features/recruiting/api/get-resumes.ts'
import { UNDO_MS } from '@/features/recruiting/hooks/use-pending-files.ts'
import { formatDateTime } from '@/features/recruiting/utils/format.ts'
import { stepErrorToast } from '@/features/recruiting/utils/toasts.ts'
import { CorrectCandidateDialog } from './correct-candidate-dialog.tsx'
import { DuplicateFlag } from './duplicate-flag.tsx'
import { HiddenTextWarning } from './hidden-text-warning.tsx'

function ProcessedResumeRow({ resume, disabled, onRemove }: { resume: RecruitingResume; disabled: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
      <FileCheck2 className="h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm" title={resume.filename}>
          {resume.filename}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={resume.uploadTime}>{formatDateTime(resume.uploadTime)}</time>
          {resume.processing && <span className="text-primary">Processing</span>}
          {resume.hidden_text && <HiddenTextWarning compact />}
          <DuplicateFlag duplicateOf={resume.duplicate_of} />
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <CorrectCandidateDialog resume={resume} disabled={disabled} />
        <Button variant="destructive-ghost" size="sm" disabled={disabled} onClick={onRemove} aria-label={`Remove ${resume.filename}`}>
          Remove
        </Button>
      </div>
    </li>
  )
}

/**
 * Remove with a grace period: the row goes at once and "Removed x.pdf · Undo" stays for UNDO_MS;
 * only then is the delete sent (the server keeps no copy to restore). Leaving the screen sends the
 * deletes still waiting, as the recruiter asked.
 */
function useUndoableRemove() {
  const { mutateAsync: deleteResume } = useDeleteResume()
  const [waiting, setWaiting] = useState<RecruitingResume[]>([])
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>())

  const send = useCallback(
    async (resume: RecruitingResume) => {
      timers.current.delete(resume.resume_id)
      try {
        await deleteResume(resume.resume_id)
      } catch (error) {
        toast(stepErrorToast(error, `Failed to remove ${resume.filename}`))
      } finally {
        setWaiting((current) => current.filter((r) => r.resume_id !== resume.resume_id))
      }
    },
    [deleteResume],
  )

  const remove = useCallback(
    (resume: RecruitingResume) => {
      if (timers.current.has(resume.resume_id)) return
      const go = () => void send(resume)
      timers.current.set(resume.resume_id, { timer: setTimeout(go, UNDO_MS), send: go })
      setWaiting((current) => [...current, resume])
    },
    [send],
  )

  const undo = useCallback((resume: RecruitingResume) => {
    const entry = timers.current.get(resume.resume_id)
    if (!entry) return
    clearTimeout(entry.timer)
    timers.current.delete(resume.resume_id)
    setWaiting((current) => current.filter((r) => r.resume_id !== resume.resume_id))
  }, [])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const { timer, send: sendNow } of pending.values()) {
        clearTimeout(timer)
        sendNow()
      }
    }
  }, [])

  return { waiting, remove, undo }
}

/** "Processed Resumes": the pool on the server; Correct fixes what T10 misread of a resume, Remove deletes it (with Undo). */
export function ProcessedResumesList({ disabled = false }: { disabled?: boolean }) {
  const resumes = useResumes()
  const titleId = useId()
  const removal = useUndoableRemove()
  const hidden = new Set(removal.waiting.map((r) => r.resume_id))
  const shown = resumes.data?.filter((r) => !hidden.has(r.resume_id)) ?? []
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-2">
      <h3 id={titleId} className="flex items-baseline gap-2 text-sm font-semibold">
        Processed Resumes
        {shown.length > 0 && <span className="text-xs font-normal text-muted-foreground">({shown.length})</span>}
      </h3>
      {removal.waiting.map((resume) => (
        <p key={resume.resume_id} role="status" className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-1.5 text-sm">
          <span className="min-w-0 truncate">Removed {resume.filename}</span>
          <Button variant="outline" size="sm" onClick={() => removal.undo(resume)} aria-label={`Undo remove ${resume.filename}`}>
            Undo
          </Button>
        </p>
      ))}
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
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">No resumes processed yet</p>
      ) : (
        <ul aria-label="Processed Resumes" className="max-h-72 divide-y overflow-y-auto rounded-lg border">
          {shown.map((resume) => (
            <ProcessedResumeRow key={resume.resume_id} resume={resume} disabled={disabled} onRemove={() => removal.remove(resume)} />
          ))}
        </ul>
      )}
    </section>
  )
}
