import { Check, Lightbulb } from 'lucide-react'
import { cn } from '@/lib/cn.ts'

const STEPS = ['Upload Resume', 'Add Job Description', 'Generate Documents'] as const

/** The three steps of the generator, with the current one highlighted. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <div className="space-y-4">
      <ol aria-label="Progress" className="flex items-center gap-2 sm:gap-4">
        {STEPS.map((label, i) => {
          const number = i + 1
          const done = number < current
          const active = number === current
          return (
            <li key={label} className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-primary-soft text-primary',
                  !done && !active && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="h-4 w-4" aria-hidden="true" /> : number}
              </span>
              <span
                className={cn('min-w-0 text-xs leading-tight font-medium sm:text-sm', active || done ? 'text-foreground' : 'text-muted-foreground')}
              >
                {label}
                <span className="sr-only">{done ? ' (completed)' : active ? ' (current step)' : ''}</span>
              </span>
              {number < STEPS.length && <span aria-hidden="true" className={cn('hidden h-px flex-1 sm:block', done ? 'bg-primary' : 'bg-border')} />}
            </li>
          )
        })}
      </ol>
      <p className="flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-foreground">
        <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-medium">Tip:</span> paste the complete job posting — responsibilities and requirements included — for the best keyword
          match and ATS score.
        </span>
      </p>
    </div>
  )
}
