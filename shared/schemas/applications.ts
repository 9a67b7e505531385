import { Type, type Static } from 'typebox'
import { JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS } from './limits.ts'

/*
 * A job seeker's applications: a posting they follow, where it stands (Saved → Applied →
 * Interviewing → Offer → Closed, with why it closed), the dates of each change, notes, a next step
 * with its date, and the documents generated for it, as they were sent.
 */

export const APPLICATION_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'closed'] as const
export const CLOSED_REASONS = ['rejected', 'withdrawn', 'accepted'] as const

/** The words people read for each status and reason (board columns, menus, CSV). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  closed: 'Closed',
}
export const CLOSED_REASON_LABELS: Record<ClosedReason, string> = { rejected: 'Rejected', withdrawn: 'Withdrawn', accepted: 'Accepted' }

export const APPLICATION_NOTES_MAX_CHARS = 10_000
export const APPLICATION_FIELD_MAX_CHARS = 300
export const APPLICATION_LINK_MAX_CHARS = 2_000
/** How many applications one account may keep: far above a real job hunt, below what would slow the board. */
export const APPLICATIONS_PER_ACCOUNT_MAX = 2_000

// Enums, not unions of literals mapped from the lists: a mapped array types as `never`.
const StatusSchema = Type.Enum(APPLICATION_STATUSES)
const ClosedReasonSchema = Type.Enum(CLOSED_REASONS)
/** A calendar day, as the next step's date is chosen: "2026-12-03". */
const DaySchema = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD' })

/** Where it was created from, so the list can say so; 'manual' when typed in. */
export const APPLICATION_SOURCES = ['results', 'job_search', 'link', 'manual'] as const
const SourceSchema = Type.Enum(APPLICATION_SOURCES)

export const StatusChangeSchema = Type.Object({
  status: StatusSchema,
  closed_reason: Type.Union([ClosedReasonSchema, Type.Null()]),
  at: Type.String({ format: 'date-time' }),
})

/** A document generated for the application (each generation and regeneration), downloadable as it was sent. */
export const ApplicationDocumentSchema = Type.Object({
  filename: Type.String({ description: 'the .tex name: preview, download and regenerate take it' }),
  document_type: Type.Union([Type.Literal('resume'), Type.Literal('cover_letter')]),
  created_at: Type.String({ format: 'date-time' }),
  /** The document it was regenerated from; null for a first generation. */
  parent_filename: Type.Union([Type.String(), Type.Null()]),
  ats_score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
})

/** One application as the board and the list show it (the posting's text and the documents are in the detail). */
export const ApplicationSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  company: Type.String(),
  location: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  status: StatusSchema,
  /** Set when the status is closed; null otherwise. */
  closed_reason: Type.Union([ClosedReasonSchema, Type.Null()]),
  notes: Type.String(),
  next_step: Type.String(),
  next_step_date: Type.Union([DaySchema, Type.Null()]),
  source: SourceSchema,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  /** When the status last changed. */
  status_changed_at: Type.String({ format: 'date-time' }),
  document_count: Type.Integer({ minimum: 0 }),
})

export const ApplicationSchema = Type.Object({
  ...ApplicationSummarySchema.properties,
  /** The posting's text, as pasted or read from the link ('' when none). */
  posting_text: Type.String(),
  /** Every status change, oldest first (the first is its creation). */
  history: Type.Array(StatusChangeSchema),
  /** Newest first. */
  documents: Type.Array(ApplicationDocumentSchema),
})

const EditableFields = {
  title: Type.String({ minLength: 1, maxLength: JOB_TITLE_MAX_CHARS }),
  company: Type.String({ maxLength: APPLICATION_FIELD_MAX_CHARS }),
  location: Type.String({ maxLength: APPLICATION_FIELD_MAX_CHARS }),
  /** An http(s) address; '' or null clears it. */
  link: Type.Union([Type.String({ maxLength: APPLICATION_LINK_MAX_CHARS }), Type.Null()]),
  posting_text: Type.String({ maxLength: JOB_DESCRIPTION_MAX_CHARS }),
  status: StatusSchema,
  /** Required when the status is closed; refused otherwise. */
  closed_reason: Type.Union([ClosedReasonSchema, Type.Null()]),
  notes: Type.String({ maxLength: APPLICATION_NOTES_MAX_CHARS }),
  next_step: Type.String({ maxLength: APPLICATION_FIELD_MAX_CHARS }),
  next_step_date: Type.Union([DaySchema, Type.Null()]),
}

/**
 * A new application. From the results view the client sends the posting it generated for and the
 * documents' filenames (filed under it at once); from a Job Search card, `job_listing_id` (the
 * server copies the listing); from a link, `link` with `fetch_posting: true` (the server reads the
 * page as the generator's link import does, and refuses clearly when it cannot).
 */
export const CreateApplicationBodySchema = Type.Object({
  title: Type.Optional(EditableFields.title),
  company: Type.Optional(EditableFields.company),
  location: Type.Optional(EditableFields.location),
  link: Type.Optional(EditableFields.link),
  posting_text: Type.Optional(EditableFields.posting_text),
  status: Type.Optional(StatusSchema),
  closed_reason: Type.Optional(EditableFields.closed_reason),
  notes: Type.Optional(EditableFields.notes),
  next_step: Type.Optional(EditableFields.next_step),
  next_step_date: Type.Optional(EditableFields.next_step_date),
  source: Type.Optional(SourceSchema),
  job_listing_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  fetch_posting: Type.Optional(Type.Boolean()),
  document_filenames: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 20 })),
})

/**
 * Any of the editable fields; a status change is dated and kept in the history. Unknown fields are
 * refused: a misspelt one would otherwise make a change that changes nothing.
 */
export const UpdateApplicationBodySchema = Type.Partial(Type.Object(EditableFields), { minProperties: 1, additionalProperties: false })

/** Files documents the caller generated under the application (a document belongs to one application at most). */
export const FileDocumentsBodySchema = Type.Object({
  filenames: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 20 }),
})

export const APPLICATION_SORTS = ['next_step', 'updated', 'created', 'company', 'title', 'status'] as const

export const ListApplicationsQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  /** Words found in the title, company, location or notes (case-insensitive). */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** next_step (default): upcoming next steps first, then the rest by last change. */
  sort: Type.Optional(Type.Enum(APPLICATION_SORTS)),
})

export const ApplicationIdParamsSchema = Type.Object({ applicationId: Type.String({ minLength: 1, maxLength: 100 }) })

export const ApplicationListResponseSchema = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(ApplicationSummarySchema),
})

export const ApplicationResponseSchema = Type.Object({
  success: Type.Literal(true),
  application: ApplicationSchema,
  message: Type.String(),
})

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export type ClosedReason = (typeof CLOSED_REASONS)[number]
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]
export type ApplicationSort = (typeof APPLICATION_SORTS)[number]
export type StatusChange = Static<typeof StatusChangeSchema>
export type ApplicationDocument = Static<typeof ApplicationDocumentSchema>
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>
export type Application = Static<typeof ApplicationSchema>
export type CreateApplicationBody = Static<typeof CreateApplicationBodySchema>
export type UpdateApplicationBody = Static<typeof UpdateApplicationBodySchema>
export type FileDocumentsBody = Static<typeof FileDocumentsBodySchema>
export type ListApplicationsQuery = Static<typeof ListApplicationsQuerySchema>
export type ApplicationListResponse = Static<typeof ApplicationListResponseSchema>
export type ApplicationResponse = Static<typeof ApplicationResponseSchema>
