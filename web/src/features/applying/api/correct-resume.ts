import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ParsedResumeCorrection, ParsedResumeResponse } from '@shared/schemas/resume.ts'
import { api } from '@/lib/api-client.ts'
import { parsedResumeQueryKey } from './get-parsed-resume.ts'

/** Saves the user's corrections of what T10 read; the next generation uses them. */
export const correctResume = ({ resumeId, correction }: { resumeId: string; correction: ParsedResumeCorrection }) =>
  api.correctResume(resumeId, correction)

export function useCorrectResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: correctResume,
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData<ParsedResumeResponse>(parsedResumeQueryKey(saved.resume_id), saved)
    },
  })
}
