import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// Headers of the sub-app's answer that belong to its own connection, not to the forwarded reply.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'])

/**
 * A route handler that answers from an app of its own, built by `build` on the first request
 * (and built again on the next one if building failed). Parts that only some requests need
 * (the docs page, the built web app's files: packages that take ~100-200 ms to load) stay out
 * of the server's start this way. The sub-app's answer goes out under the server's hooks and
 * headers; its 404s become the server's own.
 */
export function lazySubApp(build: () => Promise<FastifyInstance>) {
  let app: Promise<FastifyInstance> | undefined
  return async (request: FastifyRequest, reply: FastifyReply) => {
    app ??= build().catch((error: unknown) => {
      app = undefined
      throw error
    })
    const answer = await (await app).inject({ method: request.method as 'GET' | 'HEAD', url: request.url, headers: request.headers })
    if (answer.statusCode === 404) return reply.callNotFound()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value)
    }
    return reply.code(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined)
  }
}
