import { Download, ExternalLink, FileText, Mail, Trash2 } from 'lucide-react'
import type { DocumentHistoryEntry } from '@shared/schemas/generate.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useDeleteDocument } from '@/features/applying/api/delete-document.ts'
import { useDownloadPdf } from '@/features/applying/api/download-pdf.ts'
import { useDocumentHistory } from '@/features/applying/api/get-document-history.ts'
import { downloadErrorToast } from '@/features/applying/utils/error-toasts.ts'
import { ApiError } from '@/lib/api-client.ts'

const formatDate = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** "Staff Accountant at Acme", or as much of it as the posting named. */
function jobOf(entry: DocumentHistoryEntry): string {
  if (entry.job_title && entry.company) return `${entry.job_title} at ${entry.company}`
  return entry.job_title ?? (entry.company ? `a job at ${entry.company}` : 'an untitled posting')
}

function HistoryRow({ entry }: { entry: DocumentHistoryEntry }) {
  const remove = useDeleteDocument()
  const pdf = useDownloadPdf()
  const name = entry.download_name
  const Icon = entry.document_type === 'resume' ? FileText : Mail
  const kind = entry.document_type === 'resume' ? 'Resume' : 'Cover letter'
  async function onDelete() {
    try {
      await remove.mutateAsync(entry.id)
      toast({ title: 'Document deleted', description: name, variant: 'success' })
    } catch (error) {
      toast({ title: 'Error', description: error instanceof ApiError ? error.message : 'Failed to delete document', variant: 'destructive' })
    }
  }
  async function onDownload() {
    try {
      await pdf.mutateAsync(entry)
    } catch (error) {
      toast(downloadErrorToast(error))
    }
  }
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={name}>
            {kind} for {jobOf(entry)}
          </p>
          <p className="text-xs text-muted-foreground">
            {kind} · {entry.template} template{entry.ats_score !== null ? ` · ATS ${entry.ats_score}` : ''}
            {entry.parent_id ? ' · regenerated' : ''} · {formatDate(entry.created_at)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-12 sm:pl-0">
        <Button variant="outline" size="sm" busy={pdf.isPending} aria-label={`Download ${name}.pdf`} onClick={() => void onDownload()}>
          {!pdf.isPending && <Download className="h-3.5 w-3.5" aria-hidden="true" />}
          Download
        </Button>
        <a
          href={entry.pdf_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${name}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-input bg-card px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          Open
        </a>
        <ConfirmDialog
          title={`Delete ${name}?`}
          description="This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => void onDelete()}
          trigger={
            <Button variant="destructive-ghost" size="sm" busy={remove.isPending} aria-label={`Delete ${name}`}>
              {!remove.isPending && <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />}
              Delete
            </Button>
          }
        />
      </div>
    </li>
  )
}

/** The user's generated documents, newest first, each openable and deletable. */
export function DocumentHistory() {
  const history = useDocumentHistory()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Documents</CardTitle>
        <CardDescription>Every resume and cover letter you generated, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label="Loading documents" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-destructive">Could not load your documents.</p>
        ) : history.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No documents yet. Generate your first on the Generator page.</p>
        ) : (
          <ul className="divide-y" aria-label="Generated documents">
            {history.data.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
