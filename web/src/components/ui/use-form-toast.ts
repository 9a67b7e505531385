import { useCallback, useRef } from 'react'
import { dismissToast, toast, type ToastInput } from './toast-store.ts'

/**
 * Toasts for one form, where each answer replaces the last: an error left on screen after the
 * next try succeeded would contradict the success beside it.
 */
export function useFormToast() {
  const last = useRef<number | null>(null)
  return useCallback((input: ToastInput) => {
    if (last.current !== null) dismissToast(last.current)
    last.current = toast(input)
  }, [])
}
