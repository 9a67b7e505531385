import { useQuery } from '@tanstack/react-query'
import type { UploadedResume } from '@/components/resume-upload/upload-resume.ts'
import { api } from '@/lib/api-client.ts'

export const latestResumeQueryKey = ['job-search', 'latest-resume'] as const

/** The resume the user uploaded last, in the shape an upload gives; null when there is none yet. */
export async function getLatestResume(): Promise<UploadedResume | null> {
  const { resume } = await api.getLatestResume()
  return resume && { resumeId: resume.resume_id, filename: resume.filename, resumeText: resume.resume_text, rawResumeText: resume.raw_resume_text }
}

export function useLatestResume() {
  return useQuery({ queryKey: latestResumeQueryKey, queryFn: getLatestResume })
}
