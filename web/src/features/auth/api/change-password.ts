import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordBody } from '@shared/schemas/auth.ts'
import { api } from '@/lib/api-client.ts'

export const changePassword = (body: ChangePasswordBody) => api.changePassword(body)

/** The server sets this browser's new session cookie; the user stays the same. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
