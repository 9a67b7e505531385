import type { Insertable, Selectable, Updateable } from 'kysely'
import type { ApplicationSource, ApplicationStatus, ClosedReason } from '../../../shared/schemas/applications.ts'

/** A posting a job seeker follows, and where their application for it stands. */
export interface ApplicationsTable {
  id: string
  owner_id: string
  title: string
  /** '' when not known. */
  company: string
  location: string
  /** An http(s) address; null when none. */
  link: string | null
  /** The posting's text, as pasted or read from the link ('' when none). */
  posting_text: string
  status: ApplicationStatus
  /** Set while the status is closed; null otherwise. */
  closed_reason: ClosedReason | null
  notes: string
  next_step: string
  /** "2026-12-03"; null when the next step has no date. */
  next_step_date: string | null
  source: ApplicationSource
  created_at: string
  updated_at: string
  status_changed_at: string
}

/** One change of an application's status (the first is its creation), in order of `seq`. */
export interface ApplicationStatusChangesTable {
  application_id: string
  /** 1 for the creation, then one more for each change. */
  seq: number
  status: ApplicationStatus
  closed_reason: ClosedReason | null
  at: string
}

export type ApplicationRow = Selectable<ApplicationsTable>
export type NewApplicationRow = Insertable<ApplicationsTable>
export type ApplicationUpdate = Updateable<ApplicationsTable>
export type StatusChangeRow = Selectable<ApplicationStatusChangesTable>
