import type { FastifyInstance } from 'fastify'
import type { FetchedResponse, Fetcher } from '../../shared/client.ts'

/**
 * The API client's transport for an app running in this process: each call goes through the app's
 * routes, hooks, validation and serialisation by `app.inject`, as an HTTP request would, with no
 * socket. It saves a loopback server and Node's fetch, whose first use alone costs a cold `t10 match`
 * ~50 ms of its start-up (fetch, Response and FormData load undici).
 *
 * The answer arrives whole, so a streamed answer (a generation's events) is not for this transport:
 * its `body` is null. A FormData body (file uploads) is encoded by a Response, which loads undici
 * only then.
 */
export function injectFetch(app: FastifyInstance): Fetcher {
  return async (url, init) => {
    const { pathname, search } = new URL(url)
    const headers = { ...(init.headers as Record<string, string> | undefined) }
    let payload: string | Buffer | undefined
    if (init.body instanceof FormData) {
      const encoded = new Response(init.body)
      headers['content-type'] = encoded.headers.get('content-type')!
      payload = Buffer.from(await encoded.arrayBuffer())
    } else if (typeof init.body === 'string') {
      payload = init.body
    } else if (init.body != null) {
      throw new TypeError('the in-process transport sends text or FormData bodies only')
    }
    const answer = await app.inject({ method: init.method as 'GET', url: pathname + search, headers, ...(payload === undefined ? {} : { payload }) })
    const bytes = answer.rawPayload
    const response: FetchedResponse = {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      statusText: answer.statusMessage,
      body: null,
      text: async () => bytes.toString('utf8'),
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    }
    return response
  }
}
