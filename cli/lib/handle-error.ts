import { ApiError } from '../../shared/client.ts'
import { refusedSignInAdvice } from './server-session.ts'
import { CliExit, cliIo } from './cli-io.ts'

/** Exit codes every command shares; `t10 match --help` documents them for scripts. */
export const EXIT = Object.freeze({ ok: 0, partial: 1, failed: 2 } as const)

/**
 * One place where a failed command ends: a clear line on stderr and a non-zero exit code
 * (1 unless the command says otherwise: `t10 match` exits 2 when nothing was ranked).
 */
export function handleError(error: unknown, exitCode: number = 1): never {
  // An exit already under way (a test's io ends a command by throwing) is not a failure to report.
  if (error instanceof CliExit) throw error
  cliIo().stderr.write(`t10: ${describe(error)}\n`)
  return cliIo().exit(exitCode)
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    // Only a --server call can be refused a sign-in: the in-process server signs its own token.
    const advice = error.status === 401 ? refusedSignInAdvice() : ''
    if (!advice) return error.message
    return `${error.message}${/[.!?]$/.test(error.message) ? '' : '.'} ${advice}`
  }
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
    return `no such file: ${(error as NodeJS.ErrnoException).path ?? error.message}`
  }
  if (error instanceof Error && error.name === 'ConfigError') return error.message
  // A stack only helps whoever debugs T10 itself: T10_DEBUG=1 shows it.
  if (error instanceof Error) return cliIo().env.T10_DEBUG ? (error.stack ?? error.message) : error.message
  return String(error)
}
