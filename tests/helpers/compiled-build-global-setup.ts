import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

/**
 * Builds the compiled server and CLI (dist/) once before the node tests, unless it is current.
 * The CLI smoke tests spawn the real `t10` binary (the rest run the program in-process), which
 * runs the build when it is newer than every source: 2-3 s a spawn, against 6-12 s through the
 * TypeScript sources (a fresh clone has no build). The tests that are about running from the sources say so (T10_FROM_SOURCE=1).
 */
export default function setup(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'build-dist.mjs')], { stdio: 'inherit' })
}
