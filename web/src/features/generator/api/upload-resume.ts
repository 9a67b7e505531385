import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export interface UploadedResume {
  resumeId: string
  filename: string
  resumeText: string
  rawResumeText: string
}

/** Uploads the resume; the answer must carry its extracted text, which the generator shows and sends. */
export async function uploadResume(file: File): Promise<UploadedResume> {
  const answer = (await api.uploadResume(file, file.name)) as unknown
  if (!answer || typeof answer !== 'object') throw new Error('Empty response from server')
  const body = answer as { data?: Record<string, unknown>; resume_text?: unknown }
  const data = body.data ?? {}
  const resumeText = typeof data.resume_text === 'string' ? data.resume_text : typeof body.resume_text === 'string' ? body.resume_text : ''
  if (typeof data.resume_id !== 'string') throw new Error('Invalid response from server')
  if (resumeText.trim() === '') throw new Error('No resume text found in response')
  return {
    resumeId: data.resume_id,
    filename: file.name,
    resumeText,
    rawResumeText: typeof data.raw_resume_text === 'string' ? data.raw_resume_text : resumeText,
  }
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume })
}
