import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const getTemplates = async () => (await api.templates()).templates

export function useTemplates() {
  return useQuery({ queryKey: ['templates'], queryFn: getTemplates, staleTime: Number.POSITIVE_INFINITY })
}
