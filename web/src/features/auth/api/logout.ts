import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { userQueryKey } from '@/lib/get-user.ts'

export const logout = () => api.logout()

/** Signs out and forgets every cached answer that belonged to the user. */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] })
      queryClient.setQueryData(userQueryKey, null)
    },
  })
}
