import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { CLI } from '../helpers/run-cli.ts'

/*
 * `t10 --help` answers a person at once: it must not load the server, the engine's data or the
 * schema library. Checked from the modules the process actually resolves, in the mode the binary
 * picks (the compiled build when current) and from the TypeScript sources.
 */

const work = mkdtempSync(join(tmpdir(), 't10-cli-help-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const RECORDER = join(import.meta.dirname, 'fixtures', 'record-imports.mjs')

function importsOfHelp(env: Record<string, string>): Promise<{ stdout: string; modules: string[] }> {
  const log = join(work, `imports-${Object.keys(env).join('-') || 'default'}.txt`)
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', RECORDER, CLI, '--help'],
      { env: { ...process.env, ...env, T10_IMPORT_LOG: log }, timeout: 120_000 },
      (error, stdout) => {
        if (error) return reject(error)
        resolve({ stdout, modules: readFileSync(log, 'utf8').trim().split('\n') })
      },
    )
  })
}

// The version line reads package.json through server/lib/version.ts: that one file is allowed.
const HEAVY = [/\/server\/(?!lib\/version\.)/, /node_modules\/(fastify|typebox|pdfjs-dist|kysely|better-sqlite3|mammoth|docx)\//, /\/data\//]

/**
 * What a process loaded, by source file: a module itself, or for a file of the compiled build
 * (dist/, when current) the sources its source map names, since the build bundles them.
 */
function sourcesOf(modules: string[]): string[] {
  return modules.flatMap((url) => {
    if (!url.startsWith('file:')) return [url]
    const file = fileURLToPath(url)
    if (!/\/dist\/[^/]+\.mjs$/.test(file) || !existsSync(`${file}.map`)) return [url]
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }
    return map.sources.map((source) => pathToFileURL(resolve(dirname(file), source)).href)
  })
}

describe('t10 --help', () => {
  for (const [mode, env] of [
    ['as the binary runs it: the compiled build when current, else the sources', {}],
    ['from the sources', { T10_FROM_SOURCE: '1' }],
  ] as const) {
    it(`lists the commands without loading the server or its data (${mode})`, async () => {
      const { stdout, modules } = await importsOfHelp(env)
      expect(stdout).toMatch(/Usage: t10/)
      expect(stdout).toMatch(/match \[options\]/)
      const sources = sourcesOf(modules)
      expect(sources.some((url) => url.includes('/node_modules/commander/'))).toBe(true)
      expect(sources.filter((url) => HEAVY.some((heavy) => heavy.test(url)))).toEqual([])
    })
  }
})
