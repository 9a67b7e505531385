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
    process.stderr.write(`t10: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  }
  process.exit(1)
}
