import { Check, Circle, CircleAlert, CircleSlash } from 'lucide-react'
import { STEP_IDS, STEP_LABELS } from '@shared/events.ts'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { Steps } from '@/features/applying/hooks/use-generation.ts'
import { useRotatingMessage } from '@/features/applying/hooks/use-rotating-message.ts'
import { MESSAGE_FADE_MS, MESSAGE_INTERVAL_MS, PROGRESS_MESSAGES } from '@/features/applying/utils/progress-messages.ts'
import { cn } from '@/lib/cn.ts'

const STATUS_TEXT = { pending: 'pending', in_progress: 'in progress', done: 'done', error: 'failed', skipped: 'skipped' } as const

/** The live steps of the server's stream, and the rotating messages while it runs. */
export function GenerationProgress({ steps, generating }: { steps: Steps; generating: boolean }) {
  const { message, visible } = useRotatingMessage(PROGRESS_MESSAGES, generating, MESSAGE_INTERVAL_MS, MESSAGE_FADE_MS)
  const done = STEP_IDS.filter((id) => steps[id].status === 'done').length
  return (
    <section aria-label="Generation progress" className="space-y-4 rounded-xl border bg-muted/40 p-4 sm:p-5">
      {generating && (
        <div className="flex items-center gap-3">
          <Spinner className="h-5 w-5 text-primary" />
          <p
            aria-live="polite"
            data-testid="progress-message"
            className="text-sm font-medium transition-opacity ease-in-out"
            style={{ opacity: visible ? 1 : 0, transitionDuration: `${MESSAGE_FADE_MS}ms` }}
          >
            {message}
          </p>
          <span className="ml-auto text-xs text-muted-foreground tabular-nums">
            {done}/{STEP_IDS.length}
          </span>
        </div>
      )}
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {STEP_IDS.map((id) => {
          const step = steps[id]
          return (
            <li key={id} data-step={id} data-status={step.status} className="flex items-start gap-2.5 text-sm">
              <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center">
                {step.status === 'done' && <Check className="h-4 w-4 text-success" aria-hidden="true" />}
                {step.status === 'in_progress' && <Spinner className="h-4 w-4 text-primary" />}
                {step.status === 'error' && <CircleAlert className="h-4 w-4 text-destructive" aria-hidden="true" />}
                {step.status === 'skipped' && <CircleSlash className="h-4 w-4 text-muted-foreground" aria-hidden="true" />}
                {step.status === 'pending' && <Circle className="h-3.5 w-3.5 text-muted-foreground/60" aria-hidden="true" />}
              </span>
              <span className="min-w-0">
                <span
                  className={cn(
                    (step.status === 'pending' || step.status === 'skipped') && 'text-muted-foreground',
                    step.status === 'error' && 'text-destructive',
                    step.status === 'in_progress' && 'font-medium',
                  )}
                >
                  {step.label ?? STEP_LABELS[id]}
                </span>
                <span className="sr-only">: {STATUS_TEXT[step.status]}</span>
                {step.detail && <span className="block text-xs break-words text-muted-foreground">{step.detail}</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
