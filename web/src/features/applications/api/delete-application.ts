import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApplicationSummary } from '@shared/schemas/applications.ts'
import { api } from '@/lib/api-client.ts'
import { applicationQueryKey } from './get-application.ts'
import { applicationListQueryKey } from './get-applications.ts'

/** Deletes the application and the documents filed under it. */
export const deleteApplication = (applicationId: string) => api.applications.remove(applicationId)

export function useDeleteApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_answer, applicationId) => {
      queryClient.setQueryData<ApplicationSummary[]>(applicationListQueryKey, (list) => list?.filter((a) => a.id !== applicationId))
      queryClient.removeQueries({ queryKey: applicationQueryKey(applicationId) })
    },
  })
}
