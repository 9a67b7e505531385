import { execFile } from 'node:child_process'
import { join } from 'node:path'

export const CLI = join(import.meta.dirname, '..', '..', 'cli', 't10.mjs')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs the real `t10` binary as a child process. */
export function runCli(args: string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
    if (options.input !== undefined) child.stdin?.end(options.input)
    else child.stdin?.end()
  })
}
