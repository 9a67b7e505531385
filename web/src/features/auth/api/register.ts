import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterBody } from '../../../../../shared/schemas/auth.ts'
import { api } from '../../../lib/api-client.ts'
import { userQueryKey } from '../../../lib/get-user.ts'

export const register = (body: RegisterBody) => api.register(body)

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => queryClient.setQueryData(userQueryKey, session.user),
  })
}
