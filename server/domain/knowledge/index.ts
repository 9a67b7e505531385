import { prepared } from '../../lib/prepared-data.ts'
import { readSources, sourceFiles } from './read-sources.ts'
import { resolveSources } from './resolve.ts'
import type { KnowledgeBase, KnowledgeProblem } from './types.ts'

/*
 * T10's career knowledge base (knowledge/README.md): roles, skills, education and title words,
 * written by the team as YAML, checked and resolved here. The engines call loadKnowledge(); the
 * compiled build keeps the resolved base prepared (lib/prepared-data.ts), so a process reads it
 * without parsing YAML.
 */

export type * from './types.ts'
export { titleKey } from './resolve.ts'
export { ROLE_LEVELS, SKILL_TYPES } from './schema.ts'

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

let cached: KnowledgeBase | undefined

/** The checked base, read once per process; a base with a problem is refused. */
export function loadKnowledge(): KnowledgeBase {
  cached ??= prepared('knowledge', () => {
    const { base, problems } = checkKnowledge()
    if (problems.length > 0) throw new KnowledgeBaseError(problems)
    return base as unknown as Record<string, never>
  }) as unknown as KnowledgeBase
  return cached
}
