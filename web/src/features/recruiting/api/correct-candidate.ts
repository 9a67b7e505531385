import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ParsedResumeCorrection, ParsedResumeResponse } from '@shared/schemas/resume.ts'
import { api } from '@/lib/api-client.ts'
import { candidateReadingQueryKey } from './get-candidate-reading.ts'

/** Corrects a misread resume of the pool: the server computes its matching features again. */
export const correctCandidate = ({ resumeId, correction }: { resumeId: string; correction: ParsedResumeCorrection }) =>
  api.recruiting.correctResume(resumeId, correction)

export function useCorrectCandidate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: correctCandidate,
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData<ParsedResumeResponse>(candidateReadingQueryKey(saved.resume_id), saved)
      // Analyses already shown are of the candidate as it was read: fetched again, they use the correction.
      void queryClient.invalidateQueries({ queryKey: ['recruiting', 'jobs'] })
    },
  })
}
