// A named import: the package is CommonJS, and bundled into dist/ (scripts/build-dist.mjs) only
// a static import reaches its named exports there as it does from the sources.
import { FastifySSEPlugin } from 'fastify-sse-v2'

/** Server-sent events (`reply.sse`), for the generation streams. */
export default FastifySSEPlugin
