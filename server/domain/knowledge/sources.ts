import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readSources, sourceFiles } from './read-sources.ts'
import { resolveSources } from './resolve.ts'
import type { KnowledgeBase, KnowledgeProblem } from './types.ts'

/*
 * Reading the knowledge base from its YAML sources: parse, check the shapes, resolve and check the
 * references. The compiled server and CLI never do this (every structure they need is prepared in
 * dist/prepared/ by the build, which reads the sources), so the build leaves this module, the YAML
 * parser and the shape checker out of them (scripts/build-dist.mjs).
 */

/** The base and everything wrong with it, from the given source files (path -> text), else the folder's. */
export function checkKnowledge(files: ReadonlyMap<string, string> = sourceFiles()): { base: KnowledgeBase; problems: KnowledgeProblem[] } {
  const problems: KnowledgeProblem[] = []
  const base = resolveSources(readSources(files, problems), problems)
  return { base, problems }
}

export class KnowledgeBaseError extends Error {
  constructor(readonly problems: KnowledgeProblem[]) {
    super(`The knowledge base has ${problems.length} problem(s); run npm run knowledge:check. First: ${describeProblem(problems[0]!)}`)
  }
}

export function describeProblem(p: KnowledgeProblem): string {
  return `${p.file}: ${p.entry}: ${p.message}`
}

// Where a process run from the sources keeps the base it resolved, by the hash of the sources
// and of this loader: reading and checking ~3 MB of YAML costs ~0.5 s, reading the result back
// ~40 ms, and a test run starts a process per test file.
const CACHE_DIR = new URL('../../../node_modules/.cache/t10/', import.meta.url)
const LOADER_SOURCES = ['./sources.ts', './read-sources.ts', './resolve.ts', './schema.ts', './types.ts', '../skills/tokenize.ts']

/** The checked base from the sources (through the cache); a base with a problem is refused. */
export function checkedBase(): KnowledgeBase {
  const files = sourceFiles()
  const hash = createHash('sha256')
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0')
  for (const source of LOADER_SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)))
  const cacheFile = new URL(`knowledge-${hash.digest('hex').slice(0, 20)}.json`, CACHE_DIR)
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as KnowledgeBase
  } catch {
    // Not there yet (or unreadable): read the sources.
  }
  const { base, problems } = checkKnowledge(files)
  if (problems.length > 0) throw new KnowledgeBaseError(problems)
  try {
    mkdirSync(CACHE_DIR, { recursive: true })
    const partial = new URL(`${cacheFile.pathname.split('/').pop()}.${process.pid}`, CACHE_DIR)
    writeFileSync(partial, JSON.stringify(base))
    renameSync(partial, cacheFile)
  } catch {
    // A read-only install reads the sources each time, as it would without the cache.
  }
  return base
}
