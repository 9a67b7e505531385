import { ArrowDown, ArrowUp, CalendarClock } from 'lucide-react'
import { memo } from 'react'
import type { ApplicationSort, ApplicationStatus, ApplicationSummary } from '@shared/schemas/applications.ts'
import { formatDay, type SortDirection, statusText } from '@/features/applications/utils/arrange.ts'
import { StatusSelect } from './status-select.tsx'

interface ApplicationListProps {
  applications: ApplicationSummary[]
  sort: ApplicationSort
  direction: SortDirection
  onSort: (sort: ApplicationSort) => void
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void
  onOpen: (applicationId: string) => void
  /** Phones: a list of cards, each with its status menu, instead of the table. */
  narrow: boolean
}

const COLUMNS: Array<{ sort: ApplicationSort; label: string }> = [
  { sort: 'title', label: 'Title' },
  { sort: 'company', label: 'Company' },
  { sort: 'status', label: 'Status' },
  { sort: 'next_step', label: 'Next step' },
  { sort: 'updated', label: 'Updated' },
]

/** The list: a sortable table on wider screens, cards with a status menu on phones. */
export function ApplicationList({ applications, sort, direction, onSort, onMove, onOpen, narrow }: ApplicationListProps) {
  if (narrow) {
    return (
      <ul aria-label="Applications" className="space-y-3">
        {applications.map((application) => (
          <ListCard key={application.id} application={application} onMove={onMove} onOpen={onOpen} />
        ))}
      </ul>
    )
  }
  return (
    <div className="overflow-x-auto rounded-2xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Applications</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => {
              const active = column.sort === sort
              return (
                <th
                  key={column.sort}
                  scope="col"
                  aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-3 py-2 font-medium"
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.sort)}
                    className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {column.label}
                    {active &&
                      (direction === 'asc' ? (
                        <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
                      ))}
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <ListRow key={application.id} application={application} onMove={onMove} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface RowProps {
  application: ApplicationSummary
  onMove: ApplicationListProps['onMove']
  onOpen: ApplicationListProps['onOpen']
}

function NextStep({ application }: { application: ApplicationSummary }) {
  if (!application.next_step && !application.next_step_date) return <span className="text-muted-foreground">—</span>
  return (
    <span>
      {application.next_step || 'Next step'}
      {application.next_step_date && <span className="text-muted-foreground"> · {formatDay(application.next_step_date)}</span>}
    </span>
  )
}

const ListRow = memo(function ListRow({ application, onMove, onOpen }: RowProps) {
  return (
    <tr className="border-b last:border-b-0">
      <td className="px-3 py-2 font-medium">
        <button
          type="button"
          onClick={() => onOpen(application.id)}
          className="rounded text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {application.title}
        </button>
      </td>
      <td className="px-3 py-2">
        {application.company}
        {application.location && <span className="block text-xs text-muted-foreground">{application.location}</span>}
      </td>
      <td className="px-3 py-2">
        <StatusSelect application={application} onMove={onMove} />
        {application.status === 'closed' && application.closed_reason && (
          <span className="mt-0.5 block text-xs text-muted-foreground">{statusText(application)}</span>
        )}
      </td>
      <td className="px-3 py-2">
        <NextStep application={application} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDay(application.updated_at)}</td>
    </tr>
  )
})

const ListCard = memo(function ListCard({ application, onMove, onOpen }: RowProps) {
  const place = [application.company, application.location].filter(Boolean).join(' · ')
  return (
    <li className="rounded-xl border bg-card p-3 shadow-xs">
      <button
        type="button"
        onClick={() => onOpen(application.id)}
        className="text-left font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {application.title}
      </button>
      {place && <p className="text-sm text-muted-foreground">{place}</p>}
      {(application.next_step || application.next_step_date) && (
        <p className="mt-2 flex items-start gap-1.5 text-sm">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <NextStep application={application} />
        </p>
      )}
      <div className="mt-3 flex items-center gap-2">
        <StatusSelect application={application} onMove={onMove} />
        {application.status === 'closed' && application.closed_reason && (
          <span className="text-xs text-muted-foreground">{statusText(application)}</span>
        )}
      </div>
    </li>
  )
})
