import { ALLOWANCE_SUMMARY } from '@shared/plans.ts'
import { cn } from '@/lib/cn.ts'

/** What the trial, a Free account and a paid plan each allow, side by side. */
export function AllowanceSummary({ className }: { className?: string }) {
  return (
    <ul aria-label="What each option allows" className={cn('space-y-1.5 text-sm text-muted-foreground', className)}>
      <li>{ALLOWANCE_SUMMARY.trial}</li>
      <li>{ALLOWANCE_SUMMARY.free}</li>
      <li>{ALLOWANCE_SUMMARY.paid}</li>
    </ul>
  )
}
