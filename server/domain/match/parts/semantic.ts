import type { VectorColumn } from '../columns.ts'
import type { PoolIndex } from '../pool-index.ts'
import { definePart, referencePart } from './part.ts'

/*
 * Semantic: the cosine of the posting's and the resume's word-vector meaning, rescaled so that
 * SEMANTIC_BASE (what unrelated texts share) is 0.
 */

/** Length of the resumes' byte vectors (the word vectors' dimensions). */
export const VECTOR_DIMS = 100
// Mean word vectors of any two resume-like texts have a cosine of about this much, whatever they
// are about (on the graded dev set, different occupations 0.89 at the median, strong fits 0.95):
// the part counts what is above it.
const SEMANTIC_BASE = 0.85

/** What the text means (ResumeFeatures.vector), as bytes; zeros when unknown. */
export const VECTOR: VectorColumn = { kind: 'vector', name: 'vector', dims: VECTOR_DIMS, read: (f) => f.vector ?? [] }

interface SemanticState {
  /** The posting's vector (unit length), dotted with each resume's byte vector, and its length as computed. */
  vector: Float32Array
  length: number
}

const longestVectors = new WeakMap<PoolIndex, number>()

/** The greatest squared length of a resume's byte vector in the index (computed once per index). */
function squaredLengthMax(x: PoolIndex): number {
  let longest = longestVectors.get(x)
  if (longest === undefined) {
    const v = x.column(VECTOR).values
    longest = 0
    for (let d = 0; d < x.size; d++) {
      let sum = 0
      for (let i = d * VECTOR_DIMS, end = i + VECTOR_DIMS; i < end; i++) sum += v[i]! * v[i]!
      if (sum > longest) longest = sum
    }
    longestVectors.set(x, longest)
  }
  return longest
}

const semanticOf = (dot: number) => Math.max(0, (dot / 127 - SEMANTIC_BASE) / (1 - SEMANTIC_BASE))

export const semanticPart = definePart<SemanticState>({
  components: ['semantic'],
  stage: 'later',
  columns: [VECTOR],
  compile(q) {
    const vector = Float32Array.from(q.job.vector.length === VECTOR_DIMS ? q.job.vector : new Array(VECTOR_DIMS).fill(0))
    return { vector, length: Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0)) }
  },
  defines: (_, q) => q.job.vector.some((v) => v !== 0),
  score(s, q, docs, out) {
    const v = q.index.column(VECTOR).values
    const jv = s.vector
    const result = out.semantic
    for (let n = 0; n < docs.length; n++) {
      let dot = 0
      for (let i = 0, at = docs[n]! * VECTOR_DIMS; i < VECTOR_DIMS; i++) dot += jv[i]! * v[at + i]!
      result[n] = semanticOf(dot)
    }
  },
  /**
   * From the vectors' lengths (Cauchy–Schwarz: a dot product is at most the product of the
   * lengths). The margin is far above the rounding of the dot product's hundred steps, so the
   * bound holds for the number `score` computes.
   */
  bound: (s, q) => semanticOf(s.length * Math.sqrt(squaredLengthMax(q.index)) * (1 + 1e-9)),
  reference: referencePart({
    prepare: (job) => Float32Array.from(job.vector.length === VECTOR_DIMS ? job.vector : new Array<number>(VECTOR_DIMS).fill(0)),
    score(vector, f) {
      const v = f.vector?.length === VECTOR_DIMS ? f.vector : new Array<number>(VECTOR_DIMS).fill(0)
      let dot = 0
      for (let i = 0; i < VECTOR_DIMS; i++) dot += vector[i]! * v[i]!
      return { semantic: semanticOf(dot) }
    },
  }),
})
