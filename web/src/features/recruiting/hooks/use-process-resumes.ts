import { useCallback, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { useUploadResumes } from '@/features/recruiting/api/upload-resumes.ts'
import { NO_RESUMES_TOAST, resumeUploadedToast, uploadFailedToast, uploadRequestErrorToast } from '@/features/recruiting/utils/toasts.ts'
import { uploadBatches } from '@/features/recruiting/utils/upload-batches.ts'
import { serverMessage } from '@/lib/server-message.ts'
import type { PendingFiles } from './use-pending-files.ts'

export interface UploadProgress {
  /** Files the server has answered for. */
  done: number
  total: number
}

/** Where one file of a run is: waiting its turn, being sent, being read, read, or failed and why. */
export type FileUploadState =
  { state: 'waiting' } | { state: 'uploading'; percent: number } | { state: 'reading' } | { state: 'read' } | { state: 'failed'; reason: string }

export interface FileUpload {
  file: File
  status: FileUploadState
}

/**
 * Each file's share of a batch's bytes sent: the files go in the body one after the other, so a
 * file is done once the bytes before it and its own are out. The multipart framing (a few hundred
 * bytes a file) is spread over the files by scaling to the body's size.
 */
export function filePercents(sizes: readonly number[], sent: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0)
  const bytes = total > 0 ? (sent / total) * sum : 0
  let offset = 0
  return sizes.map((size) => {
    const percent = size === 0 ? (bytes >= offset ? 100 : 0) : ((bytes - offset) / size) * 100
    offset += size
    return Math.max(0, Math.min(100, Math.round(percent)))
  })
}

/**
 * Process Resumes: sends the pending files batch by batch, with each file's state shown as it
 * goes and a toast per file. A file the server answered for (read or refused) leaves the pending
 * list; when a whole request fails the rest stay pending, so that the recruiter can try again.
 * The states of the last run stay on screen until the next run or Clear.
 */
export function useProcessResumes(pending: PendingFiles) {
  const { mutateAsync: uploadBatch } = useUploadResumes()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [uploads, setUploads] = useState<FileUpload[]>([])
  // A second click while a run is under way must not send the same files again.
  const running = useRef(false)

  /** Resolves with the number of files processed. */
  const processPending = useCallback(async (): Promise<number> => {
    const files = pending.files
    if (running.current) return 0
    if (files.length === 0) {
      toast(NO_RESUMES_TOAST)
      return 0
    }
    running.current = true
    const statuses = new Map<File, FileUploadState>(files.map((f) => [f, { state: 'waiting' }]))
    const show = () => setUploads(files.map((file) => ({ file, status: statuses.get(file)! })))
    const mark = (batch: readonly File[], status: (file: File, i: number) => FileUploadState) => {
      batch.forEach((file, i) => statuses.set(file, status(file, i)))
      show()
    }
    show()
    let done = 0
    let processed = 0
    let batch: File[] = []
    setProgress({ done, total: files.length })
    try {
      for (batch of uploadBatches(files)) {
        const sizes = batch.map((f) => f.size)
        mark(batch, () => ({ state: 'uploading', percent: 0 }))
        const answer = await uploadBatch({
          files: batch,
          onProgress: (sent, total) => {
            const percents = filePercents(sizes, sent, total)
            // All bytes out: the server is reading the files now.
            mark(batch, (_, i) => (sent >= total ? { state: 'reading' } : { state: 'uploading', percent: percents[i]! }))
          },
        })
        answer.results.forEach((result, i) => {
          const file = batch[i]
          const filename = file?.name ?? result.filename
          if (result.success) processed++
          if (file)
            statuses.set(file, result.success ? { state: 'read' } : { state: 'failed', reason: result.message || `Failed to process ${filename}` })
          toast(result.success ? resumeUploadedToast(filename) : uploadFailedToast(filename, result.message))
        })
        show()
        pending.removeAll(batch)
        done += batch.length
        setProgress({ done, total: files.length })
      }
    } catch (error) {
      // The server's refusal ("Upload Error"), or anything unforeseen ("Processing Error").
      toast(uploadRequestErrorToast(error))
      const reason = serverMessage(error) || 'the upload failed'
      const sent = new Set(batch)
      mark(
        files.filter((f) => statuses.get(f)?.state !== 'read' && statuses.get(f)?.state !== 'failed'),
        (file) => ({ state: 'failed', reason: sent.has(file) ? reason : 'not sent: the upload stopped' }),
      )
    } finally {
      running.current = false
      setProgress(null)
    }
    return processed
  }, [pending, uploadBatch])

  const clearUploads = useCallback(() => setUploads([]), [])

  return { processPending, processing: progress !== null, progress, uploads, clearUploads }
}
