import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateApplicationBody } from '@shared/schemas/applications.ts'
import { api } from '@/lib/api-client.ts'

/** Every cached answer about the caller's applications starts with this key. */
export const applicationsQueryKey = ['applications'] as const

/** Creates an application (by hand, from a link, from a job listing or from generated documents). */
export const createApplication = async (body: CreateApplicationBody) => (await api.applications.create(body)).application

export function useCreateApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApplication,
    // One new card: the list is asked again (structural sharing keeps the other cards' objects).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  })
}

/** Where an application opens: the Applications page with its detail shown. */
export const applicationPath = (applicationId: string) => `/applications?open=${encodeURIComponent(applicationId)}`
