// Applications as the server sends them, and a fake of its /api/v1/applications routes (kept in
// memory, answering as the contract says) for the Applications page's component tests.
import type { Application, ApplicationSummary, UpdateApplicationBody } from '@shared/schemas/applications.ts'
import { json, on, type RecordedRequest } from './fake-server.ts'

let next = 0

/** One application; each call a new id. */
export function application(overrides: Partial<Application> = {}): Application {
  next += 1
  const at = `2026-11-${String(10 + (next % 15)).padStart(2, '0')}T09:00:00.000Z`
  const status = overrides.status ?? 'saved'
  return {
    id: `app-${next}`,
    title: `Engineer ${next}`,
    company: 'Acme',
    location: 'Remote',
    link: null,
    status,
    closed_reason: null,
    notes: '',
    next_step: '',
    next_step_date: null,
    source: 'manual',
    created_at: at,
    updated_at: at,
    status_changed_at: at,
    document_count: 0,
    posting_text: '',
    history: [{ status, closed_reason: overrides.closed_reason ?? null, at }],
    documents: [],
    ...overrides,
  }
}

const summary = ({ posting_text: _p, history: _h, documents: _d, ...rest }: Application): ApplicationSummary => rest

/**
 * Serves the applications given: the list, one, a change (PATCH, dated in the history), a new one
 * (POST), a deletion and the CSV. Returns the store, which the test may read.
 */
export function serveApplications(initial: Application[]): Map<string, Application> {
  const store = new Map(initial.map((a) => [a.id, a]))
  const one = (match: RegExpMatchArray) => store.get(decodeURIComponent(match[1] as string))
  const notFound = () => json({ success: false, error_type: 'not_found', message: 'Application not found' }, 404)
  on('GET', /^\/api\/v1\/applications(\?.*)?$/, () => json({ success: true, applications: [...store.values()].map(summary) }))
  on(
    'GET',
    '/api/v1/applications/export.csv',
    () => new Response('title,company,status\nEngineer,Acme,Saved\n', { headers: { 'content-type': 'text/csv' } }),
  )
  on('GET', /^\/api\/v1\/applications\/([^/?]+)$/, (_request: RecordedRequest, match: RegExpMatchArray) => {
    const found = one(match)
    return found ? json({ success: true, application: found, message: 'OK' }) : notFound()
  })
  on('PATCH', /^\/api\/v1\/applications\/([^/?]+)$/, (request: RecordedRequest, match: RegExpMatchArray) => {
    const found = one(match)
    if (!found) return notFound()
    const changes = request.body as UpdateApplicationBody
    const at = '2026-11-28T12:00:00.000Z'
    const moved = changes.status !== undefined && changes.status !== found.status
    const updated: Application = {
      ...found,
      ...changes,
      closed_reason: (changes.status ?? found.status) === 'closed' ? (changes.closed_reason ?? found.closed_reason) : null,
      updated_at: at,
      status_changed_at: moved ? at : found.status_changed_at,
      history: moved ? [...found.history, { status: changes.status!, closed_reason: changes.closed_reason ?? null, at }] : found.history,
    } as Application
    store.set(updated.id, updated)
    return json({ success: true, application: updated, message: 'Application updated' })
  })
  on('POST', '/api/v1/applications', (request: RecordedRequest) => {
    const body = request.body as Partial<Application> & { document_filenames?: string[] }
    const created = application({
      title: body.title ?? 'From a link',
      company: body.company ?? '',
      source: body.source ?? 'manual',
      status: body.status ?? 'saved',
      document_count: body.document_filenames?.length ?? 0,
    })
    store.set(created.id, created)
    return json({ success: true, application: created, message: 'Application added' }, 201)
  })
  on('DELETE', /^\/api\/v1\/applications\/([^/?]+)$/, (_request: RecordedRequest, match: RegExpMatchArray) => {
    const found = one(match)
    if (!found) return notFound()
    store.delete(found.id)
    return json({ success: true, message: 'Application deleted' })
  })
  return store
}
