import { ApiError } from '../../shared/client.ts'

/** One place where a failed command ends: a clear line on stderr and exit code 1. */
export function handleError(error: unknown): never {
  if (error instanceof ApiError) {
    process.stderr.write(`t10: ${error.message}\n`)
  } else if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
    process.stderr.write(`t10: no such file: ${(error as NodeJS.ErrnoException).path ?? error.message}\n`)
  } else if (error instanceof Error && error.name === 'ConfigError') {
    process.stderr.write(`t10: ${error.message}\n`)
  } else {
    // A stack only helps whoever debugs T10 itself: T10_DEBUG=1 shows it.
    const detail = error instanceof Error ? (process.env.T10_DEBUG ? (error.stack ?? error.message) : error.message) : String(error)
    process.stderr.write(`t10: ${detail}\n`)
  }
  process.exit(1)
}
