import { CheckCircle2, ListPlus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { CreateApplicationBody } from '@shared/schemas/applications.ts'
import { Button, buttonVariants } from '@/components/ui/button.tsx'
import { cn } from '@/lib/cn.ts'
import { serverMessage } from '@/lib/server-message.ts'
import { applicationPath, useCreateApplication } from './create-application.ts'

interface TrackApplicationProps {
  /** The application it is tracked as, once it is; the button becomes a link to it. */
  trackedId: string | null
  /** What to create, read when the button is pressed. */
  body: () => CreateApplicationBody
  onTracked: (applicationId: string) => void
  label?: string
  className?: string
}

/**
 * One click from a posting to an application on the Applications page: "Track this application",
 * then "Tracked — open", a link to it. Used by the generator's results and Job Search's cards.
 */
export function TrackApplication({ trackedId, body, onTracked, label = 'Track this application', className }: TrackApplicationProps) {
  const create = useCreateApplication()
  const [error, setError] = useState('')
  if (trackedId) {
    return (
      <Link to={applicationPath(trackedId)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
        <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" />
        Tracked — open
      </Link>
    )
  }
  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <Button
        variant="outline"
        size="sm"
        busy={create.isPending}
        onClick={() => {
          setError('')
          create.mutate(body(), {
            onSuccess: (application) => onTracked(application.id),
            onError: (failure) => setError(serverMessage(failure) || 'The application could not be saved. Try again.'),
          })
        }}
      >
        {!create.isPending && <ListPlus className="h-4 w-4" aria-hidden="true" />}
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
