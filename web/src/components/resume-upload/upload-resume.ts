import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export interface UploadedResume {
  resumeId: string
  filename: string
  resumeText: string
  rawResumeText: string
  /** Set for a scan read by OCR: what to tell the person (the confidence, the pages read poorly). */
  ocrNote?: string
}

/**
 * Uploads the resume; the answer must carry its id and extracted text, which the generator shows
 * and sends. The answer is typed, but it crossed the network: a proxy or an older server can still
 * send less, and that is said plainly rather than failing later.
 */
export async function uploadResume(file: File): Promise<UploadedResume> {
  const data = (await api.uploadResume(file, file.name))?.data
  if (typeof data?.resume_id !== 'string' || data.resume_id === '') throw new Error('Invalid response from server')
  const resumeText = data.resume_text ?? ''
  if (resumeText.trim() === '') throw new Error('No resume text found in response')
  const uploaded: UploadedResume = { resumeId: data.resume_id, filename: file.name, resumeText, rawResumeText: data.raw_resume_text || resumeText }
  return data.ocr ? { ...uploaded, ocrNote: data.ocr.note } : uploaded
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume })
}
