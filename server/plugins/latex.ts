import { join } from 'node:path'
import fp from 'fastify-plugin'
import { type LatexCompiler, type LatexCompilerFactory, prepareTemplateFormats } from '../domain/latex/index.ts'
import { afterStart } from '../lib/after-start.ts'

declare module 'fastify' {
  interface FastifyInstance {
    latex: LatexCompiler
  }
}

export interface LatexPluginOptions {
  /** Builds the compiler: pdflatex unless buildApp was given another (adapters/). */
  create: LatexCompilerFactory
  dataDir: string
  timeoutSeconds: number
  concurrency: number
  /** Build the templates' formats after start; off, each is built on its template's first compile. */
  warmup: boolean
}

/**
 * The bounded pool of sandboxed pdflatex processes. Precompiled template formats live in the
 * data directory so that they survive restarts; they are built in the background once the app has
 * started (lib/after-start.ts), and until they are ready compiles simply run without them (a
 * compile's own template starts its format's build then).
 */
export default fp<LatexPluginOptions>(
  async (app, options) => {
    const compiler = options.create({
      concurrency: options.concurrency,
      timeoutMs: options.timeoutSeconds * 1000,
      workDir: join(options.dataDir, 'latex'),
    })
    app.decorate('latex', compiler)
    // Even with the formats already built, this spawns pdflatex and kpsewhich (the engine's identity).
    // The test suite turns it off (LATEX_WARMUP=off): a hundred short-lived apps would build five
    // formats each for nothing.
    if (options.warmup) {
      afterStart(app, () => {
        prepareTemplateFormats(compiler).catch((err: unknown) =>
          app.log.warn({ err }, 'precompiled LaTeX formats could not be built; compiles run without them'),
        )
      })
    }
    app.addHook('onClose', async () => compiler.close())
  },
  { name: 'latex' },
)
