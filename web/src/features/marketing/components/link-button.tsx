import { Link, type LinkProps } from 'react-router'
import { cn } from '../../../lib/cn.ts'

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  inverse: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50',
} as const

const SIZES = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const

/** A link that looks like a button: navigation, so it stays an <a> for the browser and screen readers. */
export function LinkButton({ variant = 'primary', size = 'md', className, ...props }: LinkProps & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }) {
  return (
    <Link
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}
