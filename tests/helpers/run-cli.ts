import { type ChildProcess, execFile } from 'node:child_process'
import { join } from 'node:path'
import { afterEach } from 'vitest'

export const CLI = join(import.meta.dirname, '..', '..', 'cli', 't10.mjs')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

const running = new Set<ChildProcess>()
// Registered on every test file that imports this helper: a test that fails or times out while the
// binary runs does not leave it (and the server it embeds) running.
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

/**
 * Runs the real `t10` binary as a child process: for the smoke tests of what only a process shows
 * (--help, one generate, one match --json, an error's exit code, what the binary loads, the pool
 * snapshot a fresh process reads). Other CLI tests run the program in-process (run-cli-in-process.ts).
 */
export function runCli(args: string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        running.delete(child)
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
    running.add(child)
    if (options.input !== undefined) child.stdin?.end(options.input)
    else child.stdin?.end()
  })
}
