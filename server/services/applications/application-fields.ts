import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type ClosedReason,
  type UpdateApplicationBody,
} from '../../../shared/schemas/applications.ts'
import type { ApplicationUpdate } from '../../db/tables/applications.ts'
import { AppError } from '../../lib/app-error.ts'

/*
 * The rules an application's fields keep, whichever call sets them: the schema has checked types
 * and lengths; these are the checks it cannot say, each refused with a sentence a person can act on.
 */

const refuse = (field: string, message: string) => new AppError(400, 'validation_error', message, { field })

/** A title of spaces is no title. */
export function cleanTitle(title: string): string {
  const trimmed = title.trim()
  if (trimmed === '') throw refuse('title', 'Give the application a title: the name of the job')
  return trimmed
}

/**
 * The link as stored: an http(s) address, or null for '' and null. People paste "jobs.example.com/123"
 * as often as the whole address (the posting reader takes it too): https is assumed then.
 */
export function cleanLink(link: string | null): string | null {
  const trimmed = link?.trim() ?? ''
  if (trimmed === '') return null
  const refused = refuse('link', 'The link must be a web address, like https://jobs.example.com/123')
  let url: URL
  try {
    url = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`)
  } catch {
    throw refused
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused
  return url.href
}

/** The schema checks the shape (YYYY-MM-DD); this, that the day exists ("2026-02-30" does not). */
export function cleanDay(day: string | null): string | null {
  if (day === null) return null
  const parsed = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw refuse('next_step_date', `next_step_date ${day} is not a day of the calendar`)
  }
  return day
}

/**
 * Why a closed application closed: required while its status is closed (the one given, or the
 * one it had when its status stays closed), and null otherwise, where giving one is refused.
 */
export function closedReasonFor(status: ApplicationStatus, given: ClosedReason | null | undefined, kept: ClosedReason | null): ClosedReason | null {
  if (status !== 'closed') {
    if (given) {
      throw refuse(
        'closed_reason',
        `A reason is only kept for a closed application, and this one is ${APPLICATION_STATUS_LABELS[status]}: leave closed_reason out, or set the status to closed`,
      )
    }
    return null
  }
  const reason = given === undefined ? kept : given
  if (!reason) throw refuse('closed_reason', 'Say why the application closed: closed_reason must be rejected, withdrawn or accepted')
  return reason
}

/** The plain fields of an edit, cleaned (status and closed reason are the caller's: they depend on the row). */
export function editedFields(body: UpdateApplicationBody): ApplicationUpdate {
  return {
    ...(body.title === undefined ? {} : { title: cleanTitle(body.title) }),
    ...(body.company === undefined ? {} : { company: body.company.trim() }),
    ...(body.location === undefined ? {} : { location: body.location.trim() }),
    ...(body.link === undefined ? {} : { link: cleanLink(body.link) }),
    ...(body.posting_text === undefined ? {} : { posting_text: body.posting_text }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
    ...(body.next_step === undefined ? {} : { next_step: body.next_step.trim() }),
    ...(body.next_step_date === undefined ? {} : { next_step_date: cleanDay(body.next_step_date) }),
  }
}
