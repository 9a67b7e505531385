import type { ApplicationSort, ApplicationSummary, ListApplicationsQuery } from '../../../shared/schemas/applications.ts'
import { APPLICATION_STATUSES } from '../../../shared/schemas/applications.ts'
import type { Db } from '../../db/database.ts'
import { type ApplicationListRow, listApplications as listApplicationRows } from '../../db/repositories/applications.repository.ts'
import { toSummary } from './application-views.ts'

/*
 * The words are matched and the rows sorted here rather than in SQL: an account holds at most
 * APPLICATIONS_PER_ACCOUNT_MAX rows, and JavaScript lower-cases and compares every alphabet alike
 * on both databases (SQLite's lower() and LIKE know only ASCII).
 */

/** The caller's applications, filtered by status and words, in the order asked for (next steps first by default). */
export async function listApplications(db: Db, ownerId: string, query: ListApplicationsQuery = {}): Promise<ApplicationSummary[]> {
  const words = (query.q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const rows = (await listApplicationRows(db, ownerId, query.status)).filter((row) => {
    const text = [row.title, row.company, row.location, row.notes].join('\n').toLocaleLowerCase()
    return words.every((word) => text.includes(word))
  })
  return rows.sort(ORDERS[query.sort ?? 'next_step']).map(toSummary)
}

type Order = (a: ApplicationListRow, b: ApplicationListRow) => number

const newestChange: Order = (a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id)
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })
const pipelinePlace = (row: ApplicationListRow) => APPLICATION_STATUSES.indexOf(row.status)

const ORDERS: Record<ApplicationSort, Order> = {
  /** Dated next steps first, soonest first (an overdue one is the soonest); then the rest by last change. */
  next_step: (a, b) => {
    if (a.next_step_date && b.next_step_date) return a.next_step_date.localeCompare(b.next_step_date) || newestChange(a, b)
    if (a.next_step_date) return -1
    if (b.next_step_date) return 1
    return newestChange(a, b)
  },
  updated: newestChange,
  created: (a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
  company: (a, b) => byText(a.company, b.company) || byText(a.title, b.title) || newestChange(a, b),
  title: (a, b) => byText(a.title, b.title) || byText(a.company, b.company) || newestChange(a, b),
  /** In the pipeline's order: saved, applied, interviewing, offer, closed. */
  status: (a, b) => pipelinePlace(a) - pipelinePlace(b) || newestChange(a, b),
}
