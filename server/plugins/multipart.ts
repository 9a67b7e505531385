import fastifyMultipart from '@fastify/multipart'
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requestTooLarge } from '../lib/read-upload.ts'
import type { UploadLimits } from '../lib/upload-limits.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The caps every multipart request is held to (read by lib/read-upload.ts). */
    uploadLimits: UploadLimits
  }
}

// Form fields besides the files (user_id and the like): a few, and short.
const MAX_FIELDS = 20
const MAX_FIELD_BYTES = 100_000

/**
 * Uploads stream through busboy. The caps: bytes per file and files per request are checked by
 * busboy as parts arrive; bytes per request by the Content-Length here, before anything is read,
 * and by counting the body as it is read (lib/read-upload.ts) for a request that sends none.
 */
const isMultipartRequest = (request: FastifyRequest) => request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true

export default fp<UploadLimits>(
  async (app, limits) => {
    app.decorate('uploadLimits', limits)
    await app.register(fastifyMultipart, {
      // A file past the cap is reported in its place (lib/read-upload.ts reads `truncated`) rather
      // than failing the whole request at its end.
      throwFileSizeLimit: false,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS,
      },
    })
    app.addHook('onRequest', async (request) => {
      if (!isMultipartRequest(request)) return
      const declared = Number(request.headers['content-length'])
      if (Number.isFinite(declared) && declared > limits.maxRequestBytes) throw requestTooLarge(limits)
    })
    // An upload answered before its body was read to the end (refused past a cap) would keep its
    // connection, the rest of the body unread, until the request timeout, and the client would
    // stall sending it. The rest is read and dropped, so the client finishes and reads the answer;
    // past another request's worth the connection is cut (closing at once instead would lose the
    // answer to many clients: data arriving at a closed socket resets the connection).
    app.addHook('onResponse', async (request) => {
      if (isMultipartRequest(request) && !request.raw.complete) discardRest(request.raw, limits.maxRequestBytes)
    })
  },
  { name: 'multipart' },
)

function discardRest(raw: IncomingMessage, maxBytes: number): void {
  // The parser that was reading the body may still be piped to it, and its pipe pauses the body
  // when it is taken down (after this hook, in some orders): cut every pipe first so nothing pauses
  // the body again.
  raw.unpipe()
  let dropped = 0
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    // The request stream's own destroy closes its socket on a real server, and is harmless on an
    // injected request, which has no socket to close.
    if (dropped > maxBytes) raw.destroy()
  })
  raw.resume()
}
