import type { Column } from '../columns.ts'
import type { Query } from '../query.ts'
import type { Component, JobFeatures, MatchEvidence, PoolEntry, ResumeFeatures } from '../types.ts'

/*
 * One part of the match score, in a file of its own (parts/*.ts): the index columns it reads, how
 * it compiles a job against a pool, how it scores a list of resumes, the most it can give (for
 * parts a ranking bounds before computing them) and what it says in the evidence.
 *
 * Parts are computed pass by pass over a list of resumes (every resume of the pool, the ones a
 * ranking still has to look at, or one for its evidence), each pass a small loop of its own: V8
 * optimises a small loop within its first resumes, where one function scoring a whole resume took
 * it ~100 ms to optimise while the interpreter ran meanwhile. Each part is the same arithmetic in
 * the same order whichever list it is computed in, so a resume's numbers do not depend on the list.
 */

/** Parts' values for a list of resumes, at their place in the list; `aux` holds what parts pass to later ones. */
export type PartValues = Record<Component, Float64Array> & { aux: Record<string, Float64Array> }

/** One resume's values (a row of PartValues). */
export interface RowValues {
  values: Record<Component, number>
  aux: Record<string, number>
}

export type EvidencePiece = { [K in keyof MatchEvidence]?: Partial<MatchEvidence[K]> }

export interface Part<S> {
  /** The components of CategoryScores it computes (most parts one). */
  readonly components: readonly Component[]
  /**
   * 'first': cheap, computed for every resume of a ranking. 'later': costly, bounded by `bound`
   * (at most 1 when not given) and computed only for the resumes that can still make the top.
   */
  readonly stage: 'first' | 'later'
  readonly columns: readonly Column[]
  /** Values it leaves in PartValues.aux for later parts and the evidence. */
  readonly aux?: readonly string[]
  /** The job against the pool; earlier parts' states are there to read (Query.state). */
  compile(q: Query): S
  /** Whether the job gives this part anything to measure (a part it does not define weighs 0). */
  defines(state: S, q: Query): boolean
  score(state: S, q: Query, docs: Int32Array, out: PartValues): void
  /** The most any resume of the pool can get from each component (default 1). */
  bound?(state: S, q: Query): number
  evidence?(state: S, q: Query, d: number, row: RowValues): EvidencePiece
  /** The same numbers computed plainly, from features: the test oracle of `score` (reference-score.ts). */
  readonly reference: ReferencePart
}

/** What a reference part may know of the pool: its resumes, and BM25's statistics over them. */
export interface ReferencePool {
  entries: readonly PoolEntry[]
  /** Resumes whose term vector has the term. */
  documentFrequency(term: string): number
  averageLength: number
}

/** A part computed plainly: the job against the pool once, then each resume alone. */
export interface ReferencePart {
  prepare(job: JobFeatures, pool: ReferencePool): unknown
  /** Its components (and aux values) for one resume; `earlier` holds the parts' values computed before it. */
  score(prepared: never, f: ResumeFeatures, earlier: Readonly<Record<string, number>>): Record<string, number>
}

/** A reference part with its prepared state typed. */
export function referencePart<R>(part: {
  prepare(job: JobFeatures, pool: ReferencePool): R
  score(prepared: R, f: ResumeFeatures, earlier: Readonly<Record<string, number>>): Record<string, number>
}): ReferencePart {
  return part as ReferencePart
}

export function definePart<S>(part: Part<S>): Part<S> {
  return part
}
