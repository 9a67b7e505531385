import { CalendarClock, FileText, GripVertical } from 'lucide-react'
import { type DragEvent, type KeyboardEvent, memo } from 'react'
import type { ApplicationSummary } from '@shared/schemas/applications.ts'
import { formatDay, statusText } from '@/features/applications/utils/arrange.ts'
import { cn } from '@/lib/cn.ts'

export interface CardHandlers {
  onOpen: (applicationId: string) => void
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>, application: ApplicationSummary) => void
  onHandleBlur: (application: ApplicationSummary) => void
  onDragStart: (event: DragEvent<HTMLElement>, application: ApplicationSummary) => void
  onDragEnd: () => void
}

interface ApplicationCardProps {
  application: ApplicationSummary
  /** Picked up with the keyboard (or dragged with the mouse). */
  lifted: boolean
  handlers: CardHandlers
  instructionsId: string
}

/**
 * One application on the board. Memoised: a move replaces one application's object, so only that
 * card renders again (the handlers are the board's stable callbacks).
 */
export const ApplicationCard = memo(function ApplicationCard({ application, lifted, handlers, instructionsId }: ApplicationCardProps) {
  const titleId = `application-${application.id}-title`
  const place = [application.company, application.location].filter(Boolean).join(' · ')
  return (
    <article
      aria-labelledby={titleId}
      data-application-id={application.id}
      draggable
      onDragStart={(event) => handlers.onDragStart(event, application)}
      onDragEnd={handlers.onDragEnd}
      className={cn(
        'cursor-grab rounded-xl border bg-card p-3 shadow-xs transition-shadow active:cursor-grabbing',
        lifted && 'ring-2 ring-primary shadow-md',
      )}
    >
      <div className="flex items-start gap-1">
        <h3 id={titleId} className="min-w-0 flex-1 text-sm font-semibold leading-snug">
          <button
            type="button"
            onClick={() => handlers.onOpen(application.id)}
            className="w-full rounded text-left break-words hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {application.title}
          </button>
        </h3>
        <button
          type="button"
          aria-label={`Move ${application.title}`}
          aria-roledescription="draggable"
          aria-describedby={instructionsId}
          aria-pressed={lifted}
          data-move-handle={application.id}
          onKeyDown={(event) => handlers.onHandleKeyDown(event, application)}
          onBlur={() => handlers.onHandleBlur(application)}
          className="-mt-1 -mr-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {place && <p className="mt-0.5 truncate text-xs text-muted-foreground">{place}</p>}
      {application.status === 'closed' && <p className="mt-1 text-xs font-medium text-muted-foreground">{statusText(application)}</p>}
      {(application.next_step || application.next_step_date) && (
        <p className="mt-2 flex items-start gap-1.5 text-xs">
          <CalendarClock className="mt-px h-3.5 w-3.5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">Next step: </span>
            {application.next_step || 'Next step'}
            {application.next_step_date && <span className="text-muted-foreground"> · {formatDay(application.next_step_date)}</span>}
          </span>
        </p>
      )}
      {application.document_count > 0 && (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          <FileText className="h-3.5 w-3.5" aria-hidden="true" />
          {application.document_count === 1 ? '1 document' : `${application.document_count} documents`}
        </p>
      )}
    </article>
  )
})
