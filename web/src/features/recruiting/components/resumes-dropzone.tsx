import { UploadCloud } from 'lucide-react'
import { useDropzone } from 'react-dropzone'
import { DEFAULT_MAX_UPLOAD_BYTES, formatFileSize } from '@shared/file-size.ts'
import { Button } from '@/components/ui/button.tsx'
import { RESUME_MEDIA_TYPES } from '@/features/recruiting/utils/resume-files.ts'
import { cn } from '@/lib/cn.ts'

interface ResumesDropzoneProps {
  /** Every file dropped or picked, in order; the caller keeps the PDF and DOCX ones and says why it left out the rest. */
  onFiles: (files: File[]) => void
  disabled?: boolean
}

/** Many resumes at once, dropped or picked; the picker offers PDF and DOCX, and every file goes to the caller. */
export function ResumesDropzone({ onFiles, disabled = false }: ResumesDropzoneProps) {
  const { getRootProps, getInputProps, open, isDragAccept, isDragReject, inputRef } = useDropzone({
    accept: RESUME_MEDIA_TYPES,
    multiple: true,
    disabled,
    // The Select Files button is the keyboard's way in; the zone itself takes clicks and drops.
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      // The input keeps the last pick as its value, and a browser fires no change for the same
      // value again: without this, choosing a file again after Remove or a failed upload did nothing.
      if (inputRef.current) inputRef.current.value = ''
      onFiles([...accepted, ...rejected.map((r) => r.file)])
    },
  })

  return (
    <div
      {...getRootProps({ role: 'group', 'aria-label': 'Resume drop zone', 'aria-disabled': disabled || undefined })}
      className={cn(
        'flex min-h-44 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input px-4 py-8 text-center transition-colors',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-primary/60 hover:bg-primary-soft/40',
        isDragAccept && 'border-primary bg-primary-soft',
        isDragReject && 'border-destructive bg-destructive-soft',
      )}
    >
      <input {...getInputProps({ 'aria-label': 'Resume files' })} />
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <UploadCloud className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium">Drag &amp; drop PDF/DOCX files here, or click to select</p>
      <p className="text-xs text-muted-foreground">PDF or DOCX, up to {formatFileSize(DEFAULT_MAX_UPLOAD_BYTES)} each</p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={(event) => {
          // The zone would open the picker a second time.
          event.stopPropagation()
          open()
        }}
      >
        Select Files
      </Button>
    </div>
  )
}
