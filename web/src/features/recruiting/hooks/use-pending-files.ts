import { useCallback, useEffect, useRef, useState } from 'react'
import { type SkippedFile, skippedMessage, sortPick } from '@/features/recruiting/utils/resume-files.ts'

/** How long "Removed x.pdf · Undo" stays after a Remove. */
export const UNDO_MS = 6000

/** The files picked for upload and not yet sent (the "Uploaded Resumes" list). */
export function usePendingFiles() {
  const [files, setFiles] = useState<File[]>([])
  // The list as last rendered, so that a pick is sorted against it (and its skips said) at once.
  const current = useRef<File[]>([])
  current.current = files
  const [skipped, setSkipped] = useState<SkippedFile[]>([])
  const [removed, setRemoved] = useState<{ file: File; at: number } | null>(null)

  /**
   * Adds the PDF and DOCX files of a pick. Every file left out is named with its reason in one
   * message (not PDF or DOCX, empty, over the size limit, already listed): nothing is dropped
   * without a word, and a resume too big is refused here rather than after seconds of uploading.
   */
  const add = useCallback((picked: readonly File[]) => {
    const { added, skipped: left } = sortPick(current.current, picked)
    setSkipped(left)
    if (added.length === 0) return
    current.current = [...current.current, ...added]
    setFiles(current.current)
  }, [])

  /** Takes a file off the list; Undo (for UNDO_MS) puts it back where it was. */
  const remove = useCallback((file: File) => {
    const at = current.current.indexOf(file)
    if (at < 0) return
    current.current = current.current.filter((f) => f !== file)
    setFiles(current.current)
    setRemoved({ file, at })
  }, [])

  const undoRemove = useCallback(() => {
    if (!removed) return
    if (!current.current.includes(removed.file)) {
      current.current = [...current.current.slice(0, removed.at), removed.file, ...current.current.slice(removed.at)]
      setFiles(current.current)
    }
    setRemoved(null)
  }, [removed])

  useEffect(() => {
    if (!removed) return
    const timer = setTimeout(() => setRemoved(null), UNDO_MS)
    return () => clearTimeout(timer)
  }, [removed])

  /** Takes the files the server answered for off the list. */
  const removeAll = useCallback((done: readonly File[]) => {
    const sent = new Set(done)
    current.current = current.current.filter((f) => !sent.has(f))
    setFiles(current.current)
  }, [])

  const dismissSkipped = useCallback(() => setSkipped([]), [])

  return {
    files,
    add,
    remove,
    removeAll,
    /** The last file removed, while its Undo is offered. */
    removed: removed?.file ?? null,
    undoRemove,
    /** "2 skipped: photo.png is an image, ..." for the last pick; '' when it skipped none. */
    skippedMessage: skippedMessage(skipped),
    dismissSkipped,
  }
}

export type PendingFiles = ReturnType<typeof usePendingFiles>
