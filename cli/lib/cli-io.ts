import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a command reads and writes of its process: the environment, the standard streams and the
 * exit. The `t10` binary runs with the process's own; tests run the program in their process with
 * others (runCli in cli/program.ts), so a command reads these through cliIo(), never `process`.
 */
export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown }
  readonly stdout: NodeJS.WritableStream
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean }
  /** Ends the command now with this code (the binary: process.exit). */
  exit(code: number): never
  /** The code to end with once the command is done (the binary: process.exitCode). */
  setExitCode(code: number): void
}

/**
 * How a test's io ends a command early (its `exit` throws this): commander and handleError let it
 * through, and runCli's caller reads the code from it.
 */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`t10 exited with code ${code}`)
    this.name = 'CliExit'
  }
}

const processIo: CliIo = {
  get env() {
    return process.env
  },
  get stdin() {
    return process.stdin
  },
  get stdout() {
    return process.stdout
  },
  get stderr() {
    return process.stderr
  },
  exit: (code) => process.exit(code),
  setExitCode(code) {
    process.exitCode = code
  },
}

const current = new AsyncLocalStorage<CliIo>()

/** The io of the command running now: the one runWithIo gave, else the process's. */
export const cliIo = (): CliIo => current.getStore() ?? processIo

/** Runs `body` (a whole command line) with its own io. */
export const runWithIo = <T>(io: CliIo, body: () => Promise<T>): Promise<T> => current.run(io, body)
