import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterBody } from '@shared/schemas/auth.ts'
import { api } from '@/lib/api-client.ts'
import { userQueryKey } from '@/lib/get-user.ts'

export const register = (body: RegisterBody) => api.registerAccount(body)

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    // Signed in at once, unless the address must first be confirmed by mail.
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(userQueryKey, answer.user)
    },
  })
}
