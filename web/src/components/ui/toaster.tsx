import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { useRef } from 'react'
import { cn } from '@/lib/cn.ts'
import { dismissToast, type Toast, useToasts } from './toast-store.ts'
import { useToastPlacement } from './use-toast-placement.ts'
import { useSwipeDismiss } from './use-swipe-dismiss.ts'

const STYLES = {
  default: 'border-border bg-card text-foreground',
  success: 'border-success/40 bg-card text-foreground',
  destructive: 'border-destructive bg-destructive text-white',
} as const

const ICONS = { default: Info, success: CircleCheck, destructive: CircleAlert } as const

/**
 * Where toasts appear: bottom right on desktop, across the top on phones, where they stack
 * tightly and clamp long descriptions so two of them never cover much of a 375 px screen. Either
 * way they take the other edge when they would cover the screen's primary button.
 */
export function Toaster() {
  const toasts = useToasts()
  const stack = useRef<HTMLElement>(null)
  const placement = useToastPlacement(stack, toasts)
  return (
    <section
      ref={stack}
      aria-label="Notifications"
      data-placement={placement}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-1.5 p-2 sm:inset-x-auto sm:right-0 sm:items-end sm:gap-2 sm:p-4',
        placement === 'top' ? 'top-0' : 'bottom-0',
      )}
    >
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </section>
  )
}

/** One toast: the close button, a tap anywhere on it, or a sideways swipe dismisses it. */
function ToastCard({ toast: t }: { toast: Toast }) {
  const dismiss = () => dismissToast(t.id)
  const swipe = useSwipeDismiss(dismiss)
  const Icon = ICONS[t.variant]
  return (
    <div
      role={t.variant === 'destructive' ? 'alert' : 'status'}
      data-variant={t.variant}
      onClick={dismiss}
      {...swipe.handlers}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(swipe.offset) / 200) } : undefined}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm cursor-pointer touch-pan-y items-start gap-2.5 rounded-xl border p-3 shadow-lg select-none sm:gap-3 sm:p-4',
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
          <p
            className={cn(
              'mt-0.5 line-clamp-2 text-sm break-words sm:line-clamp-none',
              t.variant === 'destructive' ? 'text-white/90' : 'text-muted-foreground',
            )}
          >
            {t.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation()
          dismiss()
        }}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Dismiss notification"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  )
}
