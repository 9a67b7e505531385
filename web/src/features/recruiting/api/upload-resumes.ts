import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RecruitingUploadResponse } from '@shared/schemas/recruiting.ts'
import { api } from '@/lib/api-client.ts'
import { resumesQueryKey } from './get-resumes.ts'

/** Adds files to the pool in one request; the answer says, per file, processed or why not. */
export function uploadResumes(files: readonly File[]): Promise<RecruitingUploadResponse> {
  return api.recruiting.uploadResumes(files.map((file) => ({ file, filename: file.name })))
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
