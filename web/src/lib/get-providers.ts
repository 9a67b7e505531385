import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

/** What this server has configured to write and grade with, the local engine first (GET /api/v1/providers). */
export function useProviders() {
  return useQuery({ queryKey: ['providers'], queryFn: async () => (await api.providers()).providers, staleTime: Number.POSITIVE_INFINITY })
}
