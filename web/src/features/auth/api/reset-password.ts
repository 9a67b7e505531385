import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const resetPassword = ({ token, password }: { token: string; password: string }) => api.resetPassword(token, password)

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
