import type { ToastInput } from '@/components/ui/toast-store.ts'
import { ApiError } from '@/lib/api-client.ts'

/** The matching tool's toasts, in the product's wording. */

export const NO_RESUMES_TOAST: ToastInput = {
  title: 'No Resumes',
  description: 'Please upload at least one resume to continue',
  variant: 'destructive',
}

export const NO_RESUMES_AVAILABLE_TOAST: ToastInput = {
  title: 'No Resumes Available',
  description: 'Please upload at least one resume first',
  variant: 'destructive',
}

export const MISSING_JOB_DESCRIPTION_TOAST: ToastInput = {
  title: 'Missing Job Description',
  description: 'Please enter a job description',
  variant: 'destructive',
}

export const ANALYSIS_ERROR_TOAST: ToastInput = {
  title: 'Analysis Error',
  description: 'Failed to get match analysis',
  variant: 'destructive',
}

export const resumeUploadedToast = (filename: string): ToastInput => ({
  title: 'Resume Uploaded',
  description: `Successfully processed ${filename}`,
  variant: 'success',
})

export const uploadFailedToast = (filename: string, serverMessage?: string): ToastInput => ({
  title: 'Upload Failed',
  description: serverMessage || `Failed to process ${filename}`,
  variant: 'destructive',
})

/** A whole upload request failed: the server's message, or the catalogue's general one. */
export function uploadRequestErrorToast(error: unknown): ToastInput {
  if (error instanceof ApiError) return { title: 'Upload Error', description: error.message, variant: 'destructive' }
  return { title: 'Processing Error', description: 'An error occurred while processing resumes', variant: 'destructive' }
}

/** "Error" with the server's message when it gave one, else the step's own fallback. */
export function stepErrorToast(error: unknown, fallback: string): ToastInput {
  const message = error instanceof ApiError && error.status > 0 ? error.message : ''
  return { title: 'Error', description: message || fallback, variant: 'destructive' }
}

export const matchesFoundToast = (count: number): ToastInput => ({
  title: 'Matches Found',
  description: `Found ${count} matching resumes`,
  variant: 'success',
})

/** A stage, rating or notes the server refused or never got: the screen puts the old one back. */
export const reviewErrorToast = (error: unknown, name: string): ToastInput => ({
  ...stepErrorToast(error, `Failed to save the review of ${name}`),
  topic: 'candidate-review',
})
