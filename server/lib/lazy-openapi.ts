import { createRequire } from 'node:module'
import type { SwaggerOptions } from '@fastify/swagger'
import type { FastifyInstance, RouteOptions } from 'fastify'

type SwaggerDocument = FastifyInstance['swagger']
type Hook = (...args: unknown[]) => unknown

// Not `require`: the compiled build's chunks declare one of their own (scripts/build-dist.mjs).
const requirePackage = createRequire(import.meta.url)

/**
 * `app.swagger` as @fastify/swagger gives it, with the package loaded on the first call instead
 * of at start. From now on the routes and plugin contexts registered on `app` are recorded; on
 * the first call the package's own plugin is set up against `app` and given them in the order
 * Fastify gave them, so the document holds every route exactly as if it had been registered
 * here. Called after `app` is ready (as @fastify/swagger requires too).
 */
export function lazyOpenApi(app: FastifyInstance, options: SwaggerOptions): SwaggerDocument {
  const routes: RouteOptions[] = []
  const contexts: FastifyInstance[] = []
  app.addHook('onRoute', (route) => {
    routes.push(route)
  })
  app.addHook('onRegister', (context) => {
    contexts.push(context)
  })
  let ready = false
  app.addHook('onReady', async () => {
    ready = true
  })

  let document: SwaggerDocument | undefined
  const build = (): SwaggerDocument => {
    if (!ready) throw new Error('The OpenAPI document is built once the app is ready')
    const { fastifySwagger } = requirePackage('@fastify/swagger') as typeof import('@fastify/swagger')
    // The plugin's whole use of its Fastify instance: three hooks, one decoration, the shared schemas.
    const hooks: Record<string, Hook[]> = {}
    let decorated: SwaggerDocument | undefined
    const host = {
      addHook: (name: string, hook: Hook) => (hooks[name] ??= []).push(hook),
      decorate: (_name: string, value: SwaggerDocument) => (decorated = value),
      getSchemas: () => app.getSchemas(),
    }
    fastifySwagger(host as never, options, (error?: Error) => {
      if (error) throw error
    })
    for (const route of routes) for (const hook of hooks.onRoute ?? []) hook(route)
    for (const context of contexts) for (const hook of hooks.onRegister ?? []) void hook(context)
    for (const hook of hooks.onReady ?? []) hook(() => undefined)
    if (!decorated) throw new Error('@fastify/swagger gave no document function')
    return decorated
  }
  return ((opts?: { yaml?: boolean }) => (document ??= build())(opts as never)) as SwaggerDocument
}
