import { useSyncExternalStore } from 'react'

export interface ToastInput {
  title: string
  description?: string | undefined
  /** 'destructive' for errors: red, announced assertively. */
  variant?: 'default' | 'destructive' | 'success'
  /**
   * What the toast is about; a newer toast on the same topic replaces the one on screen, so a
   * retried call leaves one answer rather than a pile of them. Default: the title.
   */
  topic?: string | undefined
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'topic'>> {
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

function forget(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
}

export function dismissToast(id: number): void {
  forget(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Shows a toast in place of any on its topic; it closes by itself after a few seconds. */
export function toast(input: ToastInput): number {
  const id = nextId++
  const variant = input.variant ?? 'default'
  const item: Toast = { id, title: input.title, description: input.description, variant, topic: input.topic ?? input.title }
  const kept = toasts.filter((t) => t.topic !== item.topic)
  for (const replaced of toasts) if (replaced.topic === item.topic) forget(replaced.id)
  const shown = [...kept, item]
  for (const dropped of shown.slice(0, -VISIBLE)) forget(dropped.id)
  toasts = shown.slice(-VISIBLE)
  timers.set(
    id,
    setTimeout(() => dismissToast(id), DURATION_MS[variant]),
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
