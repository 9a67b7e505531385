import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-messages-'))
let server: TestApp
let serverUrl: string

beforeAll(async () => {
  server = await createTestApp()
  serverUrl = await server.app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

/** A loopback port nobody listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe('what the CLI says when something is wrong', () => {
  it('--top 0 names the whole accepted range and ranks nothing (exit 2)', async () => {
    const result = await runCliInProcess(['match', '--jd', '-', '--top', '0'], { input: ACCOUNTANT_JD })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Give a whole number from 1 to 100,000.')
  })

  it('an unreachable server is named, with the reason', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const result = await runCliInProcess(['match', '--server', url, '--jd', '-'], { input: ACCOUNTANT_JD })
    expect(result.code).toBe(2)
    expect(result.stderr.trim()).toBe(`t10: Could not reach the T10 server at ${url} (connection refused: is the server running?)`)
    expect(result.stderr).not.toContain('TypeError')
  })

  it('a missing or bad token says how to give one', async () => {
    const missing = await runCliInProcess(['match', '--server', serverUrl, '--jd', '-'], { input: ACCOUNTANT_JD, env: { T10_TOKEN: '' } })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Please sign in to continue')
    expect(missing.stderr).toContain('--token')
    expect(missing.stderr).toContain('T10_TOKEN')
    const bad = await runCliInProcess(['match', '--server', serverUrl, '--token', 'not-a-token', '--jd', '-'], { input: ACCOUNTANT_JD })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('T10_TOKEN')
  })

  it('exit codes tell a script what happened: 0 ranked, 1 ranked with files skipped, 2 nothing ranked', async () => {
    const help = await runCliInProcess(['match', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/Exit codes:\s+0\s+ranked\s+1\s+ranked, but some files were skipped/)

    const notes = join(work, 'notes.txt')
    writeFileSync(notes, 'just some text')
    const dataDir = join(work, 'data')
    const good = renderingPath(resumesByField('accounting')[0]!.id, 'single')

    const partial = await runCliInProcess(['match', '--jd', '-', '--json', '--data-dir', dataDir, good, notes], { input: ACCOUNTANT_JD })
    expect(partial.code).toBe(1)
    expect(JSON.parse(partial.stdout).matches).toHaveLength(1)
    expect(partial.stderr).toContain('skipped')

    const nothing = await runCliInProcess(['match', '--jd', '-', '--data-dir', dataDir, notes], { input: ACCOUNTANT_JD })
    expect(nothing.code).toBe(2)
    expect(nothing.stdout).toBe('')
    expect(nothing.stderr).toContain('none of the files could be processed')
  })
})
