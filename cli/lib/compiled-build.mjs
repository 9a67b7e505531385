// Where the compiled JavaScript (scripts/build-dist.mjs) lives, and whether it is current. Plain
// JavaScript with no dependencies: the `t10` binary reads it before it knows whether TypeScript
// can be loaded at all.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist')
export const BUILD_INFO = join(DIST, 'build-info.json')

function readBuildInfo() {
  try {
    return JSON.parse(readFileSync(BUILD_INFO, 'utf8'))
  } catch {
    return null
  }
}

/** The compiled file of an entry point ('cli' or 'server') when a build made it, whatever its age, else null. */
export function compiledEntry(name) {
  const entry = readBuildInfo()?.entries?.[name]
  return entry && existsSync(join(DIST, entry)) ? join(DIST, entry) : null
}

/**
 * The compiled file of an entry point ('cli' or 'server') when the last build is newer than every
 * source file it was built from, else null. A source edited, checked out or removed since makes
 * the build stale: the caller then runs the sources, so a stale build never answers.
 */
export function freshCompiledEntry(name) {
  const info = readBuildInfo()
  const entry = info?.entries?.[name]
  if (!entry || !Array.isArray(info.inputs) || !existsSync(join(DIST, entry))) return null
  // ~300 files on every start of `t10`: no exception per missing file, no path normalising
  // (the inputs are relative paths the build wrote), about half the time of a plain statSync loop.
  const root = `${ROOT}/`
  for (const input of info.inputs) {
    const stats = statSync(root + input, { throwIfNoEntry: false })
    if (!stats || stats.mtimeMs > info.startedAt) return null
  }
  return join(DIST, entry)
}
