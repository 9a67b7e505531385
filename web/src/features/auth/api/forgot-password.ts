import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const forgotPassword = (email: string) => api.forgotPassword(email)

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
