import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, constants as fsConstants } from 'node:fs'
import { access, mkdir, mkdtemp, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { CompileError } from '../domain/errors.ts'
import type { CompileResult, LatexCompiler, LatexCompilerSettings } from '../domain/latex/compiler.ts'
import { hashLatexSource, MemoryPdfCache, type PdfCache } from './pdf-cache.ts'

export { hashLatexSource, MemoryPdfCache, type PdfCache } from './pdf-cache.ts'

/*
 * pdflatex, sandboxed: one pass, nonstop, halt on the first error, shell escape off,
 * openin_any=p / openout_any=p (no reading or writing outside the job's own directory),
 * a private temp directory per job, a wall-clock timeout that kills the process group, a
 * bounded pool of concurrent processes, and a cache keyed by the hash of the source.
 *
 * Precompiled formats: a source whose preamble ends with the line
 *   \csname endofdump\endcsname
 * (all our templates) gets its preamble dumped once into a format (`pdflatex -ini`), and
 * later compiles load that format and typeset only the rest. That skips loading the class,
 * packages and fonts (~30 % of a one-page compile here). The format is built in the
 * background on first sight of a preamble, stored under `workDir/formats` keyed by the hash of
 * preamble + engine, and reused across restarts; if building or using it fails, the compile
 * runs without it. (mylatexformat.ltx itself is not used: its banner breaks with this LaTeX
 * release, "Argument of \@filelist has an extra }". The marker line is the one it uses, and is
 * \relax to a plain run.)
 */

/** The LatexCompiler port (domain/latex/compiler.ts) as pdflatex. */
export interface LatexCompilerOptions extends LatexCompilerSettings {
  /** Concurrent pdflatex processes; default os.availableParallelism(). */
  concurrency?: number
  /** Wall-clock limit per compile, ms; default 20,000. */
  timeoutMs?: number
  /** Size bound of the default in-memory cache, bytes; default 64 MiB; 0 disables it. */
  cacheBytes?: number
  /** A cache to use instead of the in-memory one (e.g. one backed by the database). */
  cache?: PdfCache
  /** Job directories and precompiled formats live here; default <tmpdir>/t10-latex-<uid>. */
  workDir?: string
  /** Use precompiled formats for sources that mark their preamble; default true. */
  formats?: boolean
  /** The pdflatex binary; default "pdflatex" from PATH. */
  pdflatex?: string
}

/** Each compile runs in a fresh directory of workDir named so; one a crash left is swept at start-up. */
export const LATEX_JOB_DIR_PREFIX = 'job-'

export const FORMAT_MARKER = '\\csname endofdump\\endcsname'
const DEFAULT_TIMEOUT_MS = 20_000
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024
/** At most this many distinct preambles get a format per process (our templates need five). */
const MAX_FORMATS = 32
const OUTPUT_TAIL_BYTES = 32 * 1024

// ---------------------------------------------------------------------------------------------
// Log reading

/** The `! ...` lines of a TeX log with the `l.NN` context that follows them. */
export function latexErrorLines(log: string): string[] {
  const lines = log.split(/\r?\n/)
  const out: string[] = []
  for (let i = 0; i < lines.length && out.length < 16; i++) {
    const line = lines[i]!
    if (!line.startsWith('!') || line.includes('==> Fatal error occurred')) continue
    out.push(line)
    for (let j = i + 1; j < lines.length && j < i + 40; j++) {
      const context = lines[j]!
      if (context.startsWith('!')) break
      if (/^l\.\d+/.test(context)) {
        out.push(context)
        const rest = lines[j + 1]
        if (rest && rest.trim().length > 0) out.push(rest)
        i = j
        break
      }
    }
  }
  return out.map((l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l))
}

function summarizeLog(log: string): string[] {
  const out: string[] = []
  const written = /Output written on .*\((\d+) pages?/.exec(log)
  if (written) out.push(`${written[1]} page${written[1] === '1' ? '' : 's'}`)
  const overfull = (log.match(/^Overfull \\hbox/gm) ?? []).length
  if (overfull > 0) out.push(`${overfull} overfull line${overfull === 1 ? '' : 's'}`)
  const warnings = log.match(/^(LaTeX|Package \w+) Warning: .*$/gm) ?? []
  for (const w of [...new Set(warnings)].slice(0, 5)) out.push(w)
  const missing = (log.match(/^Missing character: .*$/gm) ?? []).length
  if (missing > 0) out.push(`${missing} missing character${missing === 1 ? '' : 's'}`)
  return out
}

// ---------------------------------------------------------------------------------------------
// Pool

interface Waiter {
  grant: () => void
  fail: (reason: unknown) => void
}

/** A FIFO semaphore whose waiting turns can be cancelled. */
class Pool {
  running = 0
  readonly #queue: Waiter[] = []
  readonly #size: number

  constructor(size: number) {
    this.#size = Math.max(1, Math.floor(size))
  }

  get queued() {
    return this.#queue.length
  }

  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise((resolve, reject) => {
      let released = false
      const release = () => {
        if (released) return
        released = true
        this.running--
        this.#queue.shift()?.grant()
      }
      const onAbort = () => {
        const at = this.#queue.indexOf(waiter)
        if (at >= 0) this.#queue.splice(at, 1)
        reject(signal!.reason)
      }
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          this.running++
          resolve(release)
        },
        fail: (reason) => {
          signal?.removeEventListener('abort', onAbort)
          reject(reason)
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (this.running < this.#size) waiter.grant()
      else this.#queue.push(waiter)
    })
  }

  failAll(reason: unknown) {
    for (const waiter of this.#queue.splice(0)) waiter.fail(reason)
  }
}

// ---------------------------------------------------------------------------------------------
// Running pdflatex

interface RunResult {
  code: number | null
  timedOut: boolean
  aborted: boolean
  output: string
  ms: number
}

let timeoutBinary: Promise<string | null> | undefined
/** coreutils `timeout` kills pdflatex even if this process dies mid-compile. */
function findTimeoutBinary(): Promise<string | null> {
  timeoutBinary ??= (async () => {
    for (const candidate of ['/usr/bin/timeout', '/bin/timeout']) {
      try {
        await access(candidate, fsConstants.X_OK)
        return candidate
      } catch {
        // try the next one
      }
    }
    return null
  })()
  return timeoutBinary
}

function texEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    openin_any: 'p',
    openout_any: 'p',
    shell_escape: 'f',
    // Unwrapped log lines, so error messages read as TeX printed them.
    max_print_line: '1000',
    error_line: '254',
    half_error_line: '238',
    LC_ALL: 'C',
    ...extra,
  }
  // Paranoid mode still allows writing into TEXMFOUTPUT.
  delete env.TEXMFOUTPUT
  return env
}

async function runTex(
  bin: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; signal: AbortSignal },
): Promise<RunResult> {
  const started = performance.now()
  const guard = await findTimeoutBinary()
  const backstop = String(Math.ceil(opts.timeoutMs / 1000) + 5)
  const [command, argv] = guard ? [guard, ['-s', 'KILL', backstop, bin, ...args]] : [bin, args]
  return new Promise<RunResult>((resolve, reject) => {
    if (opts.signal.aborted) {
      resolve({ code: null, timedOut: false, aborted: true, output: '', ms: 0 })
      return
    }
    const child = spawn(command, argv, {
      cwd: opts.cwd,
      env: opts.env,
      detached: true, // its own process group, so the kill reaches everything it started
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.length > OUTPUT_TAIL_BYTES) output = output.slice(-OUTPUT_TAIL_BYTES)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    let timedOut = false
    let aborted = false
    const kill = () => {
      if (child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }
    const timer = setTimeout(() => {
      timedOut = true
      kill()
    }, opts.timeoutMs)
    const onAbort = () => {
      aborted = true
      kill()
    }
    opts.signal.addEventListener('abort', onAbort, { once: true })
    const done = () => {
      clearTimeout(timer)
      opts.signal.removeEventListener('abort', onAbort)
    }
    child.on('error', (err) => {
      done()
      reject(err)
    })
    child.on('close', (code) => {
      done()
      resolve({ code, timedOut, aborted, output, ms: performance.now() - started })
    })
  })
}

const BASE_ARGS = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', '-no-parse-first-line']

// ---------------------------------------------------------------------------------------------
// Formats

/** The preamble (lines before the marker line) and the rest, or null without a marker. */
export function splitAtFormatMarker(source: string): { preamble: string; body: string } | null {
  const lines = source.split('\n')
  const at = lines.findIndex((l) => l.trim() === FORMAT_MARKER)
  if (at < 0) return null
  return { preamble: lines.slice(0, at).join('\n'), body: lines.slice(at + 1).join('\n') }
}

type FormatState = { state: 'ready' } | { state: 'building'; done: Promise<boolean> } | { state: 'failed' }

async function safeDirectory(dir: string): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const st = await stat(dir)
    const uid = process.getuid?.()
    // Formats are loaded as code by pdflatex: never from a directory others can write.
    return st.isDirectory() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// The compiler

export function createLatexCompiler(options: LatexCompilerOptions = {}): LatexCompiler {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const bin = options.pdflatex ?? 'pdflatex'
  const pool = new Pool(options.concurrency ?? os.availableParallelism())
  const cache: PdfCache | null =
    options.cache ?? ((options.cacheBytes ?? DEFAULT_CACHE_BYTES) > 0 ? new MemoryPdfCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES) : null)
  const useFormats = options.formats ?? true
  const requestedWorkDir = options.workDir ?? path.join(os.tmpdir(), `t10-latex-${process.getuid?.() ?? 'user'}`)

  const inflight = new Map<string, { promise: Promise<CompileResult>; controller: AbortController; waiters: number }>()
  const formats = new Map<string, FormatState>()
  const stats = { compiles: 0, cacheHits: 0 }
  let closed = false

  // Resolved once: where jobs run, where formats live (null: formats off), the engine's identity.
  let setup: Promise<{ jobsDir: string; formatsDir: string | null; engine: string }> | undefined
  const getSetup = () => {
    setup ??= (async () => {
      // Someone else's (or a world-writable) directory: work in a fresh private one instead.
      const base = (await safeDirectory(requestedWorkDir)) ? requestedWorkDir : await mkdtemp(path.join(os.tmpdir(), 't10-latex-'))
      const formatsDir = path.join(base, 'formats')
      // The directory goes into TEXFORMATS, where kpathsea gives : , ! $ ~ { } a meaning.
      const formatsOk = useFormats && /^[\w./-]+$/.test(formatsDir) && (await safeDirectory(formatsDir))
      return { jobsDir: base, formatsDir: formatsOk ? formatsDir : null, engine: formatsOk ? await engineIdentity(bin) : '' }
    })()
    return setup
  }

  const formatName = (engine: string, preamble: string) =>
    `t10-${createHash('sha256').update(engine).update('\0').update(preamble).digest('hex').slice(0, 24)}`

  async function withJobDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
    const { jobsDir } = await getSetup()
    const dir = await mkdtemp(path.join(jobsDir, LATEX_JOB_DIR_PREFIX))
    try {
      return await fn(dir)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  async function buildFormat(name: string, preamble: string, formatsDir: string): Promise<boolean> {
    const release = await pool.acquire()
    try {
      return await withJobDir(async (dir) => {
        await writeFile(path.join(dir, 'format.tex'), `${preamble}\n\\dump\n`)
        const controller = new AbortController()
        const run = await runTex(bin, ['-ini', ...BASE_ARGS, `-jobname=${name}`, '&pdflatex', 'format.tex'], {
          cwd: dir,
          env: texEnv({}),
          timeoutMs: Math.max(timeoutMs, 30_000),
          signal: controller.signal,
        })
        if (run.code !== 0) return false
        // Same file system: the rename is atomic, a concurrent reader sees all or nothing.
        await rename(path.join(dir, `${name}.fmt`), path.join(formatsDir, `${name}.fmt`))
        return true
      })
    } catch {
      return false
    } finally {
      release()
    }
  }

  /** The format to use for this preamble now, or null; starts a background build when missing. */
  async function formatFor(preamble: string, wait: boolean): Promise<string | null> {
    const { formatsDir, engine } = await getSetup()
    if (!formatsDir) return null
    const name = formatName(engine, preamble)
    const known = formats.get(name)
    if (known?.state === 'ready') return name
    if (known?.state === 'failed') return null
    if (known?.state === 'building') return wait && (await known.done) ? name : null
    if (formats.size >= MAX_FORMATS) return null
    // Synchronous check and claim: two first compiles of a preamble must not both build it.
    if (existsSync(path.join(formatsDir, `${name}.fmt`))) {
      formats.set(name, { state: 'ready' })
      return name
    }
    const done = buildFormat(name, preamble, formatsDir).then((ok) => {
      formats.set(name, ok ? { state: 'ready' } : { state: 'failed' })
      return ok
    })
    formats.set(name, { state: 'building', done })
    return wait && (await done) ? name : null
  }

  async function markFormatBroken(name: string) {
    formats.set(name, { state: 'failed' })
    const { formatsDir } = await getSetup()
    if (formatsDir) await unlink(path.join(formatsDir, `${name}.fmt`)).catch(() => undefined)
  }

  /** One pdflatex run in a fresh directory. */
  async function runOnce(source: string, format: string | null, deadline: number, signal: AbortSignal) {
    const { formatsDir } = await getSetup()
    return withJobDir(async (dir) => {
      await writeFile(path.join(dir, 'doc.tex'), source)
      const args = format ? [`-fmt=${format}`, ...BASE_ARGS, 'doc.tex'] : [...BASE_ARGS, 'doc.tex']
      const env = texEnv(format && formatsDir ? { TEXFORMATS: `${formatsDir}:` } : {})
      const run = await runTex(bin, args, { cwd: dir, env, timeoutMs: Math.max(1, deadline - performance.now()), signal })
      const log = await readFile(path.join(dir, 'doc.log'), 'utf8').catch(() => '')
      const pdf = run.code === 0 ? await readFile(path.join(dir, 'doc.pdf')).catch(() => null) : null
      return { run, log, pdf }
    })
  }

  async function compileFresh(source: string, signal: AbortSignal): Promise<CompileResult> {
    const release = await pool.acquire(signal)
    try {
      const started = performance.now()
      const deadline = started + timeoutMs
      const split = useFormats ? splitAtFormatMarker(source) : null
      const format = split ? await formatFor(split.preamble, false) : null
      let attempt = format && split ? await runOnce(split.body, format, deadline, signal) : null
      let usedFormat = format
      if (attempt && !attempt.pdf && !attempt.run.timedOut && !attempt.run.aborted) {
        // Maybe the format is stale (TeX Live upgraded); a plain run decides.
        const plain = await runOnce(source, null, deadline, signal)
        if (plain.pdf && format) await markFormatBroken(format)
        attempt = plain
        usedFormat = null
      }
      attempt ??= await runOnce(source, null, deadline, signal)
      const { run, log, pdf } = attempt
      stats.compiles++
      if (run.aborted || signal.aborted) throw signal.reason ?? new Error('Compile aborted')
      if (run.timedOut) {
        throw new CompileError(`LaTeX compile timed out after ${formatSeconds(timeoutMs)} and was stopped.`)
      }
      if (!pdf) {
        const errors = latexErrorLines(log || run.output)
        const detail = errors.length > 0 ? errors : lastLines(log || run.output, 8)
        const noPages = /No pages of output/.test(log)
        const message = noPages && errors.length === 0 ? 'LaTeX produced no pages.' : `LaTeX compile failed:\n${detail.join('\n')}`
        throw new CompileError(message)
      }
      const ms = Math.round(performance.now() - started)
      return {
        pdf,
        cached: false,
        ms,
        log: [`pdflatex ${ms} ms${usedFormat ? ' (precompiled format)' : ''}`, ...summarizeLog(log)],
      }
    } finally {
      release()
    }
  }

  const compiler: LatexCompiler = {
    async compile(source, opts = {}) {
      const started = performance.now()
      const signal = opts.signal
      if (closed) throw new Error('The LaTeX compiler is closed')
      if (signal?.aborted) throw signal.reason
      const key = hashLatexSource(source)
      const hit = cache ? await Promise.resolve(cache.get(key)).catch(() => undefined) : undefined
      if (hit) {
        stats.cacheHits++
        return { pdf: hit, cached: true, ms: elapsedMs(started), log: ['Served from the compile cache'] }
      }
      // Identical sources compiling at the same time share one pdflatex run.
      let job = inflight.get(key)
      if (!job) {
        const controller = new AbortController()
        const promise = compileFresh(source, controller.signal).then(async (result) => {
          if (cache) await Promise.resolve(cache.set(key, result.pdf)).catch(() => undefined)
          return result
        })
        const entry = { promise, controller, waiters: 0 }
        promise.then(
          () => inflight.delete(key),
          () => inflight.delete(key),
        )
        inflight.set(key, entry)
        job = entry
      }
      job.waiters++
      const shared = job
      try {
        const result = await untilAborted(shared.promise, signal)
        return { ...result, ms: elapsedMs(started) }
      } finally {
        shared.waiters--
        if (signal?.aborted && shared.waiters === 0) shared.controller.abort(signal.reason)
      }
    },

    async prepare(source) {
      const split = useFormats ? splitAtFormatMarker(source) : null
      if (!split) return false
      return (await formatFor(split.preamble, true)) !== null
    },

    stats() {
      return {
        running: pool.running,
        queued: pool.queued,
        compiles: stats.compiles,
        cacheHits: stats.cacheHits,
        formatsReady: [...formats.values()].filter((f) => f.state === 'ready').length,
      }
    },

    async close() {
      closed = true
      const reason = new Error('The LaTeX compiler is closed')
      pool.failAll(reason)
      for (const job of inflight.values()) job.controller.abort(reason)
      await Promise.allSettled([...inflight.values()].map((j) => j.promise))
      await Promise.allSettled([...formats.values()].map((f) => (f.state === 'building' ? f.done : undefined)))
    },
  }
  return compiler
}

/** Rejects with the signal's reason as soon as it aborts; the work itself goes on for others. */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort)
        resolve(v)
      },
      (e) => {
        signal.removeEventListener('abort', onAbort)
        reject(e)
      },
    )
  })
}

/** pdflatex's version line and the base format's size and time: a new TeX Live means new formats. */
async function engineIdentity(bin: string): Promise<string> {
  const capture = (cmd: string, args: string[]) =>
    new Promise<string>((resolve) => {
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      let out = ''
      child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')))
      child.on('error', () => resolve(''))
      child.on('close', () => resolve(out.trim()))
    })
  const version = (await capture(bin, ['--version'])).split('\n')[0] ?? ''
  const baseFormat = await capture('kpsewhich', ['-engine=pdftex', 'pdflatex.fmt'])
  const st = baseFormat ? await stat(baseFormat).catch(() => null) : null
  return `${version}|${baseFormat}|${st?.size ?? 0}|${st?.mtimeMs ?? 0}`
}

const elapsedMs = (since: number) => Math.round((performance.now() - since) * 100) / 100

const formatSeconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`)

function lastLines(text: string, n: number): string[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim().length > 0)
    .slice(-n)
}
