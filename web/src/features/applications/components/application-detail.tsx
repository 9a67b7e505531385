import * as Dialog from '@radix-ui/react-dialog'
import { Download, ExternalLink, Eye, Trash2, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  CLOSED_REASON_LABELS,
  CLOSED_REASONS,
  type Application,
  type ApplicationDocument,
  type ApplicationStatus,
  type ClosedReason,
  type UpdateApplicationBody,
} from '@shared/schemas/applications.ts'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { FormField } from '@/components/ui/form-field.tsx'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useDeleteApplication } from '@/features/applications/api/delete-application.ts'
import { useDownloadDocumentPdf, usePreviewDocumentPdf } from '@/features/applications/api/download-document.ts'
import { useApplication } from '@/features/applications/api/get-application.ts'
import { useUpdateApplication } from '@/features/applications/api/update-application.ts'
import { formatDay, statusText } from '@/features/applications/utils/arrange.ts'
import { cn } from '@/lib/cn.ts'
import { serverMessage } from '@/lib/server-message.ts'

interface ApplicationDetailProps {
  /** The application shown; null: the panel is shut. */
  applicationId: string | null
  onClose: () => void
}

/**
 * An application in a side panel: its fields, notes and next step to edit, the dates of each
 * status change, the documents generated for it (as they were sent), and Delete.
 */
export function ApplicationDetail({ applicationId, onClose }: ApplicationDetailProps) {
  const application = useApplication(applicationId)
  return (
    <Dialog.Root open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // The delete confirmation is a native <dialog> inside the panel: its Escape is its own.
          onEscapeKeyDown={(event) => document.querySelector('dialog[open]') && event.preventDefault()}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col border-l bg-card text-foreground shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b px-5 py-3">
            <Dialog.Title className="truncate text-lg font-semibold">{application.data?.title ?? 'Application'}</Dialog.Title>
            <Dialog.Close
              aria-label="Close details"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {application.data ? (
              <DetailBody key={application.data.id} application={application.data} onDeleted={onClose} />
            ) : application.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(application.error) || 'The application could not be loaded.'}
              </p>
            ) : (
              <div className="flex justify-center py-10">
                <Spinner className="h-6 w-6" />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

interface Draft {
  title: string
  company: string
  location: string
  link: string
  status: ApplicationStatus
  closed_reason: ClosedReason
  next_step: string
  next_step_date: string
  notes: string
}

const draftOf = (a: Application): Draft => ({
  title: a.title,
  company: a.company,
  location: a.location,
  link: a.link ?? '',
  status: a.status,
  closed_reason: a.closed_reason ?? 'rejected',
  next_step: a.next_step,
  next_step_date: a.next_step_date ?? '',
  notes: a.notes,
})

/** Only what changed, as the API takes it. */
function changesOf(a: Application, d: Draft): UpdateApplicationBody {
  const changes: UpdateApplicationBody = {}
  if (d.title.trim() !== a.title) changes.title = d.title.trim()
  if (d.company.trim() !== a.company) changes.company = d.company.trim()
  if (d.location.trim() !== a.location) changes.location = d.location.trim()
  if (d.link.trim() !== (a.link ?? '')) changes.link = d.link.trim() || null
  if (d.status !== a.status || (d.status === 'closed' && d.closed_reason !== a.closed_reason)) {
    changes.status = d.status
    changes.closed_reason = d.status === 'closed' ? d.closed_reason : null
  }
  if (d.next_step !== a.next_step) changes.next_step = d.next_step
  if ((d.next_step_date || null) !== a.next_step_date) changes.next_step_date = d.next_step_date || null
  if (d.notes !== a.notes) changes.notes = d.notes
  return changes
}

function DetailBody({ application, onDeleted }: { application: Application; onDeleted: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(application))
  const update = useUpdateApplication()
  const remove = useDeleteApplication()
  const ids = { status: useId(), reason: useId(), notes: useId(), date: useId() }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const changes = changesOf(application, draft)
  const dirty = Object.keys(changes).length > 0

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!dirty) return
    update.mutate(
      { applicationId: application.id, changes },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved))
          toast({ title: 'Application saved', description: saved.title, variant: 'success', topic: 'application-save' })
        },
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: serverMessage(error) || 'The changes could not be saved. Try again.',
            variant: 'destructive',
            topic: 'application-save',
          }),
      },
    )
  }

  const documents = application.documents.length
  return (
    <div className="space-y-6">
      <form onSubmit={save} className="space-y-4" aria-label="Edit application">
        <FormField label="Title" value={draft.title} required maxLength={200} onChange={(e) => set('title', e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Company" value={draft.company} maxLength={300} onChange={(e) => set('company', e.target.value)} />
          <FormField label="Location" value={draft.location} maxLength={300} onChange={(e) => set('location', e.target.value)} />
        </div>
        <FormField label="Link" type="url" value={draft.link} placeholder="https://" onChange={(e) => set('link', e.target.value)} />
        {application.link && (
          <a
            href={application.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Open the posting
          </a>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={ids.status}>Status</Label>
            <select
              id={ids.status}
              value={draft.status}
              onChange={(e) => set('status', e.target.value as ApplicationStatus)}
              className={cn(fieldVariants(), 'h-10')}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {draft.status === 'closed' && (
            <div className="space-y-1.5">
              <Label htmlFor={ids.reason}>Why it closed</Label>
              <select
                id={ids.reason}
                value={draft.closed_reason}
                onChange={(e) => set('closed_reason', e.target.value as ClosedReason)}
                className={cn(fieldVariants(), 'h-10')}
              >
                {CLOSED_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {CLOSED_REASON_LABELS[r]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <FormField
            label="Next step"
            value={draft.next_step}
            maxLength={300}
            placeholder="Phone screen with the hiring manager"
            onChange={(e) => set('next_step', e.target.value)}
          />
          <FormField label="Next step date" type="date" value={draft.next_step_date} onChange={(e) => set('next_step_date', e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.notes}>Notes</Label>
          <Textarea id={ids.notes} value={draft.notes} maxLength={10_000} onChange={(e) => set('notes', e.target.value)} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={update.isPending} disabled={!dirty || draft.title.trim() === ''}>
            Save changes
          </Button>
        </div>
      </form>

      <section aria-labelledby="application-history" className="space-y-2">
        <h3 id="application-history" className="text-sm font-semibold">
          History
        </h3>
        <ol className="space-y-1 text-sm">
          {application.history.map((change, index) => (
            <li key={`${change.at}-${index}`} className="flex justify-between gap-3">
              <span>{index === 0 ? `Added as ${statusText(change)}` : statusText(change)}</span>
              <time dateTime={change.at} className="text-muted-foreground">
                {formatDay(change.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="application-documents" className="space-y-2">
        <h3 id="application-documents" className="text-sm font-semibold">
          Documents
        </h3>
        {documents === 0 ? (
          <p className="text-sm text-muted-foreground">No documents yet. Documents you generate for this posting are kept here as they were sent.</p>
        ) : (
          <ul className="space-y-2">
            {application.documents.map((document) => (
              <DocumentRow key={document.filename} document={document} />
            ))}
          </ul>
        )}
      </section>

      {application.posting_text && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">The posting</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-lg border p-3 font-sans whitespace-pre-wrap">{application.posting_text}</pre>
        </details>
      )}

      <div className="border-t pt-4">
        <ConfirmDialog
          trigger={
            <Button variant="destructive-ghost" busy={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete application
            </Button>
          }
          title="Delete this application?"
          description={
            documents === 0
              ? `${application.title} will be deleted. This cannot be undone.`
              : `${application.title} will be deleted, and its ${documents === 1 ? 'document goes' : `${documents} documents go`} with it. This cannot be undone.`
          }
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(application.id, {
              onSuccess: () => {
                toast({ title: 'Application deleted', description: application.title, variant: 'success' })
                onDeleted()
              },
              onError: (error) =>
                toast({ title: 'Not deleted', description: serverMessage(error) || 'The application could not be deleted.', variant: 'destructive' }),
            })
          }
        />
      </div>
    </div>
  )
}

const DOCUMENT_NAMES = { resume: 'Resume', cover_letter: 'Cover letter' } as const

function DocumentRow({ document }: { document: ApplicationDocument }) {
  const download = useDownloadDocumentPdf()
  const preview = usePreviewDocumentPdf()
  const failed = (error: unknown) =>
    toast({
      title: 'Download failed',
      description: serverMessage(error) || 'Failed to compile PDF',
      variant: 'destructive',
      topic: 'application-document',
    })
  const name = `${DOCUMENT_NAMES[document.document_type]}${document.parent_filename ? ' (regenerated)' : ''}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
      <div className="min-w-0">
        <p className="text-sm font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">
          {formatDay(document.created_at)}
          {document.ats_score !== null && ` · ATS score ${document.ats_score}`}
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          busy={preview.isPending}
          aria-label={`Preview ${name}, ${formatDay(document.created_at)}`}
          onClick={() => preview.mutate(document, { onError: failed })}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          Preview
        </Button>
        <Button
          variant="outline"
          size="sm"
          busy={download.isPending}
          aria-label={`Download ${name} PDF, ${formatDay(document.created_at)}`}
          onClick={() => download.mutate(document, { onError: failed })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          PDF
        </Button>
      </div>
    </li>
  )
}
