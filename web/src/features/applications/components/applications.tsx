import { Columns3, Download, List, Plus, Search } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
  type ClosedReason,
  type UpdateApplicationBody,
} from '@shared/schemas/applications.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { Input, fieldVariants } from '@/components/ui/input.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useExportApplications } from '@/features/applications/api/export-applications.ts'
import { useApplications } from '@/features/applications/api/get-applications.ts'
import { useUpdateApplication } from '@/features/applications/api/update-application.ts'
import { useNarrowScreen } from '@/features/applications/hooks/use-narrow-screen.ts'
import { filterApplications, type SortDirection, sortApplications } from '@/features/applications/utils/arrange.ts'
import { cn } from '@/lib/cn.ts'
import { serverMessage } from '@/lib/server-message.ts'
import { AddApplication } from './add-application.tsx'
import { ApplicationBoard, moveHandleSelector } from './application-board.tsx'
import { ApplicationDetail } from './application-detail.tsx'
import { ApplicationList } from './application-list.tsx'
import { ClosedReasonDialog } from './closed-reason-dialog.tsx'

type View = 'board' | 'list'

/**
 * The Applications page: every application on a board (a column per status) or in a list, a
 * filter by status and words, the detail panel, adding one, and the CSV export. Phones get the
 * list with a status menu per application.
 */
export function Applications() {
  const applications = useApplications()
  const update = useUpdateApplication()
  const exportCsv = useExportApplications()
  const narrow = useNarrowScreen()
  const [searchParams, setSearchParams] = useSearchParams()
  const [chosenView, setView] = useState<View>('board')
  const view: View = narrow ? 'list' : chosenView
  const [status, setStatus] = useState<ApplicationStatus | null>(null)
  const [q, setQ] = useState('')
  const [sort, setSort] = useState<ApplicationSort>('next_step')
  const [direction, setDirection] = useState<SortDirection>('asc')
  const [adding, setAdding] = useState(false)
  const [closing, setClosing] = useState<ApplicationSummary | null>(null)
  const openId = searchParams.get('open')

  const open = useCallback(
    (applicationId: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params)
          if (applicationId) next.set('open', applicationId)
          else next.delete('open')
          return next
        },
        { replace: applicationId === null },
      ),
    [setSearchParams],
  )

  const { mutate } = update
  const save = useCallback(
    (application: ApplicationSummary, changes: UpdateApplicationBody) =>
      mutate(
        { applicationId: application.id, changes },
        {
          onError: (error) =>
            toast({
              title: 'Not moved',
              description: serverMessage(error) || `${application.title} could not be moved. Try again.`,
              variant: 'destructive',
              topic: 'application-move',
            }),
        },
      ),
    [mutate],
  )

  const move = useCallback(
    (application: ApplicationSummary, next: ApplicationStatus) => {
      if (next === application.status) return
      if (next === 'closed') setClosing(application)
      else save(application, { status: next })
    },
    [save],
  )

  const closeWith = useCallback(
    (application: ApplicationSummary, reason: ClosedReason) => save(application, { status: 'closed', closed_reason: reason }),
    [save],
  )

  const afterClosing = useCallback((application: ApplicationSummary) => {
    setClosing(null)
    // Back to the card's move button, wherever the card is now drawn.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(moveHandleSelector(application.id))?.focus())
  }, [])

  const all = applications.data
  // The board shows every status; the status filter is the list's.
  const shown = useMemo(() => {
    if (!all) return []
    const filtered = filterApplications(all, { status: view === 'list' ? status : null, q })
    return view === 'board' ? sortApplications(filtered, 'next_step') : sortApplications(filtered, sort, direction)
  }, [all, view, status, q, sort, direction])

  const onSort = useCallback(
    (next: ApplicationSort) => {
      if (next === sort) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))
      else {
        // Each sort's natural order first: A to Z, soonest next step, newest change.
        setSort(next)
        setDirection('asc')
      }
    },
    [sort],
  )

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        {!narrow && (
          <div role="group" aria-label="View" className="inline-flex rounded-lg border bg-card p-0.5">
            {(['board', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  view === v ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {v === 'board' ? <Columns3 className="h-4 w-4" aria-hidden="true" /> : <List className="h-4 w-4" aria-hidden="true" />}
                {v === 'board' ? 'Board' : 'List'}
              </button>
            ))}
          </div>
        )}
        <div className="relative min-w-48 flex-1 sm:max-w-xs">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search applications"
            placeholder="Search title, company, notes"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="pl-9"
          />
        </div>
        {view === 'list' && (
          <select
            aria-label="Filter by status"
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || null) as ApplicationStatus | null)}
            className={cn(fieldVariants(), 'h-10 w-auto')}
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            busy={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: 'Export failed',
                    description: serverMessage(error) || 'The export could not be made. Try again.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            {!exportCsv.isPending && <Download className="h-4 w-4" aria-hidden="true" />}
            Export CSV
          </Button>
          <Button aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add application
          </Button>
        </div>
      </div>

      {adding && <AddApplication onAdded={(application) => open(application.id)} />}

      {applications.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-6 w-6" />
        </div>
      ) : applications.isError ? (
        <p role="alert" className="text-destructive">
          {serverMessage(applications.error) || 'Your applications could not be loaded.'}
        </p>
      ) : all && all.length === 0 ? (
        <Card>
          <CardContent className="text-center text-muted-foreground">
            <p className="font-medium text-foreground">No applications yet</p>
            <p className="mt-1 text-sm">Track one from the generator’s results or a Job Search card, or add it here from a link or by hand.</p>
          </CardContent>
        </Card>
      ) : view === 'board' ? (
        <ApplicationBoard applications={shown} onMove={move} onOpen={open} />
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No applications match.</p>
      ) : (
        <ApplicationList applications={shown} sort={sort} direction={direction} onSort={onSort} onMove={move} onOpen={open} narrow={narrow} />
      )}

      <ClosedReasonDialog application={closing} onConfirm={closeWith} onClose={afterClosing} />
      <ApplicationDetail applicationId={openId} onClose={() => open(null)} />
    </div>
  )
}
