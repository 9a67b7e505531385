/*
 * The port through which the domain runs command-line tools (poppler's): it says what to run and
 * reads what came back; how the process is started is the adapter's (server/adapters/tool-runner.ts).
 */

export interface ToolFailure extends Error {
  /** The exit code, or a system error code such as 'ENOENT' when the command does not exist. */
  code?: number | string
  signal?: string | null
  /** Killed by the runner: the timeout ran out. */
  killed?: boolean
}

export interface ToolResult<T> {
  stdout: T
  stderr: string
  /** Set when the command did not exit 0 (or could not start, or ran out of time or buffer). */
  failed: ToolFailure | null
}

export interface ToolRunOptions {
  input?: Uint8Array
  /**
   * Write stdout into this file instead of sending it back (stdout is then empty): large output
   * (rendered pages) then costs no copy through a pipe. Only for output bounded by what was asked
   * for: the cap applies to piped output only.
   */
  stdoutFile?: string
  /** Variables added to the environment the command inherits (OMP_THREAD_LIMIT for Tesseract). */
  env?: Record<string, string>
  /** Killed with SIGKILL after this long. */
  timeoutMs: number
  maxOutputBytes: number
}

export interface ToolRunner {
  run(file: string, args: string[], options: ToolRunOptions & { encoding: 'utf8' }): Promise<ToolResult<string>>
  run(file: string, args: string[], options: ToolRunOptions & { encoding: 'buffer' }): Promise<ToolResult<Buffer>>
}
