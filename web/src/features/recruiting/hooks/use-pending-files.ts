import { useCallback, useState } from 'react'
import { DEFAULT_MAX_UPLOAD_BYTES, formatFileSize } from '@shared/file-size.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { isResumeFile, newResumeFiles } from '@/features/recruiting/utils/resume-files.ts'

/** The files picked for upload and not yet sent (the "Uploaded Resumes" list). */
export function usePendingFiles() {
  const [files, setFiles] = useState<File[]>([])

  /**
   * Adds the PDF and DOCX files of a pick; other types are silently dropped. A resume over the
   * size limit or empty is refused here, with a word, rather than after seconds of uploading.
   */
  const add = useCallback((picked: readonly File[]) => {
    const usable = picked.filter((file) => {
      if (!isResumeFile(file)) return true
      const problem = sizeProblem(file)
      if (problem) toast({ title: 'Upload Failed', description: `${file.name}: ${problem}`, variant: 'destructive' })
      return !problem
    })
    setFiles((current) => {
      const added = newResumeFiles(current, usable)
      return added.length > 0 ? [...current, ...added] : current
    })
  }, [])

  const remove = useCallback((file: File) => setFiles((current) => current.filter((f) => f !== file)), [])

  const removeAll = useCallback((done: readonly File[]) => {
    const sent = new Set(done)
    setFiles((current) => current.filter((f) => !sent.has(f)))
  }, [])

  return { files, add, remove, removeAll }
}

export type PendingFiles = ReturnType<typeof usePendingFiles>

function sizeProblem(file: File): string | null {
  if (file.size === 0) return 'this file is empty.'
  if (file.size > DEFAULT_MAX_UPLOAD_BYTES) {
    return `this file is ${formatFileSize(file.size)}; the limit is ${formatFileSize(DEFAULT_MAX_UPLOAD_BYTES)}.`
  }
  return null
}
