import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RecruitingUploadResponse } from '@shared/schemas/recruiting.ts'
import { resumesQueryKey } from './get-resumes.ts'
import { sendResumes, type SendProgress } from './send-resumes.ts'

/** Adds files to the pool in one request; the answer says, per file, processed or why not. */
export function uploadResumes({ files, onProgress }: { files: readonly File[]; onProgress: SendProgress }): Promise<RecruitingUploadResponse> {
  return sendResumes(files, onProgress)
}

export function useUploadResumes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadResumes,
    // The list shows what the server holds: fetch it again after every batch (without holding
    // up the next batch for it).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey })
    },
  })
}
