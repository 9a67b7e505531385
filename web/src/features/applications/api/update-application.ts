import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Application, ApplicationSummary, UpdateApplicationBody } from '@shared/schemas/applications.ts'
import { api } from '@/lib/api-client.ts'
import { applicationQueryKey } from './get-application.ts'
import { applicationListQueryKey } from './get-applications.ts'

export interface UpdateApplicationInput {
  applicationId: string
  changes: UpdateApplicationBody
}

export const updateApplication = async ({ applicationId, changes }: UpdateApplicationInput) =>
  (await api.applications.update(applicationId, changes)).application

/** The summary as it will be once the server has the changes: what the board shows at once. */
export function withChanges(summary: ApplicationSummary, changes: UpdateApplicationBody, now = new Date().toISOString()): ApplicationSummary {
  const statusChanged = changes.status !== undefined && changes.status !== summary.status
  return {
    ...summary,
    ...changes,
    closed_reason: (changes.status ?? summary.status) === 'closed' ? (changes.closed_reason ?? summary.closed_reason) : null,
    updated_at: now,
    status_changed_at: statusChanged ? now : summary.status_changed_at,
  }
}

/** Only the summary's fields of a full application (the list keeps no posting text or documents). */
export function summaryOf({ posting_text: _text, history: _history, documents: _documents, ...summary }: Application): ApplicationSummary {
  return summary
}

/**
 * Saves changes optimistically: the list's one changed application is replaced at once (every
 * other keeps its object, so a memoised card does not render again), and put back if the server
 * refuses. No refetch of the list after it: the server's answer replaces that one entry.
 */
export function useUpdateApplication() {
  const queryClient = useQueryClient()
  const replace = (applicationId: string, next: (current: ApplicationSummary) => ApplicationSummary) =>
    queryClient.setQueryData<ApplicationSummary[]>(applicationListQueryKey, (list) => list?.map((a) => (a.id === applicationId ? next(a) : a)))
  return useMutation({
    mutationFn: updateApplication,
    onMutate: async ({ applicationId, changes }) => {
      await queryClient.cancelQueries({ queryKey: applicationListQueryKey })
      const before = queryClient.getQueryData<ApplicationSummary[]>(applicationListQueryKey)?.find((a) => a.id === applicationId)
      replace(applicationId, (current) => withChanges(current, changes))
      return { before }
    },
    onError: (_error, { applicationId }, context) => {
      const before = context?.before
      if (before) replace(applicationId, () => before)
    },
    onSuccess: (application) => {
      replace(application.id, () => summaryOf(application))
      queryClient.setQueryData(applicationQueryKey(application.id), application)
    },
  })
}
