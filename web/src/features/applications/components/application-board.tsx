import { type DragEvent, type KeyboardEvent, memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '@shared/schemas/applications.ts'
import { groupByStatus } from '@/features/applications/utils/arrange.ts'
import { cn } from '@/lib/cn.ts'
import { ApplicationCard, type CardHandlers } from './application-card.tsx'

interface ApplicationBoardProps {
  /** Filtered and in the order each column shows them. */
  applications: ApplicationSummary[]
  /** Moves it (a move to Closed asks for the reason first). */
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void
  onOpen: (applicationId: string) => void
}

/** A card picked up with the keyboard, and the column it would drop into. */
interface Lifted {
  id: string
  title: string
  from: ApplicationStatus
  over: ApplicationStatus
}

/** The card's move button, found again after the card is drawn in another column. */
export const moveHandleSelector = (applicationId: string) => `[data-move-handle="${applicationId.replace(/["\\]/g, '\\$&')}"]`

const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status]

/**
 * The board: a column per status. Cards move by mouse (the browser's own drag and drop) or by
 * keyboard: the card's move button, Space or Enter to pick it up, the left and right arrows to
 * choose the column, Space or Enter to drop, Escape to cancel; each step is announced.
 * No library: the browser's drag events and a few key handlers are all a column-to-column move
 * needs, and the route's chunk stays small.
 */
export function ApplicationBoard({ applications, onMove, onOpen }: ApplicationBoardProps) {
  const instructionsId = useId()
  const [lifted, setLifted] = useState<Lifted | null>(null)
  const [dragOver, setDragOver] = useState<ApplicationStatus | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const columns = useMemo(() => groupByStatus(applications), [applications])

  // The handlers read the latest state through refs, so they stay the same functions and the
  // memoised cards do not render again when a card is lifted or a column highlighted.
  const liftedRef = useRef<Lifted | null>(null)
  const draggedRef = useRef<ApplicationSummary | null>(null)
  const onMoveRef = useRef(onMove)
  const onOpenRef = useRef(onOpen)
  const refocus = useRef<string | null>(null)
  const boardRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    onMoveRef.current = onMove
    onOpenRef.current = onOpen
  })

  const lift = useCallback((next: Lifted | null) => {
    liftedRef.current = next
    setLifted(next)
  }, [])

  // A dropped card is drawn anew in its new column: the focus follows it there.
  useEffect(() => {
    const id = refocus.current
    if (!id) return
    refocus.current = null
    const handle = boardRef.current?.querySelector<HTMLElement>(moveHandleSelector(id))
    if (handle && document.activeElement !== handle) handle.focus()
  }, [applications])

  const handlers = useMemo<CardHandlers>(
    () => ({
      onOpen: (applicationId) => onOpenRef.current(applicationId),
      onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>, application: ApplicationSummary) => {
        const current = liftedRef.current
        if (!current) {
          if (event.key === ' ' || event.key === 'Enter') {
            event.preventDefault()
            lift({ id: application.id, title: application.title, from: application.status, over: application.status })
            setAnnouncement(
              `Picked up ${application.title}, in ${label(application.status)}. Use the left and right arrow keys to choose a column, Space or Enter to drop, Escape to cancel.`,
            )
          }
          return
        }
        if (current.id !== application.id) return
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault()
          const index = APPLICATION_STATUSES.indexOf(current.over) + (event.key === 'ArrowRight' ? 1 : -1)
          const over = APPLICATION_STATUSES[Math.max(0, Math.min(APPLICATION_STATUSES.length - 1, index))] as ApplicationStatus
          lift({ ...current, over })
          setAnnouncement(over === current.from ? `${current.title} is back over ${label(over)}.` : `${current.title} is over ${label(over)}.`)
        } else if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault()
          lift(null)
          if (current.over === current.from) {
            setAnnouncement(`${current.title} dropped. It stays in ${label(current.from)}.`)
            return
          }
          // A move to Closed asks for the reason in a dialog, which gives the focus back itself.
          if (current.over !== 'closed') refocus.current = current.id
          setAnnouncement(
            current.over === 'closed'
              ? `Choose why ${current.title} closed.`
              : `${current.title} moved from ${label(current.from)} to ${label(current.over)}.`,
          )
          onMoveRef.current(application, current.over)
        } else if (event.key === 'Escape') {
          event.preventDefault()
          lift(null)
          setAnnouncement(`Move cancelled. ${current.title} stays in ${label(current.from)}.`)
        }
      },
      onHandleBlur: (application) => {
        const current = liftedRef.current
        if (current?.id !== application.id) return
        lift(null)
        setAnnouncement(`Move cancelled. ${current.title} stays in ${label(current.from)}.`)
      },
      onDragStart: (event: DragEvent<HTMLElement>, application: ApplicationSummary) => {
        draggedRef.current = application
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', application.id)
      },
      onDragEnd: () => {
        draggedRef.current = null
        setDragOver(null)
      },
    }),
    [lift],
  )

  const columnHandlers = useMemo<ColumnHandlers>(
    () => ({
      onDragOver: (event, status) => {
        if (!draggedRef.current) return
        event.preventDefault() // allows the drop
        event.dataTransfer.dropEffect = 'move'
        setDragOver(status)
      },
      onDragLeave: (event, status) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver((current) => (current === status ? null : current))
      },
      onDrop: (event, status) => {
        event.preventDefault()
        const application = draggedRef.current
        draggedRef.current = null
        setDragOver(null)
        if (!application || application.status === status) return
        setAnnouncement(
          status === 'closed'
            ? `Choose why ${application.title} closed.`
            : `${application.title} moved from ${label(application.status)} to ${label(status)}.`,
        )
        onMoveRef.current(application, status)
      },
    }),
    [],
  )

  return (
    <div ref={boardRef}>
      <p id={instructionsId} className="sr-only">
        To move an application with the keyboard, press Space or Enter on its move button, choose a column with the left and right arrow keys, then
        press Space or Enter to drop it, or Escape to cancel.
      </p>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <div className="grid auto-cols-[minmax(13rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2">
        {APPLICATION_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            applications={columns[status]}
            liftedId={lifted?.id ?? null}
            liftedTitle={lifted && lifted.over === status && lifted.from !== status ? lifted.title : null}
            highlighted={dragOver === status || lifted?.over === status}
            handlers={handlers}
            columnHandlers={columnHandlers}
            instructionsId={instructionsId}
          />
        ))}
      </div>
    </div>
  )
}

interface ColumnHandlers {
  onDragOver: (event: DragEvent<HTMLElement>, status: ApplicationStatus) => void
  onDragLeave: (event: DragEvent<HTMLElement>, status: ApplicationStatus) => void
  onDrop: (event: DragEvent<HTMLElement>, status: ApplicationStatus) => void
}

interface BoardColumnProps {
  status: ApplicationStatus
  applications: ApplicationSummary[]
  liftedId: string | null
  /** The title of a card lifted from another column and held over this one. */
  liftedTitle: string | null
  highlighted: boolean
  handlers: CardHandlers
  columnHandlers: ColumnHandlers
  instructionsId: string
}

/**
 * Cards a column draws at first; the rest follow in a transition right after. A column shows about
 * six at once, and drawing 500 cards in one go kept the board blank ~100 ms longer (bench/web.ts).
 */
const FIRST_CARDS = 8

const BoardColumn = memo(function BoardColumn({
  status,
  applications,
  liftedId,
  liftedTitle,
  highlighted,
  handlers,
  columnHandlers,
  instructionsId,
}: BoardColumnProps) {
  const headingId = `board-column-${status}`
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (!all && applications.length > FIRST_CARDS) startTransition(() => setAll(true))
  }, [all, applications.length])
  const drawn = all ? applications : applications.slice(0, FIRST_CARDS)
  return (
    <section
      aria-labelledby={headingId}
      data-status={status}
      onDragOver={(event) => columnHandlers.onDragOver(event, status)}
      onDragLeave={(event) => columnHandlers.onDragLeave(event, status)}
      onDrop={(event) => columnHandlers.onDrop(event, status)}
      className={cn('flex min-h-40 flex-col rounded-2xl border bg-muted/50 transition-colors', highlighted && 'border-primary bg-primary-soft/60')}
    >
      <h2 id={headingId} className="flex items-center justify-between px-3 pt-3 pb-2 text-sm font-semibold">
        {label(status)}
        <span className="rounded-full bg-card px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">{applications.length}</span>
      </h2>
      {liftedTitle && <p className="mx-2 mb-2 rounded-xl border-2 border-dashed border-primary p-3 text-xs text-primary">Drop {liftedTitle} here</p>}
      <ul className="flex max-h-[70vh] flex-1 flex-col gap-2 overflow-y-auto px-2 pb-2">
        {drawn.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} lifted={application.id === liftedId} handlers={handlers} instructionsId={instructionsId} />
          </li>
        ))}
      </ul>
    </section>
  )
})
