import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler'

const fromPool = AjvCompiler()

/**
 * Fastify's own Ajv compiler, with one difference: JSON bodies are not type-coerced. A query
 * string or a path only ever carries text, so `?limit=5` must become the number 5; a JSON body
 * carries its own types, and `{"description": 12345}` is a client's mistake to answer with a 400,
 * not a number to quietly turn into the text "12345".
 */
export const buildBodyStrictValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  // The route schemas are TypeBox's output, valid by construction: checking each against the
  // JSON Schema meta-schema first would compile that meta-schema in every process (a tenth of a
  // cold `t10 match`), for nothing.
  const trusted = { ...options, customOptions: { ...options?.customOptions, validateSchema: false } }
  const coercing = fromPool(externalSchemas, trusted as Parameters<BuildCompilerFromPool>[1])
  // Fastify never sets JTD mode here, so the options are Ajv's.
  const strictOptions = { ...trusted, customOptions: { ...trusted.customOptions, coerceTypes: false } }
  const strict = fromPool(externalSchemas, strictOptions as Parameters<BuildCompilerFromPool>[1])
  // Fastify calls the compiler with the route's definition (the package's type says a bare schema).
  const compile = (route: RouteDefinition) => (route.httpPart === 'body' ? strict : coercing)(route as never)
  return compile as unknown as ReturnType<BuildCompilerFromPool>
}
