import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  CLOSED_REASON_LABELS,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@shared/schemas/applications.ts'

export type SortDirection = 'asc' | 'desc'

export interface ApplicationFilter {
  /** null: every status. */
  status: ApplicationStatus | null
  /** Words that must all appear in the title, company, location or notes (any case). */
  q: string
}

/** "Closed — Rejected" for a closed one, the status's label otherwise. */
export function statusText(application: Pick<ApplicationSummary, 'status' | 'closed_reason'>): string {
  const label = APPLICATION_STATUS_LABELS[application.status]
  return application.status === 'closed' && application.closed_reason ? `${label} — ${CLOSED_REASON_LABELS[application.closed_reason]}` : label
}

export function filterApplications(list: ApplicationSummary[], { status, q }: ApplicationFilter): ApplicationSummary[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  if (!status && words.length === 0) return list
  return list.filter((a) => {
    if (status && a.status !== status) return false
    if (words.length === 0) return true
    const text = `${a.title}\n${a.company}\n${a.location}\n${a.notes}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)

/** next_step: dated next steps first, soonest first; then the rest by last change, newest first (the server's default too). */
function byNextStep(a: ApplicationSummary, b: ApplicationSummary): number {
  if (a.next_step_date && b.next_step_date) return a.next_step_date < b.next_step_date ? -1 : a.next_step_date > b.next_step_date ? 1 : 0
  if (a.next_step_date) return -1
  if (b.next_step_date) return 1
  return newestFirst(a.updated_at, b.updated_at)
}

const COMPARE: Record<ApplicationSort, (a: ApplicationSummary, b: ApplicationSummary) => number> = {
  next_step: byNextStep,
  updated: (a, b) => newestFirst(a.updated_at, b.updated_at),
  created: (a, b) => newestFirst(a.created_at, b.created_at),
  company: (a, b) => byText(a.company, b.company),
  title: (a, b) => byText(a.title, b.title),
  status: (a, b) => APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status),
}

/** A new sorted array; `desc` reverses the sort's natural order. Ties keep the list's order. */
export function sortApplications(list: ApplicationSummary[], sort: ApplicationSort, direction: SortDirection = 'asc'): ApplicationSummary[] {
  const compare = COMPARE[sort]
  const sign = direction === 'asc' ? 1 : -1
  return [...list].sort((a, b) => sign * compare(a, b))
}

/** The board's columns: each status's applications, in the list's order. */
export function groupByStatus(list: ApplicationSummary[]): Record<ApplicationStatus, ApplicationSummary[]> {
  const columns = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, [] as ApplicationSummary[]])) as Record<
    ApplicationStatus,
    ApplicationSummary[]
  >
  for (const application of list) columns[application.status].push(application)
  return columns
}

// One formatter for every card: toLocaleDateString builds a new one per call, which was a sixth of
// the board's first render at 500 applications (bench/web.ts).
let dayFormat: Intl.DateTimeFormat | undefined

/** "3 Dec 2026" for a YYYY-MM-DD day or an ISO time, in the reader's locale. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value)
  dayFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date)
}
