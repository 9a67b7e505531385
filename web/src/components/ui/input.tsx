import { cva } from 'class-variance-authority'
import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn.ts'

/** The look every text field shares (inputs, text areas, selects); red-bordered when invalid. */
export const fieldVariants = cva(
  [
    'w-full rounded-lg border bg-card px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:border-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: { invalid: { true: 'border-destructive', false: 'border-input' } },
    defaultVariants: { invalid: false },
  },
)

export const isInvalid = (value: InputHTMLAttributes<HTMLElement>['aria-invalid']) => value === true || value === 'true'

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldVariants({ invalid: isInvalid(props['aria-invalid']) }), 'h-10', className)} {...props} />
}
