import { FileUp } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ResumeDropzone } from './resume-dropzone.tsx'
import type { useResumeUpload } from './use-resume-upload.ts'

/** The "Upload Resume" card: the drop zone wired to a resume upload, with a line on what it is for. */
export function ResumeUploadCard({
  upload,
  description,
  className,
}: {
  upload: ReturnType<typeof useResumeUpload>
  description: string
  className?: string
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp className="h-5 w-5 text-primary" aria-hidden="true" />
          Upload Resume
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ResumeDropzone
          file={upload.file}
          uploading={upload.uploading}
          error={upload.error}
          onFile={upload.onFile}
          onReject={upload.onReject}
          onClear={upload.onClear}
        />
      </CardContent>
    </Card>
  )
}
