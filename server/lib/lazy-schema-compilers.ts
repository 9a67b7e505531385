import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

/*
 * Fastify compiles every route's request validators (Ajv) and response serializers
 * (fast-json-stringify) while the app starts: for our ~60 routes, a fifth of the CPU time of a
 * `t10 match` that starts the app for one query, and the same share of a server's start. These
 * wrappers compile a route's schema on its first request instead, so that a process pays only
 * for the routes it serves. Compiled code is the same; a broken schema shows on its route's
 * first request rather than at start (the route tests send one to every route).
 */

type Compiled = ((data: unknown) => unknown) & { errors?: unknown }
type CompilerFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled

/** A compiler factory like `factory` whose compiled functions compile on their first call. */
export function compilingOnFirstUse<F>(factory: F): F {
  const build = factory as unknown as CompilerFactory
  const lazyFactory: CompilerFactory = (externalSchemas, options) => {
    const compile = build(externalSchemas, options)
    return (route) => {
      let compiled: Compiled | undefined
      const run = ((data: unknown) => (compiled ??= compile(route))(data)) as Compiled
      // Fastify reads a failed validation's errors from the function itself.
      Object.defineProperty(run, 'errors', { get: () => compiled?.errors })
      return run
    }
  }
  return lazyFactory as unknown as F
}

/** Fastify's default response serializer compiler, compiling on first use. */
export const buildSerializerOnFirstUse = compilingOnFirstUse(SerializerSelector())
