import { Copy } from 'lucide-react'
import type { DuplicateOf } from '@shared/schemas/recruiting.ts'
import { cn } from '@/lib/cn.ts'

/** A row's flag: this resume repeats an earlier one of the pool (same file, or same e-mail). */
export function DuplicateFlag({ duplicateOf, className }: { duplicateOf: DuplicateOf | undefined; className?: string }) {
  if (!duplicateOf) return null
  const why = duplicateOf.reason === 'same_file' ? 'the same file' : 'the same e-mail address'
  return (
    <span
      className={cn('inline-flex max-w-full items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning', className)}
      title={`${why} as ${duplicateOf.filename}, uploaded earlier`}
    >
      <Copy className="h-3 w-3 shrink-0" aria-hidden="true" />
      <span className="truncate">Duplicate of {duplicateOf.filename}</span>
    </span>
  )
}
