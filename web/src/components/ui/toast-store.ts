import { useSyncExternalStore } from 'react'

export interface ToastInput {
  title: string
  description?: string | undefined
  /** 'destructive' for errors: red, announced assertively. */
  variant?: 'default' | 'destructive' | 'success'
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number
  description?: string | undefined
}

const VISIBLE = 3
const DURATION_MS = { default: 5000, success: 5000, destructive: 8000 } as const

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Shows a toast; it closes by itself after a few seconds. */
export function toast(input: ToastInput): number {
  const id = nextId++
  const item: Toast = { id, title: input.title, description: input.description, variant: input.variant ?? 'default' }
  toasts = [...toasts, item].slice(-VISIBLE)
  timers.set(
    id,
    setTimeout(() => dismissToast(id), DURATION_MS[item.variant]),
  )
  emit()
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
