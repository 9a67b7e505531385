import type { ListColumn } from '../columns.ts'
import { occupationByCode } from '../occupations.ts'
import { OCCUPATIONS } from './columns.ts'
import { definePart, referencePart } from './part.ts'
import { jobOccupationSimilarity } from './plain.ts'
import { titlePart } from './title.ts'

/*
 * Occupation: what the resume's text reads as (occupation-profiles.ts) against the job title's
 * occupations: the best reading's similarity × (its weight)².
 */

/** What the resume's visible text reads as, best first, weight 1 for the best. */
export const TEXT_OCCUPATIONS: ListColumn = {
  kind: 'list',
  name: 'textOccupations',
  dictionary: 'occupations',
  read: (f) => f.textOccupations.map((o) => o.code),
  weights: (f) => f.textOccupations.map((o) => o.weight),
}

export const occupationPart = definePart<{ occupationSim: Float64Array }>({
  components: ['occupation'],
  stage: 'first',
  columns: [TEXT_OCCUPATIONS, OCCUPATIONS],
  compile: (q) => ({ occupationSim: q.state(titlePart).occupationSim }),
  defines: (_, q) => q.job.occupations.length > 0,
  score(s, q, docs, out) {
    const text = q.index.column(TEXT_OCCUPATIONS)
    const result = out.occupation
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      let occupation = 0
      for (let i = text.start[d]!, end = text.start[d + 1]!; i < end; i++) {
        const similarity = s.occupationSim[text.ids[i]!]!
        if (similarity === 0) continue
        const w = text.weights![i]!
        const fit = similarity * w * w
        if (fit > occupation) occupation = fit
      }
      result[n] = occupation
    }
  },
  evidence(s, q, d) {
    const x = q.index
    const codes = x.dictionary('occupations').names
    const occs = x.column(OCCUPATIONS)
    const text = x.column(TEXT_OCCUPATIONS)
    const found = occs.start[d + 1]! > occs.start[d]! ? occupationByCode(codes[occs.ids[occs.start[d]!]!]!) : null
    const job = q.job.occupations[0] ? occupationByCode(q.job.occupations[0].code) : null
    // The reading of the text that carried the occupation score, else its best reading.
    let textOcc = text.start[d + 1]! > text.start[d]! ? text.ids[text.start[d]!]! : -1
    let textFit = 0
    for (let i = text.start[d]!, end = text.start[d + 1]!; i < end; i++) {
      const fit = s.occupationSim[text.ids[i]!]! * text.weights![i]! ** 2
      if (fit > textFit) {
        textFit = fit
        textOcc = text.ids[i]!
      }
    }
    const fromText = textOcc >= 0 ? occupationByCode(codes[textOcc]!) : null
    return { occupation: { found, job, fromText } }
  },
  reference: referencePart({
    prepare: (job) => job,
    score(job, f) {
      let occupation = 0
      for (const o of f.textOccupations) occupation = Math.max(occupation, jobOccupationSimilarity(job, o.code) * Math.fround(o.weight) ** 2)
      return { occupation }
    },
  }),
})
