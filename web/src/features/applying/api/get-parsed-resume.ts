import { useQuery } from '@tanstack/react-query'
import type { ParsedResumeResponse } from '@shared/schemas/resume.ts'
import { api } from '@/lib/api-client.ts'

export const parsedResumeQueryKey = (resumeId: string) => ['generator', 'parsed-resume', resumeId] as const

/** What T10 read from the uploaded resume, as the user corrected it if they did. */
export const getParsedResume = (resumeId: string): Promise<ParsedResumeResponse> => api.getParsedResume(resumeId)

export function useParsedResume(resumeId: string | null) {
  return useQuery({
    queryKey: parsedResumeQueryKey(resumeId ?? ''),
    queryFn: () => getParsedResume(resumeId as string),
    enabled: resumeId !== null,
    // Changed only by this screen's corrections, which write the answer into the cache.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
