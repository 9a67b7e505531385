import { TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/cn.ts'

/**
 * The engine found text a reader cannot see (white, tiny, covered or off-page). It was left out of
 * the score; the recruiter should still know it was there.
 */
export function HiddenTextWarning({ compact = false, className }: { compact?: boolean; className?: string }) {
  if (compact) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning', className)}
        title="This file contains text a reader cannot see; it was left out of the score"
      >
        <TriangleAlert className="h-3 w-3" aria-hidden="true" />
        Hidden text
      </span>
    )
  }
  return (
    <p
      role="note"
      className={cn('flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning', className)}
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Hidden text found.</strong> This file contains text a reader cannot see (white, tiny or off-page). It was
        left out of the score; review the file before deciding.
      </span>
    </p>
  )
}
