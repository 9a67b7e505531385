import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentHistoryEntry } from '@shared/schemas/generate.ts'
import { api } from '@/lib/api-client.ts'
import { documentHistoryQueryKey } from './get-document-history.ts'

export const deleteDocument = (id: string) => api.deleteDocument(id)

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DocumentHistoryEntry[]>(documentHistoryQueryKey, (current) => current?.filter((d) => d.id !== id))
    },
  })
}
