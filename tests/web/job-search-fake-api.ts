// The web app's real API client over a fetch each test answers. Kept apart from anything that
// imports components: vi.mock loads this module in place of web/src/lib/api-client.ts, and a
// component importing the mocked module from here would wait on itself.
import { vi } from 'vitest'
import { ApiError, createApiClient } from '../../shared/client.ts'

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const fakeFetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()

/** Stands in for web/src/lib/api-client.ts (vi.mock in each test file). */
export const apiClientModule = { api: createApiClient({ baseUrl: '', fetch: (input, init) => fakeFetch(input, init) }), ApiError }

/** Every request made so far, as "METHOD path?query". */
export const calls = () =>
  fakeFetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://t10.test')
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
  })
