import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CompileError } from '../../../../server/domain/errors.ts'
import { appErrorOfDomain } from '../../../../server/http-errors.ts'
import type { AppError } from '../../../../server/lib/app-error.ts'
import { createLatexCompiler, hashLatexSource, latexErrorLines, MemoryPdfCache } from '../../../../server/adapters/pdflatex-compiler.ts'
import type { LatexCompiler } from '../../../../server/domain/latex/compiler.ts'
import { renderResume } from '../../../../server/domain/latex/render.ts'
import { extractPdfText } from '../../../../server/adapters/poppler-pdf-text.ts'
import { canListProcesses, processesIn } from '../../../helpers/processes-in.ts'
import { until } from '../../../helpers/until.ts'
import { fullResume } from './fixtures.ts'
import { testCompiler } from './helpers.ts'

const doc = (body: string) => `\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`
const LOOP = doc('\\loop\\iftrue\\repeat')

const compilers: LatexCompiler[] = []
const make = (...args: Parameters<typeof testCompiler>) => {
  const c = testCompiler(...args)
  compilers.push(c)
  return c
}
const scratch: string[] = []
afterAll(async () => {
  await Promise.all(compilers.map((c) => c.close()))
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

/** A work folder of the test's own: pdflatex runs in a job folder inside it, where it can be seen. */
function ownWorkDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 't10-latex-own-'))
  scratch.push(dir)
  return dir
}

/** The processes (the `timeout` guard and pdflatex) a compiler with this work folder is running. */
const texProcesses = (workDir: string) => (canListProcesses ? processesIn(workDir) : [])

/** The compile's refusal as a client is answered it (status, code, message). */
async function compileError(compiler: LatexCompiler, source: string): Promise<AppError> {
  try {
    await compiler.compile(source)
  } catch (e) {
    if (e instanceof CompileError) return appErrorOfDomain(e)
    throw e
  }
  throw new Error('expected the compile to fail')
}

describe('the LaTeX compiler', { timeout: 60_000 }, () => {
  it('compiles a document to a PDF', async () => {
    const result = await make().compile(doc('Hello, world.'))
    expect(result.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(result.cached).toBe(false)
    expect(result.log[0]).toMatch(/^pdflatex \d+ ms$/)
    expect(result.log).toContain('1 page')
    expect(await extractPdfText(result.pdf)).toContain('Hello, world.')
  })

  it('reports the LaTeX error lines as a 422 compile_error', async () => {
    const error = await compileError(make(), doc('Some text\n\\undefinedmacro{x}'))
    expect(error.status).toBe(422)
    expect(error.code).toBe('compile_error')
    expect(error.message).toContain('! Undefined control sequence.')
    expect(error.message).toMatch(/^l\.4 \\undefinedmacro$/m)
    expect(error.message).not.toContain('Fatal error occurred')
  })

  it('reports a missing package by name', async () => {
    const error = await compileError(make(), '\\documentclass{article}\n\\usepackage{no-such-package}\n\\begin{document}x\\end{document}')
    expect(error.message).toContain("! LaTeX Error: File `no-such-package.sty' not found.")
  })

  it('stops a compile that loops at the configured timeout, and its process is gone', async () => {
    const workDir = ownWorkDir()
    const compiler = make({ workDir, timeoutMs: 1000, formats: false })
    const error = await compileError(compiler, LOOP)
    // The message is the compiler's own timer's (the `timeout` guard behind it is set 5 s later and
    // would be reported as a failed compile), so the loop was stopped at the 1 s limit.
    expect(error).toMatchObject({ status: 422, code: 'compile_error' })
    expect(error.message).toMatch(/timed out after 1 s/)
    expect(compiler.stats()).toMatchObject({ running: 0, compiles: 1 })
    expect(texProcesses(workDir)).toEqual([])
    expect(readdirSync(workDir).filter((f) => f.startsWith('job-'))).toEqual([])
  })

  // How long a cache hit takes is a figure for a bench (bench/generate.ts), not a test: the
  // behaviour is that no pdflatex runs.
  it('serves a repeated source from the cache: same bytes, no second run', async () => {
    const compiler = make()
    const source = doc(`Cached ${Date.now()}`)
    const first = await compiler.compile(source)
    const second = await compiler.compile(source)
    expect(second.cached).toBe(true)
    expect(second.pdf.equals(first.pdf)).toBe(true)
    expect(compiler.stats()).toMatchObject({ compiles: 1, cacheHits: 1 })
  })

  it('runs identical concurrent compiles once', async () => {
    const compiler = make()
    const source = doc(`Shared ${Date.now()}`)
    const [a, b] = await Promise.all([compiler.compile(source), compiler.compile(source)])
    expect(a.pdf.equals(b.pdf)).toBe(true)
    expect(compiler.stats().compiles).toBe(1)
  })

  it('never runs more than `concurrency` processes', async () => {
    const compiler = make({ concurrency: 2, cacheBytes: 0 })
    let peak = 0
    const timer = setInterval(() => (peak = Math.max(peak, compiler.stats().running)), 5)
    await Promise.all([1, 2, 3, 4, 5].map((i) => compiler.compile(doc(`Pool ${i}`))))
    clearInterval(timer)
    expect(peak).toBe(2)
    expect(compiler.stats()).toMatchObject({ running: 0, queued: 0, compiles: 5 })
  })

  it('aborting kills a running compile', async () => {
    const workDir = ownWorkDir()
    // A time limit past the test's own: only the abort can end this compile before the test times out.
    const compiler = make({ workDir, timeoutMs: 120_000, formats: false })
    const controller = new AbortController()
    const pending = compiler.compile(LOOP, { signal: controller.signal })
    // Aborted once pdflatex is running (where processes can be listed), not after a guessed delay.
    await until(() => (canListProcesses ? texProcesses(workDir).length > 0 : compiler.stats().running === 1))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await until(() => compiler.stats().running === 0)
    expect(texProcesses(workDir)).toEqual([])
    expect(readdirSync(workDir).filter((f) => f.startsWith('job-'))).toEqual([])
  })

  it('aborting removes a queued compile before it starts', async () => {
    const compiler = make({ concurrency: 1, timeoutMs: 20_000 })
    const blocker = new AbortController()
    const running = compiler.compile(LOOP, { signal: blocker.signal })
    const queued = new AbortController()
    const waiting = compiler.compile(doc('queued'), { signal: queued.signal })
    await until(() => compiler.stats().queued === 1)
    expect(compiler.stats()).toMatchObject({ running: 1, queued: 1 })
    queued.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    expect(compiler.stats().queued).toBe(0)
    blocker.abort()
    await expect(running).rejects.toMatchObject({ name: 'AbortError' })
    await until(() => compiler.stats().running === 0)
    // Only the blocker ever ran pdflatex.
    expect(compiler.stats().compiles).toBe(1)
  })

  it('an already aborted signal never starts a compile', async () => {
    const compiler = make()
    await expect(compiler.compile(doc('x'), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' })
    expect(compiler.stats().compiles).toBe(0)
  })
})

describe('sandbox (raw sources, not through templates)', { timeout: 60_000 }, () => {
  it('cannot read files outside its directory', async () => {
    const error = await compileError(make(), doc('\\input{/etc/passwd}'))
    expect(error.code).toBe('compile_error')
    const viaOpenin = await make().compile(doc('\\newread\\r\\openin\\r=/etc/passwd \\ifeof\\r CLOSED\\else OPEN\\fi'))
    expect(await extractPdfText(viaOpenin.pdf)).toContain('CLOSED')
  })

  it('cannot write files outside its directory or run commands', async () => {
    const target = path.join(os.tmpdir(), `t10-sandbox-${process.pid}`)
    rmSync(target, { force: true })
    await compileError(make(), doc(`\\newwrite\\w\\immediate\\openout\\w=${target} \\immediate\\write\\w{x}x`))
    expect(existsSync(target)).toBe(false)
    await make().compile(doc(`\\immediate\\write18{touch ${target}}x`))
    expect(existsSync(target)).toBe(false)
  })

  it('removes its job directories', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 't10-jobs-'))
    scratch.push(workDir)
    const compiler = make({ workDir, formats: false })
    await compiler.compile(doc('one'))
    await compileError(compiler, doc('\\broken'))
    expect(readdirSync(workDir).filter((f) => f.startsWith('job-'))).toEqual([])
  })
})

describe('precompiled formats', { timeout: 120_000 }, () => {
  const source = renderResume(fullResume).source

  it('builds a format per template preamble and gives the same text', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 't10-fmt-'))
    scratch.push(workDir)
    const compiler = make({ workDir, cacheBytes: 0 })
    expect(await compiler.prepare(source)).toBe(true)
    expect(readdirSync(path.join(workDir, 'formats')).filter((f) => f.endsWith('.fmt'))).toHaveLength(1)
    const fast = await compiler.compile(source)
    expect(fast.log[0]).toMatch(/\(precompiled format\)$/)
    const plain = await make({ formats: false, cacheBytes: 0 }).compile(source)
    expect(plain.log[0]).not.toMatch(/precompiled/)
    expect(await extractPdfText(fast.pdf)).toBe(await extractPdfText(plain.pdf))
  })

  it('falls back to a plain compile when the format is broken, and drops it', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 't10-fmt-'))
    scratch.push(workDir)
    const first = make({ workDir, cacheBytes: 0 })
    expect(await first.prepare(source)).toBe(true)
    const formats = path.join(workDir, 'formats')
    for (const f of readdirSync(formats)) writeFileSync(path.join(formats, f), 'not a format')
    const second = make({ workDir, cacheBytes: 0 })
    const result = await second.compile(source)
    expect(result.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(result.log[0]).not.toMatch(/precompiled/)
    expect(readdirSync(formats).filter((f) => f.endsWith('.fmt'))).toEqual([])
  })

  it('does not use formats for sources without the marker line', async () => {
    const compiler = make()
    expect(await compiler.prepare(doc('no marker'))).toBe(false)
  })
})

describe('helpers', () => {
  it('hashLatexSource is a stable sha256', () => {
    expect(hashLatexSource('a')).toMatch(/^[0-9a-f]{64}$/)
    expect(hashLatexSource('a')).toBe(hashLatexSource('a'))
    expect(hashLatexSource('a')).not.toBe(hashLatexSource('b'))
  })

  it('MemoryPdfCache evicts the least recently used entries beyond its byte bound', () => {
    const cache = new MemoryPdfCache(10)
    cache.set('a', Buffer.alloc(4))
    cache.set('b', Buffer.alloc(4))
    cache.get('a')
    cache.set('c', Buffer.alloc(4))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.bytes).toBe(8)
    cache.set('huge', Buffer.alloc(11))
    expect(cache.get('huge')).toBeUndefined()
  })

  it('a custom PdfCache is used instead of memory', async () => {
    const store = new Map<string, Buffer>()
    const compiler = createLatexCompiler({
      workDir: path.join(os.tmpdir(), `t10-latex-test-${process.getuid?.() ?? 'user'}`),
      cache: { get: async (k) => store.get(k), set: async (k, v) => void store.set(k, v) },
    })
    compilers.push(compiler)
    const source = doc(`Stored ${Date.now()}`)
    await compiler.compile(source)
    expect(store.has(hashLatexSource(source))).toBe(true)
    expect((await compiler.compile(source)).cached).toBe(true)
  })

  it('latexErrorLines keeps the ! lines and their l.NN context', () => {
    const log = ['(./doc.tex', '! Undefined control sequence.', 'l.12 \\foo', '          bar', '', 'Here is how much...'].join('\n')
    expect(latexErrorLines(log)).toEqual(['! Undefined control sequence.', 'l.12 \\foo', '          bar'])
  })
})
