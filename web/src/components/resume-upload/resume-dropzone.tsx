import { FileText, UploadCloud, X } from 'lucide-react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { DEFAULT_MAX_UPLOAD_BYTES, formatFileSize } from '@shared/file-size.ts'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { cn } from '@/lib/cn.ts'

/** Accepted resume files: PDF, DOC, DOCX, TXT. */
export const RESUME_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
}
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt']

/** The drop zone's rejection messages, in the product's words and with sizes as people say them. */
export function rejectionMessage(rejection: FileRejection, maxSize: number): string {
  const error = rejection.errors[0]
  switch (error?.code) {
    case 'file-invalid-type':
      return `File type must be one of ${RESUME_EXTENSIONS.join(', ')}`
    case 'too-many-files':
      return 'Too many files'
    case 'file-too-large':
      return `This file is ${formatFileSize(rejection.file.size)}; the limit is ${formatFileSize(maxSize)}.`
    case 'file-too-small':
      return 'This file is empty. Please choose your resume file again.'
    default:
      return error?.message ?? 'This file cannot be used'
  }
}

const hasAcceptedExtension = (file: File) => RESUME_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))

interface ResumeDropzoneProps {
  /** The chosen file, or a resume carried over from another screen (only its name is shown). */
  file: Pick<File, 'name'> | null
  uploading: boolean
  error: string | null
  onFile: (file: File) => void
  /** A refused file: shown with its message and a Remove button. */
  onReject: (message: string, file: File) => void
  onClear: () => void
  /** Larger files are refused here, before a byte is sent. */
  maxSize?: number
}

/** One resume file, dropped or picked; only the first is used when several are dropped. */
export function ResumeDropzone({ file, uploading, error, onFile, onReject, onClear, maxSize = DEFAULT_MAX_UPLOAD_BYTES }: ResumeDropzoneProps) {
  const { getRootProps, getInputProps, open, inputRef, isDragActive, isDragAccept, isDragReject } = useDropzone({
    accept: RESUME_ACCEPT,
    multiple: false,
    disabled: uploading,
    // The Browse files button is the keyboard's way in; the zone itself takes clicks and drops.
    // (A zone that is itself a button would hold the file input and its texts inside a control:
    // nested controls, and a name that is not what it shows.)
    noKeyboard: true,
    maxSize,
    minSize: 1,
    onDrop(accepted, rejected) {
      // The input forgets the pick: a browser fires no change for the file it already holds, so
      // the same file chosen again after Remove or a failed upload would otherwise do nothing.
      if (inputRef.current) inputRef.current.value = ''
      const first = accepted[0]
      if (first) return onFile(first)
      const rejection = rejected[0]
      if (!rejection) return
      // Several files dropped at once: use the first one if it would be accepted on its own.
      const onlyTooMany = rejected.every((r) => r.errors.every((e) => e.code === 'too-many-files'))
      if (onlyTooMany && hasAcceptedExtension(rejection.file) && rejection.file.size > 0 && rejection.file.size <= maxSize) {
        return onFile(rejection.file)
      }
      if (onlyTooMany && !hasAcceptedExtension(rejection.file)) {
        return onReject(`File type must be one of ${RESUME_EXTENSIONS.join(', ')}`, rejection.file)
      }
      onReject(rejectionMessage(rejection, maxSize), rejection.file)
    },
  })

  function clear() {
    if (inputRef.current) inputRef.current.value = ''
    onClear()
  }

  const errorId = 'resume-upload-error'
  return (
    <div className="space-y-2">
      <div
        {...getRootProps({
          role: 'group',
          'aria-label': 'Upload resume',
          'aria-describedby': error ? errorId : undefined,
          'aria-disabled': uploading || undefined,
        })}
        className={cn(
          'group relative flex min-h-44 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          uploading ? 'cursor-wait opacity-70' : 'cursor-pointer hover:border-primary/60 hover:bg-primary-soft/40',
          error ? 'border-destructive bg-destructive-soft/50' : 'border-input',
          isDragAccept && 'border-primary bg-primary-soft',
          isDragReject && 'border-destructive bg-destructive-soft',
        )}
      >
        <input {...getInputProps({ 'aria-label': 'Resume file' })} />
        {uploading ? (
          <>
            <Spinner className="h-8 w-8 text-primary" />
            <p className="text-sm font-medium">Uploading resume...</p>
          </>
        ) : (
          <>
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary transition-transform group-hover:scale-105">
              <UploadCloud className="h-6 w-6" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium">
              {isDragActive
                ? isDragReject
                  ? 'This file type is not supported'
                  : 'Drop your resume here'
                : 'Drag and drop your resume here, or click to browse'}
            </p>
            <p className="text-xs text-muted-foreground">Supports PDF, DOCX, and TXT files</p>
            <p className="text-xs text-muted-foreground">Up to {formatFileSize(maxSize)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => {
                // The zone would open the picker a second time.
                event.stopPropagation()
                open()
              }}
            >
              Browse files
            </Button>
          </>
        )}
      </div>

      {file && !uploading && (
        <div className={cn('flex items-center gap-3 rounded-lg border px-3 py-2', error ? 'border-destructive/50' : 'bg-muted/50')}>
          <FileText className={cn('h-5 w-5 shrink-0', error ? 'text-destructive' : 'text-primary')} aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
            {file.name}
          </span>
          {error ? (
            <Button variant="outline" size="sm" onClick={clear}>
              Remove
            </Button>
          ) : (
            <Button variant="ghost" size="icon" className="h-8" onClick={clear} aria-label={`Remove ${file.name}`}>
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      )}

      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
