import type { UploadedResume } from '@/components/resume-upload/upload-resume.ts'

/*
 * "Generate Resume and Cover Letter" on a job card opens the generator with the job's description
 * filled in and the resume the search ran on already uploaded. Both travel in the navigation state
 * (not the URL: a description can be 20,000 characters, and it is nobody's business in a link).
 */

export interface GeneratorHandoff {
  jobDescription: string
  resume?: UploadedResume
}

export const generatorStateFor = (description: string, resume?: UploadedResume): GeneratorHandoff => ({
  jobDescription: description,
  ...(resume ? { resume } : {}),
})

/** The job description handed over, if the navigation state carries one. */
export function jobDescriptionFrom(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined
  const value = (state as Partial<GeneratorHandoff>).jobDescription
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The uploaded resume handed over, if the navigation state carries a whole one. */
export function resumeFrom(state: unknown): UploadedResume | undefined {
  if (!state || typeof state !== 'object') return undefined
  const resume = (state as Partial<GeneratorHandoff>).resume
  if (!resume || typeof resume !== 'object') return undefined
  const fields = [resume.resumeId, resume.filename, resume.resumeText, resume.rawResumeText]
  return fields.every((field) => typeof field === 'string') && resume.resumeId !== '' ? resume : undefined
}
