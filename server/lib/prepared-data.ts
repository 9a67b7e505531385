import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { deserialize, serialize } from 'node:v8'

/*
 * Structures the engine builds from its data files on first use (the occupation-title index, the
 * skill taxonomy's forms, the occupation profiles) cost a process that answers one query more
 * than the query itself: hundreds of milliseconds of tokenising and stemming. The compiled build
 * builds them once (scripts/build-dist.mjs runs dist/prepare.mjs) and keeps each in
 * dist/prepared/ as V8's serialised form, which a process reads back in a few milliseconds.
 *
 * Only the compiled build has the folder: its files are made by the same build as its code and
 * its data files are among that build's inputs, so a prepared structure is never older than what
 * it was built from (an edit makes the whole build stale and the sources run). From the sources
 * (tests, `npm run dev`) every structure is built as before. A file that is missing or does not
 * read is built in place of; the structure is the same either way.
 */

// Set by the compiled build's banner (scripts/build-dist.mjs): dist/prepared/ beside the chunks.
declare const __t10PreparedDir: URL | undefined

const folder = typeof __t10PreparedDir === 'undefined' ? undefined : __t10PreparedDir
const writing = process.env.T10_WRITE_PREPARED === '1'

/** `build()`'s result, read from the compiled build's prepared file `name` when there is one. */
export function prepared<T>(name: string, build: () => T): T {
  if (!folder) return build()
  const file = new URL(`${name}.v8`, folder)
  if (writing) {
    const value = build()
    mkdirSync(folder, { recursive: true })
    writeFileSync(file, serialize(value))
    return value
  }
  try {
    return deserialize(readFileSync(file)) as T
  } catch {
    return build()
  }
}
