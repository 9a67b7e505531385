import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const verifyEmail = (token: string) => api.verifyEmail(token)

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail })
}
