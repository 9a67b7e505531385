import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginBody } from '@shared/schemas/auth.ts'
import { api } from '@/lib/api-client.ts'
import { userQueryKey } from '@/lib/get-user.ts'

export const login = (body: LoginBody) => api.login(body)

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(userQueryKey, session.user),
  })
}
