import { randomUUID } from 'node:crypto'
import {
  APPLICATION_FIELD_MAX_CHARS,
  APPLICATIONS_PER_ACCOUNT_MAX,
  type Application,
  type ApplicationSource,
  type CreateApplicationBody,
} from '../../../shared/schemas/applications.ts'
import { JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS } from '../../../shared/schemas/limits.ts'
import { type Db, nowIso } from '../../db/database.ts'
import { lockKeys } from '../../db/locks.ts'
import { appendStatusChange, countApplications, insertApplication } from '../../db/repositories/applications.repository.ts'
import type { NewApplicationRow } from '../../db/tables/applications.ts'
import { UNTITLED_POSITION } from '../../domain/jd/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import type { JobCatalog } from '../job-search/job-search.service.ts'
import { scrapePosting, type ScrapeSettings } from '../scrape/scrape-posting.service.ts'
import { cleanDay, cleanLink, cleanTitle, closedReasonFor } from './application-fields.ts'
import { findOwnApplication } from './application-lookup.ts'
import { applicationDetail } from './application-views.ts'
import { fileOwnDocuments } from './file-documents.ts'

/** What creating an application reaches: storage, job search's postings, the posting reader. */
export interface CreateApplicationDeps {
  db: Db
  untrusted: UntrustedWork
  catalog: JobCatalog
  scrape: ScrapeSettings
}

/** The posting an application starts from, as far as it is known: every part may be missing. */
interface Posting {
  title?: string | undefined
  company?: string | undefined
  location?: string | undefined
  posting_text?: string | undefined
}

/**
 * A new application of the caller's: from the fields given; from a job search listing, copied; or
 * from a link whose posting is read as the generator's link import reads it. Fields given win over
 * what the listing or page says. The documents named are filed under it in the same transaction,
 * so a name that is not the caller's leaves nothing stored.
 */
export async function createApplication(deps: CreateApplicationDeps, ownerId: string, body: CreateApplicationBody): Promise<Application> {
  // What can be refused without reading anything is refused before a listing or a page is read.
  const status = body.status ?? 'saved'
  const closedReason = closedReasonFor(status, body.closed_reason, null)
  const nextStepDate = cleanDay(body.next_step_date ?? null)
  const link = cleanLink(body.link ?? null)
  const found = await postingOf(deps, body)
  const posting: Posting = {
    title: body.title ?? found.title,
    company: body.company ?? found.company,
    location: body.location ?? found.location,
    posting_text: body.posting_text ?? found.posting_text,
  }
  const title = cleanTitle(posting.title ?? '')
  const now = nowIso()
  const row: NewApplicationRow = {
    id: randomUUID(),
    owner_id: ownerId,
    title,
    company: posting.company?.trim() ?? '',
    location: posting.location?.trim() ?? '',
    link,
    posting_text: posting.posting_text ?? '',
    status,
    closed_reason: closedReason,
    notes: body.notes ?? '',
    next_step: body.next_step?.trim() ?? '',
    next_step_date: nextStepDate,
    source: sourceOf(body),
    created_at: now,
    updated_at: now,
    status_changed_at: now,
  }
  return deps.db.transaction().execute(async (trx) => {
    // Counted and added one at a time per account, so a burst of creations stops at the cap too.
    await lockKeys(trx, [`applications:${ownerId}`])
    if ((await countApplications(trx, ownerId)) >= APPLICATIONS_PER_ACCOUNT_MAX) {
      throw new AppError(
        409,
        'conflict',
        `You are tracking ${APPLICATIONS_PER_ACCOUNT_MAX} applications, the most one account can keep. Delete the ones you no longer follow to add more.`,
      )
    }
    await insertApplication(trx, row)
    await appendStatusChange(trx, { application_id: row.id, status, closed_reason: closedReason, at: now })
    await fileOwnDocuments(trx, ownerId, row.id, body.document_filenames ?? [])
    return applicationDetail(trx, ownerId, await findOwnApplication(trx, ownerId, row.id))
  })
}

/** Where it came from: a listing or a read link say so themselves; otherwise what the client says. */
function sourceOf(body: CreateApplicationBody): ApplicationSource {
  if (body.job_listing_id) return 'job_search'
  if (body.fetch_posting) return 'link'
  return body.source ?? 'manual'
}

async function postingOf(deps: CreateApplicationDeps, body: CreateApplicationBody): Promise<Posting> {
  if (body.job_listing_id) return fromJobListing(deps, body.job_listing_id)
  if (body.fetch_posting) {
    const link = body.link?.trim()
    if (!link) throw new AppError(400, 'validation_error', 'Paste the posting’s link to have it read', { field: 'link' })
    return fromLink(deps, link)
  }
  return {}
}

/** A Job Search card: the posting as job search lists it (only what job seekers can see is found). */
async function fromJobListing({ catalog, untrusted }: CreateApplicationDeps, id: string): Promise<Posting> {
  const job = (await catalog.load(untrusted)).find((each) => each.id === id)
  if (!job) throw new AppError(404, 'not_found', 'Job listing not found')
  return {
    title: clip(job.title, JOB_TITLE_MAX_CHARS),
    company: clip(job.company ?? '', APPLICATION_FIELD_MAX_CHARS),
    location: clip(job.location ?? '', APPLICATION_FIELD_MAX_CHARS),
    posting_text: job.description,
  }
}

/**
 * A posting's page, read by the generator's link import (its address checks, limits and clear
 * refusals included). Its title, company and location are read from the text, in a worker thread
 * as every posting is; the page's own title stands in for a posting that names no job.
 */
async function fromLink({ scrape, untrusted }: CreateApplicationDeps, link: string): Promise<Posting> {
  const page = await scrapePosting(link, scrape)
  const { job, facts } = await untrusted.run('readPosting', [page.description], 'text')
  const title = job.title !== UNTITLED_POSITION ? job.title : (page.title ?? `Posting at ${new URL(page.url).host}`)
  return {
    title: clip(title, JOB_TITLE_MAX_CHARS),
    company: clip(job.company ?? '', APPLICATION_FIELD_MAX_CHARS),
    location: clip(facts.location ?? '', APPLICATION_FIELD_MAX_CHARS),
    posting_text: page.description.slice(0, JOB_DESCRIPTION_MAX_CHARS),
  }
}

const clip = (text: string, max: number) => text.trim().slice(0, max)
