import { cn } from '@/lib/cn.ts'

/** A 0–100 bar; the colour follows the value unless one is given. */
export function ProgressBar({ value, label, className, tone }: { value: number; label: string; className?: string; tone?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)))
  const color = tone ?? (clamped >= 80 ? 'bg-success' : clamped >= 60 ? 'bg-warning' : 'bg-destructive')
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-500', color)} style={{ width: `${clamped}%` }} />
    </div>
  )
}
