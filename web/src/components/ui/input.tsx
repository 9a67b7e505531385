import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '../../lib/cn.ts'

export const fieldClass = (invalid?: boolean) =>
  cn(
    'w-full rounded-lg border bg-card px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:border-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-destructive' : 'border-input',
  )

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  const height = /(^|\s)h-/.test(className ?? '') ? null : 'h-10'
  return <input ref={ref} className={cn(fieldClass(invalid), height, className)} {...props} />
}
