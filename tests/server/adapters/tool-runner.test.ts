import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runChild } from '../../../server/adapters/tool-runner.ts'
import { asAppError } from '../../../server/http-errors.ts'
import { AppError } from '../../../server/lib/app-error.ts'

const options = { input: new Uint8Array(), timeoutMs: 5_000, maxOutputBytes: 1024 * 1024 }

describe('runChild', () => {
  it('feeds the input and returns what the command printed, as text or bytes', async () => {
    const text = await runChild('cat', [], { ...options, input: new TextEncoder().encode('héllo'), encoding: 'utf8' })
    expect(text).toEqual({ stdout: 'héllo', stderr: '', failed: null })
    const bytes = await runChild('cat', [], { ...options, input: Uint8Array.of(0, 255, 1), encoding: 'buffer' })
    expect(Buffer.isBuffer(bytes.stdout)).toBe(true)
    expect([...bytes.stdout]).toEqual([0, 255, 1])
  })

  it('writes stdout into a file when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 't10-tool-runner-'))
    try {
      const file = join(dir, 'out')
      const result = await runChild('cat', [], { ...options, input: Uint8Array.of(7, 8), stdoutFile: file, encoding: 'buffer' })
      expect(result.failed).toBeNull()
      expect(result.stdout.length).toBe(0)
      expect([...readFileSync(file)]).toEqual([7, 8])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('runs calls side by side', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => runChild('sh', ['-c', `sleep 0.0${i}; echo ${i}`], { ...options, encoding: 'utf8' })),
    )
    expect(results.map((r) => r.stdout.trim())).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
  })

  it('reports a failing command, a missing one and a timeout as failures with their code', async () => {
    const exit = await runChild('sh', ['-c', 'echo oops >&2; exit 3'], { ...options, encoding: 'utf8' })
    expect(exit.failed).toMatchObject({ code: 3 })
    expect(exit.stderr).toBe('oops\n')
    const missing = await runChild('no-such-tool-t10', [], { ...options, encoding: 'utf8' })
    expect(missing.failed).toMatchObject({ code: 'ENOENT' })
    const slow = await runChild('sleep', ['5'], { ...options, timeoutMs: 100, encoding: 'utf8' })
    expect(slow.failed).toMatchObject({ killed: true, signal: 'SIGKILL' })
    const refused = await runChild('echo', ['nul\u0000byte'], { ...options, encoding: 'utf8' })
    expect(refused.failed).toMatchObject({ code: 'ERR_INVALID_ARG_VALUE' })
    const chatty = await runChild('yes', [], { ...options, maxOutputBytes: 100_000, encoding: 'utf8' })
    expect(chatty.failed).toMatchObject({ killed: true, code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' })
  })

  it('fails the calls of a helper that dies as server errors, and starts a new one for the next call', async () => {
    // The shell's parent is the helper process.
    const error = await runChild('sh', ['-c', 'kill -KILL $PPID; sleep 5'], { ...options, encoding: 'utf8' }).catch(asAppError)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 500, code: 'internal_error' })
    expect((await runChild('echo', ['again'], { ...options, encoding: 'utf8' })).stdout).toBe('again\n')
  })
})
