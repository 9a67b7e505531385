// A stand-in for the T10 server in component tests: the web app's real API client, with a fetch
// that answers from routes each test declares and records every request.
import { createApiClient, ApiError } from '@shared/client.ts'

export interface RecordedRequest {
  method: string
  /** Path and query, e.g. /api/v1/t10/jobs/j1/matches?limit=5 */
  path: string
  body: unknown
}

type Answer = Response | Promise<Response>
type Handler = (request: RecordedRequest, match: RegExpMatchArray) => Answer

interface Route {
  method: string
  pattern: RegExp
  handler: Handler
}

let routes: Route[] = []
export const requests: RecordedRequest[] = []

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const errorJson = (status: number, message: string, errorType = 'internal_error') =>
  json({ success: false, error_type: errorType, message }, status)

/** Answers `method path` (path matched whole, query included) until reset; later routes win. */
export function on(method: string, path: string | RegExp, answer: Handler | unknown): void {
  const pattern = typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path
  const handler: Handler = typeof answer === 'function' ? (answer as Handler) : answer instanceof Response ? () => answer.clone() : () => json(answer)
  routes.unshift({ method, pattern, handler })
}

export function resetServer(): void {
  routes = []
  requests.length = 0
}

/** A promise the test settles when it wants: holds a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://t10.test')
  const method = (init?.method ?? 'GET').toUpperCase()
  const rawBody = init?.body
  const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody
  const request: RecordedRequest = { method, path: `${url.pathname}${url.search}`, body }
  requests.push(request)
  for (const route of routes) {
    const match = request.path.match(route.pattern)
    if (route.method === method && match) return route.handler(request, match)
  }
  return errorJson(500, `The fake server has no route for ${method} ${request.path}`)
}

/** Stands in for web/src/lib/api-client.ts (see vi.mock in each test file). */
export const apiClientModule = { api: createApiClient({ baseUrl: '', fetch: fakeFetch }), ApiError }

/** Files of a multipart upload, by name. */
export const uploadedNames = (request: RecordedRequest) => (request.body as FormData).getAll('files').map((f) => (f as File).name)
