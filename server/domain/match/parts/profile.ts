import type { PoolIndex } from '../pool-index.ts'
import { definePart, referencePart } from './part.ts'
import { TEXT_OCCUPATIONS } from './occupation.ts'

/*
 * Profile: what the resume's text reads as against what the posting's own text (its duties and
 * asks) reads as: the cosine of their reading weights over occupations (the resume's ten best
 * readings, the posting's thirty), so two texts that read alike across several occupations match
 * even when neither reads squarely as the job's title.
 */

interface ProfileState {
  /** The posting's reading weight of each pool occupation (0: not a reading of it). */
  weight: Float64Array
  /** The length of the posting's reading vector. */
  norm: number
  /** Per resume, the length of its reading weights as a vector. */
  lengths: Float64Array
}

const readingLengths = new WeakMap<PoolIndex, Float64Array>()

/** Per resume of the index, the length of its reading weights as a vector (computed once per index). */
function lengthsOf(x: PoolIndex): Float64Array {
  let lengths = readingLengths.get(x)
  if (!lengths) {
    const text = x.column(TEXT_OCCUPATIONS)
    lengths = new Float64Array(x.size)
    for (let d = 0; d < x.size; d++) {
      let squares = 0
      for (let i = text.start[d]!, end = text.start[d + 1]!; i < end; i++) squares += text.weights![i]! * text.weights![i]!
      lengths[d] = Math.sqrt(squares)
    }
    readingLengths.set(x, lengths)
  }
  return lengths
}

export const profilePart = definePart<ProfileState>({
  components: ['profile'],
  stage: 'first',
  columns: [TEXT_OCCUPATIONS],
  compile(q) {
    const occupations = q.index.dictionary('occupations')
    const weight = new Float64Array(occupations.names.length)
    let norm = 0
    for (const o of q.job.textOccupations) {
      norm += o.weight * o.weight
      const id = occupations.ids.get(o.code)
      if (id !== undefined) weight[id] = o.weight
    }
    return { weight, norm: Math.sqrt(norm), lengths: lengthsOf(q.index) }
  },
  defines: (_, q) => q.job.textOccupations.length > 0,
  score(s, q, docs, out) {
    const text = q.index.column(TEXT_OCCUPATIONS)
    const result = out.profile
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      let profile = 0
      for (let i = text.start[d]!, end = text.start[d + 1]!; i < end; i++) {
        const posting = s.weight[text.ids[i]!]!
        if (posting === 0) continue
        profile += text.weights![i]! * posting
      }
      const length = s.lengths[d]!
      result[n] = length > 0 && s.norm > 0 ? profile / (length * s.norm) : 0
    }
  },
  reference: referencePart({
    prepare: (job) => job,
    score(job, f) {
      const posting = new Map(job.textOccupations.map((o) => [o.code, o.weight]))
      const norm = Math.sqrt(job.textOccupations.reduce((sum, o) => sum + o.weight * o.weight, 0))
      let dot = 0
      let squares = 0
      for (const o of f.textOccupations) {
        const w = Math.fround(o.weight)
        dot += w * (posting.get(o.code) ?? 0)
        squares += w * w
      }
      const length = Math.sqrt(squares)
      return { profile: length > 0 && norm > 0 ? dot / (length * norm) : 0 }
    },
  }),
})
