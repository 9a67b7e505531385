import type { StepId, StepStatus } from '@shared/events.ts'
import type { ToastInput } from '@/components/ui/toast-store.ts'
import { ApiError } from '@/lib/api-client.ts'
import { serverMessage } from '@/lib/server-message.ts'

/** The toast for each way a generation can fail, in the product's wording. */

const isNetwork = (error: unknown) => !(error instanceof ApiError) || error.status === 0

export const TRIAL_LIMIT_TOAST: ToastInput = {
  title: 'Trial limit reached',
  description: 'Please log in to generate more documents',
  variant: 'destructive',
}

export function isTrialLimit(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'trial_limit_reached'
}

const REFUSED_TITLES = { resume: 'Resume not generated', cover_letter: 'Cover letter not generated' } as const

/**
 * A plan's refusal, titled with the document the server says it refused. The sentence repeats the
 * title before its reason; that lead is left out of the description when it is there.
 */
function planRefusalToast(document: keyof typeof REFUSED_TITLES, message: string): ToastInput {
  const title = REFUSED_TITLES[document]
  const reason = message.startsWith(`${title}: `) ? message.slice(title.length + 2) : message
  return { title, description: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`, variant: 'destructive' }
}

/** A failed generation: which document failed follows from the step that reported the error. */
export function generationErrorToast(error: unknown, steps: Partial<Record<StepId, { status: StepStatus }>>): ToastInput {
  return { ...generationFailure(error, steps), topic: GENERATION_TOPIC }
}

/** The toasts of one generation's outcome share a topic: the latest answer replaces the last. */
export const GENERATION_TOPIC = 'generation'

function generationFailure(error: unknown, steps: Partial<Record<StepId, { status: StepStatus }>>): ToastInput {
  if (isTrialLimit(error)) return TRIAL_LIMIT_TOAST
  if (isNetwork(error)) return { title: 'Network Error', description: 'Failed to generate documents', variant: 'destructive' }
  const message = serverMessage(error)
  const { code, document } = error as ApiError
  if (code === 'plan_limit_reached' && document) return planRefusalToast(document, message)
  if (steps.cover_gen?.status === 'error') {
    return { title: 'Cover Letter Generation Error', description: message || 'Failed to generate cover letter', variant: 'destructive' }
  }
  // The error type is for the code that branches on it; people read the reason alone.
  return { title: 'Resume Generation Error', description: message || 'Failed to generate resume', variant: 'destructive' }
}

export function regenerateErrorToast(error: unknown): ToastInput {
  // A trial visitor's regenerations count against the trial too (the server decides).
  if (isTrialLimit(error)) return TRIAL_LIMIT_TOAST
  if (isNetwork(error)) return { title: 'Network Error', description: 'Failed to regenerate document', variant: 'destructive' }
  return { title: 'Regeneration failed', description: serverMessage(error) || 'Unknown error', variant: 'destructive' }
}

export function downloadErrorToast(error: unknown): ToastInput {
  if (isNetwork(error)) return { title: 'Error', description: 'Something went wrong compiling the PDF', variant: 'destructive' }
  return { title: 'Error', description: serverMessage(error) || 'Failed to compile PDF', variant: 'destructive' }
}

export function docxErrorToast(error: unknown): ToastInput {
  if (isNetwork(error)) return { title: 'Error', description: 'Something went wrong preparing the Word file', variant: 'destructive' }
  return { title: 'Error', description: serverMessage(error) || 'Failed to prepare the Word file', variant: 'destructive' }
}
