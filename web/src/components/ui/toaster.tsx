import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { dismissToast, useToasts } from './toast-store.ts'

const STYLES = {
  default: 'border-border bg-card text-foreground',
  success: 'border-success/40 bg-card text-foreground',
  destructive: 'border-destructive bg-destructive text-white',
} as const

const ICONS = { default: Info, success: CircleCheck, destructive: CircleAlert } as const

/** Where toasts appear: bottom right on desktop, across the bottom on phones. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
    >
      {toasts.map((t) => {
        const Icon = ICONS[t.variant]
        return (
          <div
            key={t.id}
            role={t.variant === 'destructive' ? 'alert' : 'status'}
            data-variant={t.variant}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
              'animate-[toast-in_200ms_ease-out]',
              STYLES[t.variant],
            )}
          >
            <Icon
              className={cn('mt-0.5 h-5 w-5 shrink-0', t.variant === 'success' && 'text-success', t.variant === 'default' && 'text-primary')}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{t.title}</p>
              {t.description && (
                <p className={cn('mt-0.5 text-sm break-words', t.variant === 'destructive' ? 'text-white/90' : 'text-muted-foreground')}>
                  {t.description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Dismiss notification"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )
      })}
    </section>
  )
}
