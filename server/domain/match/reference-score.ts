import { COMPONENTS, PARTS } from './parts/index.ts'
import type { ReferencePool } from './parts/part.ts'
import { termCountsOf } from './parts/plain.ts'
import { FIELD_GATE, gateFactor, MATCH_WEIGHTS } from './weights.ts'
import { ENGINE_VERSION, type Component, type JobFeatures, type PoolEntry } from './types.ts'

/*
 * The match score computed plainly: each part's reference version (Part.reference), resume by
 * resume from its features, with no index, no pruning and no typed arrays. Slow, and meant to be:
 * it is the oracle the fast path (score.ts over pool-index.ts) is tested against, and the place to
 * read what a number means.
 */

export interface ReferenceScore {
  id: string
  parts: Record<Component, number>
  /** The weighted sum through the field gate, unrounded. */
  score: number
}

export function referenceScores(job: JobFeatures, entries: readonly PoolEntry[]): ReferenceScore[] {
  if (job.engine !== ENGINE_VERSION) throw new Error(`job features of engine ${job.engine}; recompute them (engine ${ENGINE_VERSION})`)
  const df = new Map<string, number>()
  let length = 0
  for (const e of entries) {
    for (const term of termCountsOf(e.features).keys()) df.set(term, (df.get(term) ?? 0) + 1)
    length += e.features.terms.length
  }
  const pool: ReferencePool = { entries, documentFrequency: (term) => df.get(term) ?? 0, averageLength: entries.length ? length / entries.length : 0 }
  const prepared = PARTS.map((part) => part.reference.prepare(job, pool))
  // Which components the job defines, as the fast path decides it: asked of the index's parts once.
  const defined = definedComponents(job)
  const total = COMPONENTS.reduce((s, c) => s + (defined[c] ? MATCH_WEIGHTS[c] : 0), 0)
  return entries.map(({ id, features }) => {
    const values: Record<string, number> = {}
    PARTS.forEach((part, i) => Object.assign(values, part.reference.score(prepared[i] as never, features, values)))
    let score = 0
    for (const c of COMPONENTS) score += (defined[c] && total > 0 ? MATCH_WEIGHTS[c] / total : 0) * values[c]!
    if (defined[FIELD_GATE.part]) score *= gateFactor(values[FIELD_GATE.part]!)
    return { id, parts: Object.fromEntries(COMPONENTS.map((c) => [c, values[c]!])) as Record<Component, number>, score }
  })
}

/** The components a job gives something to measure (Part.defines), read from the job alone (an idf is never 0). */
function definedComponents(job: JobFeatures): Record<Component, boolean> {
  return {
    skills: job.requiredSkills.length + job.niceToHave.length > 0,
    experience: true,
    education: true,
    title: job.occupations.length > 0 || job.titles.length > 0,
    occupation: job.occupations.length > 0,
    relevance: job.queryTerms.some((t) => t.weight > 0),
    phrases: job.phrases.some((p) => p.weight > 0 && p.terms.length > 0),
    profile: job.textOccupations.length > 0,
    seniority: job.experienceLevel !== null || job.yearsRequired !== null,
    relatedYears: true,
    semantic: job.vector.some((v) => v !== 0),
    credentials: job.credentials.length > 0,
    transfer: job.occupations.length > 0,
    skillFamily: job.requiredSkills.length + job.niceToHave.length > 0,
  }
}
