import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RecruitingResume } from '@shared/schemas/recruiting.ts'
import { api } from '@/lib/api-client.ts'
import { resumesQueryKey } from './get-resumes.ts'

/** Removes a resume from the pool on the server. */
export const deleteResume = (resumeId: string) => api.recruiting.deleteResume(resumeId)

export function useDeleteResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_answer, resumeId) => {
      queryClient.setQueryData<RecruitingResume[]>(resumesQueryKey, (current) => current?.filter((r) => r.resume_id !== resumeId))
    },
  })
}
