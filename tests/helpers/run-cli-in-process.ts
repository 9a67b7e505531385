import { Readable, Writable } from 'node:stream'
import { CliExit, type CliIo } from '../../cli/lib/cli-io.ts'
import { runCli } from '../../cli/program.ts'
import type { CliResult } from './run-cli.ts'

export type { CliResult }

/** A stream that keeps what is written to it, as a child's piped stdout or stderr would. */
function capture(): { stream: Writable; text(): string } {
  const chunks: Buffer[] = []
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
      done()
    },
  })
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') }
}

// The commands are module singletons that commander re-arms for each parse: one command line at
// a time per test process, even when a test starts several without awaiting each.
let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs `t10 ARGS` in this process: the same program as the binary (cli/program.ts), with its own
 * environment (this process's, plus `env`), standard input and captured output, and the exit code
 * it would have ended with. Nothing of this process's globals is changed. Paths are resolved
 * against this process's working directory, as the spawned binary's are: give absolute ones.
 * Faster than runCli (run-cli.ts), which spawns the binary: the modules load once per test file.
 * A command that throws past its own handling (a bug) fails the test with that error.
 */
export function runCliInProcess(args: string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<CliResult> {
  const run = queue.then(() => runOnce(args, options))
  queue = run.catch(() => undefined)
  return run
}

async function runOnce(args: string[], options: { env?: Record<string, string>; input?: string }): Promise<CliResult> {
  const stdout = capture()
  const stderr = capture()
  let exitCode = 0
  const io: CliIo = {
    env: { ...process.env, ...options.env },
    stdin: Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    exit(code) {
      throw new CliExit(code)
    },
    setExitCode(code) {
      exitCode = code
    },
  }
  try {
    await runCli(args, io)
  } catch (error) {
    if (!(error instanceof CliExit)) throw error
    exitCode = error.code
  }
  return { code: exitCode, stdout: stdout.text(), stderr: stderr.text() }
}
