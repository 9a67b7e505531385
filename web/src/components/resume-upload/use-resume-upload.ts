import { useCallback, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { uploadErrorMessage } from './upload-error-message.ts'
import { uploadResume, type UploadedResume } from './upload-resume.ts'

/**
 * The drop zone's state for one resume, uploaded through the generator's call (with its
 * checks and messages), for the generator and job search alike. A newer pick wins
 * over an upload still running.
 */
export function useResumeUpload(carriedOver?: UploadedResume) {
  // A resume already uploaded on another screen (job search) starts the drop zone filled.
  const [file, setFile] = useState<Pick<File, 'name'> | null>(carriedOver ? { name: carriedOver.filename } : null)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [resume, setResume] = useState<UploadedResume | null>(carriedOver ?? null)
  const run = useRef(0)

  async function onFile(chosen: File) {
    const current = ++run.current
    setFile(chosen)
    setError(null)
    setResume(null)
    setUploading(true)
    try {
      const uploaded = await uploadResume(chosen)
      if (current !== run.current) return
      setResume(uploaded)
      toast({ title: 'Success', description: 'Resume uploaded and text extracted successfully', variant: 'success', topic: 'resume-upload' })
    } catch (failure) {
      if (current !== run.current) return
      // Said once, in red under the drop zone (announced there as an alert), not in a toast too.
      setError(uploadErrorMessage(failure))
    } finally {
      if (current === run.current) setUploading(false)
    }
  }

  function onReject(message: string, rejected: File) {
    run.current++
    setFile(rejected)
    setResume(null)
    setUploading(false)
    setError(message)
  }

  // A resume uploaded on an earlier visit fills the drop zone, unless the user has picked,
  // refused or cleared a file since (run counts each of those).
  const adopt = useCallback((earlier: UploadedResume): boolean => {
    if (run.current !== 0) return false
    setFile({ name: earlier.filename })
    setResume(earlier)
    return true
  }, [])

  function onClear() {
    run.current++
    setFile(null)
    setResume(null)
    setError(null)
    setUploading(false)
  }

  return { file, uploading, error, resume, onFile, onReject, onClear, adopt }
}
