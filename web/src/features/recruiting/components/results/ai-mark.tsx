import type { AiGrade } from '@shared/schemas/recruiting-ai.ts'
import { cn } from '@/lib/cn.ts'

/**
 * "AI 92": the model's overall grade beside the engine's match %, its name in the tooltip. A
 * candidate the model could not grade shows "AI –" with the reason.
 */
export function AiMark({ grade, model, className }: { grade: AiGrade; model: string; className?: string }) {
  if (grade.status === 'fallback' || grade.overall === null) {
    return (
      <span
        title={grade.note ?? `Not graded by ${model}; the engine's score stands.`}
        className={cn('inline-flex rounded-full border px-1.5 text-xs font-medium whitespace-nowrap text-muted-foreground', className)}
      >
        AI –<span className="sr-only"> (not graded by {model}; the engine's score stands)</span>
      </span>
    )
  }
  return (
    <span
      title={`Graded ${grade.overall} of 100 by ${model}`}
      className={cn(
        'inline-flex rounded-full border border-primary/40 bg-primary-soft px-1.5 text-xs font-semibold whitespace-nowrap text-primary tabular-nums',
        className,
      )}
    >
      AI {grade.overall}
      <span className="sr-only"> (graded by {model})</span>
    </span>
  )
}
