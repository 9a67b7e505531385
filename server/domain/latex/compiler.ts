/*
 * The port through which the domain turns rendered LaTeX into a PDF. The app's runs pdflatex in a
 * sandbox (server/adapters/pdflatex-compiler.ts); tests may hand the app another.
 */

export interface CompileOptions {
  /** Cancels a queued or running compile; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

export interface CompileResult {
  pdf: Buffer
  /** True when the PDF came from the cache without running the compiler. */
  cached: boolean
  /** Wall-clock time of this call, queueing included. */
  ms: number
  /** Short human-readable lines: pages, warnings, whether a format was used. */
  log: string[]
}

export interface CompilerStats {
  running: number
  queued: number
  compiles: number
  cacheHits: number
  formatsReady: number
}

export interface LatexCompiler {
  compile(source: string, options?: CompileOptions): Promise<CompileResult>
  /** Builds the precompiled format for this source's preamble now; true when one is ready. */
  prepare(source: string): Promise<boolean>
  stats(): CompilerStats
  /** Kills running compiles and rejects queued ones; later calls reject. */
  close(): Promise<void>
}

/** What the app decides about its compiler (from config); the rest is the compiler's own. */
export interface LatexCompilerSettings {
  /** Concurrent compiles. */
  concurrency?: number
  /** Wall-clock limit per compile, ms. */
  timeoutMs?: number
  /** Where the compiler may keep its files (job directories, precompiled formats). */
  workDir?: string
}

/** Builds the app's compiler: the LaTeX plugin calls it once with the configured settings. */
export type LatexCompilerFactory = (settings: LatexCompilerSettings) => LatexCompiler
