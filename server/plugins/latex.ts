import { join } from 'node:path'
import fp from 'fastify-plugin'
import { createLatexCompiler, type LatexCompiler, prepareTemplateFormats } from '../domain/latex/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    latex: LatexCompiler
  }
}

export interface LatexPluginOptions {
  dataDir: string
  timeoutSeconds: number
  concurrency: number
}

/**
 * The bounded pool of sandboxed pdflatex processes. Precompiled template formats live in the
 * data directory so that they survive restarts; they are built in the background at start, and
 * until they are ready compiles simply run without them.
 */
export default fp<LatexPluginOptions>(
  async (app, options) => {
    const compiler = createLatexCompiler({
      concurrency: options.concurrency,
      timeoutMs: options.timeoutSeconds * 1000,
      workDir: join(options.dataDir, 'latex'),
    })
    app.decorate('latex', compiler)
    app.addHook('onReady', async () => {
      prepareTemplateFormats(compiler).catch((err: unknown) =>
        app.log.warn({ err }, 'precompiled LaTeX formats could not be built; compiles run without them'),
      )
    })
    app.addHook('onClose', async () => compiler.close())
  },
  { name: 'latex' },
)
