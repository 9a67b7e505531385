// A stand-in for the T10 server in component tests: the web app's real API client, with a fetch
// that answers from routes each test declares and records every request.
import { createApiClient, ApiError } from '@shared/client.ts'
import type { AiMatchBody, AiMatchesResponse, AiProgressEvent } from '@shared/schemas/recruiting-ai.ts'

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
  aiMatchesAnswer = null
  aiMatchesCalls.length = 0
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

/** One call of the streamed match with a model (api.recruiting.aiMatches), as the screen made it. */
export interface AiMatchesCall {
  jobId: string
  body: AiMatchBody
  /** Sends a `progress` event ("Reading candidate 7 of 20") to the screen. */
  onProgress: (event: AiProgressEvent) => void
  signal: AbortSignal | undefined
}

type AiMatchesAnswer = (call: AiMatchesCall) => Promise<AiMatchesResponse>

let aiMatchesAnswer: AiMatchesAnswer | null = null
export const aiMatchesCalls: AiMatchesCall[] = []

/**
 * Answers the streamed AI match until reset: the answer sends progress through `call.onProgress`
 * and resolves with the `result` event's data, or rejects as the client does (an ApiError: a 4xx
 * refusal before the stream, or the stream's `error` event). Aborting the call's signal rejects
 * it, as the real stream does.
 */
export function onAiMatches(answer: AiMatchesAnswer): void {
  aiMatchesAnswer = answer
}

// The SSE call is stood in for whole (the progress events are the test's to send when it wants);
// every other call goes through the fake fetch above.
apiClientModule.api.recruiting.aiMatches = (jobId, body, onProgress = () => {}, signal) => {
  const call: AiMatchesCall = { jobId, body, onProgress, signal }
  aiMatchesCalls.push(call)
  if (!aiMatchesAnswer) return Promise.reject(new ApiError(500, 'internal_error', 'The fake server has no answer for the AI match'))
  const answer = aiMatchesAnswer(call)
  if (!signal) return answer
  return new Promise<AiMatchesResponse>((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    answer.then(resolve, reject)
  })
}
