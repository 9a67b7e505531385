import { FileText } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { formatFileSize } from '@/features/recruiting/utils/format.ts'

interface PendingFilesListProps {
  files: readonly File[]
  onRemove: (file: File) => void
  /** The file last removed, while Undo is offered. */
  removed?: File | null
  onUndoRemove?: () => void
  disabled?: boolean
}

/** "Uploaded Resumes": the files picked and not yet processed. */
export function PendingFilesList({ files, onRemove, removed = null, onUndoRemove, disabled = false }: PendingFilesListProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-2">
      <h3 id={titleId} className="flex items-baseline gap-2 text-sm font-semibold">
        Uploaded Resumes
        {files.length > 0 && <span className="text-xs font-normal text-muted-foreground">({files.length})</span>}
      </h3>
      {removed && onUndoRemove && (
        <p role="status" className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-1.5 text-sm">
          <span className="min-w-0 truncate">Removed {removed.name}</span>
          <Button variant="outline" size="sm" onClick={onUndoRemove}>
            Undo
          </Button>
        </p>
      )}
      {files.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">No files selected for upload</p>
      ) : (
        <ul aria-label="Uploaded Resumes" className="max-h-72 divide-y overflow-y-auto rounded-lg border">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2">
              <FileText className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm" title={file.name}>
                {file.name}
              </span>
              <span className="hidden text-xs text-muted-foreground sm:inline">{formatFileSize(file.size)}</span>
              <Button variant="destructive-ghost" size="sm" disabled={disabled} onClick={() => onRemove(file)} aria-label={`Remove ${file.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
