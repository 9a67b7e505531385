import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const documentHistoryQueryKey = ['documents', 'history'] as const

export const getDocumentHistory = async () => (await api.documentHistory()).documents

export function useDocumentHistory() {
  return useQuery({ queryKey: documentHistoryQueryKey, queryFn: getDocumentHistory, staleTime: 0 })
}
