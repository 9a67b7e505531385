import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'
import { Spinner } from './spinner.tsx'

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-border/70',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-white shadow-sm hover:opacity-90',
  'destructive-ghost': 'text-destructive hover:bg-destructive-soft',
  link: 'text-primary underline-offset-4 hover:underline px-0! h-auto!',
} as const

// Height apart, so that a className with its own height replaces it instead of fighting it.
const SIZES = {
  sm: ['h-8', 'px-3 text-sm gap-1.5'],
  md: ['h-10', 'px-4 text-sm gap-2'],
  lg: ['h-12', 'px-6 text-base gap-2'],
  icon: ['h-9', 'aspect-square p-0'],
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
  /** Shows a spinner and disables the button. */
  busy?: boolean
}

export function Button({ variant = 'primary', size = 'md', busy = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:pointer-events-none disabled:opacity-50',
        VARIANTS[variant],
        !/(^|\s)h-/.test(className ?? '') && SIZES[size][0],
        SIZES[size][1],
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  )
}
