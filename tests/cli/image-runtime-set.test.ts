import { execFile, execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

/*
 * The production image runs `t10` from the files its Dockerfile copies into the runtime stage, with
 * that stage's environment. Here those files are assembled from a fresh build (read from the
 * Dockerfile's COPY lines, so a line dropped there fails here) and the binary ranks resumes from
 * them. A source newer than the build (a build host whose clock is ahead of the builder's) must not
 * send the image's CLI through the TypeScript compiler, as it does, by design, in a working tree.
 */

const REPO = join(import.meta.dirname, '..', '..')
const RECORDER = join(import.meta.dirname, 'fixtures', 'record-imports.mjs')
// Written test resumes: the accountant as a PDF and as a Word file, and a systems administrator's PDF.
const ACCOUNTANT = resumesByField('accounting')[0]!.id
const RESUMES = [renderingPath(ACCOUNTANT, 'single'), renderingPath(ACCOUNTANT, 'word'), renderingPath('sysadmin-tomasz-nowak', 'dates-right')]
const fileName = (path: string) => path.split('/').pop()!

/** The runtime stage (after the last FROM): the paths it copies from the build stage, and its ENV. */
function runtimeStage(): { copied: string[]; env: Record<string, string> } {
  const lines = readFileSync(join(REPO, 'Dockerfile'), 'utf8').split('\n')
  const stage = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')))
  const copied = stage
    .filter((line) => line.startsWith('COPY --from=build '))
    .flatMap((line) => line.split(/\s+/).slice(2, -1))
    .map((path) => path.replace(/^\/app\//, ''))
  const env = Object.fromEntries(
    stage
      .filter((line) => line.startsWith('ENV '))
      .flatMap((line) => line.slice(4).trim().split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  )
  return { copied, env }
}

const work = mkdtempSync(join(tmpdir(), 't10-image-set-'))
const build = join(work, 'build')
const runtime = join(work, 'app')
const stage = runtimeStage()
afterAll(() => rmSync(work, { recursive: true, force: true }))

beforeAll(() => {
  // The build stage: the tree the compiled build is made from (the web app is not built: the CLI never reads it).
  for (const path of ['package.json', 'package-lock.json', 'server', 'shared', 'cli', 'templates', 'knowledge', 'scripts']) {
    cpSync(join(REPO, path), join(build, path), { recursive: true, preserveTimestamps: true })
  }
  symlinkSync(join(REPO, 'node_modules'), join(build, 'node_modules'))
  execFileSync(process.execPath, [join(build, 'scripts', 'build-dist.mjs'), '--force'], { stdio: 'ignore', timeout: 240_000 })
  // The runtime stage: only what the Dockerfile copies, times kept (as COPY keeps them).
  for (const path of stage.copied) {
    if (path === 'node_modules') symlinkSync(join(REPO, 'node_modules'), join(runtime, 'node_modules'))
    else if (existsSync(join(build, path))) cpSync(join(build, path), join(runtime, path), { recursive: true, preserveTimestamps: true })
  }
  mkdirSync(join(runtime, 'data'))
}, 300_000)

interface Run {
  code: number
  stdout: string
  stderr: string
  /** Every module the process resolved. */
  modules: string[]
}

function runImageCli(args: string[], env: Record<string, string>): Promise<Run> {
  const log = join(work, `imports-${Math.random().toString(36).slice(2)}.txt`)
  // The image runs in production, which refuses the test suite's low password cost.
  const { DATABASE_URL: _unused, T10_FROM_SOURCE: _source, PASSWORD_HASH_COST: _cost, ...inherited } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', RECORDER, join(runtime, 'cli', 't10.mjs'), ...args],
      { cwd: runtime, env: { ...inherited, ...env, DATA_DIR: join(runtime, 'data'), T10_IMPORT_LOG: log }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const modules = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr, modules })
      },
    )
  })
}

const typescriptLoaded = (run: Run) => run.modules.filter((url) => url.endsWith('.ts') || url.includes('/node_modules/tsx/'))
const jdFile = () => join(work, 'job.txt')

describe('t10 in the production image', () => {
  it('finds every file the build was made from in the image, data files included', () => {
    const info = JSON.parse(readFileSync(join(runtime, 'dist', 'build-info.json'), 'utf8')) as { inputs: string[] }
    expect(info.inputs.length).toBeGreaterThan(100)
    expect(info.inputs.filter((input) => !existsSync(join(runtime, input)))).toEqual([])
  })

  it('ranks resumes with the compiled build even when a source is newer than the build', async () => {
    writeFileSync(jdFile(), ACCOUNTANT_JD)
    const ahead = new Date(Date.now() + 10 * 60_000)
    utimesSync(join(runtime, 'server', 'config.ts'), ahead, ahead)

    const run = await runImageCli(['match', '--jd', jdFile(), '--json', ...RESUMES], stage.env)
    expect(run.code, run.stderr).toBe(0)
    const ranked = (JSON.parse(run.stdout) as { matches: Array<{ filename: string }> }).matches.map((m) => m.filename)
    expect(ranked.slice(0, 2).sort()).toEqual(RESUMES.slice(0, 2).map(fileName).sort())
    expect(run.modules).toContain(pathToFileURL(join(runtime, 'dist', 'cli.mjs')).href)
    expect(typescriptLoaded(run)).toEqual([])

    // The same tree outside the image's environment takes the build as stale and runs the sources.
    const { T10_COMPILED: _pinned, ...workingTreeEnv } = stage.env
    const fromSource = await runImageCli(['--help'], workingTreeEnv)
    expect(fromSource.code, fromSource.stderr).toBe(0)
    expect(typescriptLoaded(fromSource)).not.toEqual([])
  })

  it('says so, instead of compiling, when the image has no build', async () => {
    renameSync(join(runtime, 'dist', 'build-info.json'), join(work, 'build-info.json'))
    try {
      const run = await runImageCli(['--help'], stage.env)
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(/no compiled build in dist\//)
      expect(typescriptLoaded(run)).toEqual([])
    } finally {
      renameSync(join(work, 'build-info.json'), join(runtime, 'dist', 'build-info.json'))
    }
  })
})
