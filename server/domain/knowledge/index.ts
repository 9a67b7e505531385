import { prepared } from './prepared-data.ts'
import { checkedBase } from './sources.ts'
import type { KnowledgeBase } from './types.ts'

/*
 * T10's career knowledge base (knowledge/README.md): roles, skills, education and title words,
 * written by the team as YAML, checked and resolved on load (sources.ts). The engines call
 * loadKnowledge(); the compiled build keeps the resolved base and every structure built from it
 * prepared (prepared-data.ts), so a process reads them without parsing YAML.
 */

export type * from './types.ts'
export { ROLE_LEVELS, SKILL_TYPES } from './schema.ts'
export { checkKnowledge, describeProblem, KnowledgeBaseError } from './sources.ts'

let cached: KnowledgeBase | undefined

/** The checked base, read once per process; a base with a problem is refused. */
export function loadKnowledge(): KnowledgeBase {
  cached ??= prepared('knowledge', () => checkedBase() as unknown as Record<string, never>) as unknown as KnowledgeBase
  return cached
}
