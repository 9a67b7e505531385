import { useCallback, useState } from 'react'
import { newResumeFiles } from '../utils/resume-files.ts'

/** The files picked for upload and not yet sent (the "Uploaded Resumes" list). */
export function usePendingFiles() {
  const [files, setFiles] = useState<File[]>([])

  /** Adds the PDF and DOCX files of a pick; other files are silently dropped. */
  const add = useCallback((picked: readonly File[]) => {
    setFiles((current) => {
      const added = newResumeFiles(current, picked)
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
