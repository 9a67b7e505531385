import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import type { Trial } from '@/features/applying/hooks/use-trial.ts'
import { cn } from '@/lib/cn.ts'

/**
 * Shown when a maximum number of tries is set (the landing-page trial). Used up, it says when the
 * tries come back and offers both ways on: an account of one's own, or signing in.
 */
export function TrialBanner({ trial }: { trial: Trial }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        trial.usedUp ? 'border-destructive/40 bg-destructive-soft' : 'border-primary/30 bg-primary-soft',
      )}
    >
      <div className="flex items-start gap-3">
        <Sparkles className={cn('mt-0.5 h-5 w-5 shrink-0', trial.usedUp ? 'text-destructive' : 'text-primary')} aria-hidden="true" />
        {trial.usedUp ? (
          <p className="text-sm">
            <span className="font-semibold">Trial limit reached.</span> Please log in to generate more documents, or create a free account. Your free
            tries come back {trial.resets}.
          </p>
        ) : (
          <p className="text-sm">
            <span className="font-semibold">Free trial:</span> {trial.left} of {trial.max} generations left today. No account needed.
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {trial.usedUp && (
          <Link
            to="/register"
            className="inline-flex h-9 items-center justify-center rounded-lg border border-primary/40 bg-background px-4 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Create a free account
          </Link>
        )}
        <Link
          to="/login"
          className="inline-flex h-9 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          Log In
        </Link>
      </div>
    </div>
  )
}
