import { useCallback, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { useUploadResumes } from '@/features/recruiting/api/upload-resumes.ts'
import { NO_RESUMES_TOAST, resumeUploadedToast, uploadFailedToast, uploadRequestErrorToast } from '@/features/recruiting/utils/toasts.ts'
import { uploadBatches } from '@/features/recruiting/utils/upload-batches.ts'
import type { PendingFiles } from './use-pending-files.ts'

export interface UploadProgress {
  /** Files the server has answered for. */
  done: number
  total: number
}

/**
 * Process Resumes: sends the pending files batch by batch, one toast per file. A file the server
 * answered for (processed or refused) leaves the pending list; when a whole request fails the
 * rest stay pending, so that the recruiter can try again.
 */
export function useProcessResumes(pending: PendingFiles) {
  const { mutateAsync: uploadBatch } = useUploadResumes()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
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
    let done = 0
    let processed = 0
    setProgress({ done, total: files.length })
    try {
      for (const batch of uploadBatches(files)) {
        const answer = await uploadBatch(batch)
        answer.results.forEach((result, i) => {
          const filename = batch[i]?.name ?? result.filename
          if (result.success) processed++
          toast(result.success ? resumeUploadedToast(filename) : uploadFailedToast(filename, result.message))
        })
        pending.removeAll(batch)
        done += batch.length
        setProgress({ done, total: files.length })
      }
    } catch (error) {
      // The server's refusal ("Upload Error"), or anything unforeseen ("Processing Error").
      toast(uploadRequestErrorToast(error))
    } finally {
      running.current = false
      setProgress(null)
    }
    return processed
  }, [pending, uploadBatch])

  return { processPending, processing: progress !== null, progress }
}
