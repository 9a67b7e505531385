import { occupationSimilarity, titleWordWeight } from '../occupations.ts'
import type { Query } from '../query.ts'
import { OCCUPATIONS, TITLES } from './columns.ts'
import { definePart, referencePart } from './part.ts'
import { jobOccupationSimilarity, plainTitleFit } from './plain.ts'

/*
 * Title: the best of occupation fit (the similarity of the resume's likely occupations to the
 * job's × √ of how sure the resume is of it) and title word fit (the IDF-weighted share of the job
 * title's words a resume title has, × 0.7 without the head noun, × the title's place: 1, 0.7,
 * 0.4, 0.2).
 */

export interface TitleState {
  /** Per pool occupation: its best similarity to the job's occupations (similarityToOccupations). */
  occupationSim: Float64Array
  // Title words: weight per pool title word, bit i set when the job's i-th title form has it.
  titleWordWeight: Float64Array
  titleWordForms: Uint32Array
  titleFormTotal: Float64Array
  titleFormHead: Int32Array
  titleFormSum: Float64Array
  /** Title word fit of every pool title (titleFit), computed at compile. */
  titleFitCache: Float32Array
}

/**
 * Weight of a resume's i-th title in title matching: the headline (or the most recent role) 1,
 * then 0.7, 0.4, and 0.2 for older ones: what someone does now says most about the fit.
 */
export function titlePositionWeight(i: number): number {
  return Math.max(0.2, 1 - 0.3 * i)
}
const TITLE_PLACE_WEIGHTS = Float64Array.from({ length: 8 }, (_, k) => titlePositionWeight(k))

export const titlePart = definePart<TitleState>({
  components: ['title'],
  stage: 'first',
  columns: [OCCUPATIONS, TITLES],
  compile(q) {
    const { job, index } = q
    const titleWords = index.dictionary('titleWords')
    const occupationSim = similarityToOccupations(index.dictionary('occupations').names, job.occupations)
    const titleWordWeights = new Float64Array(titleWords.names.length)
    const titleWordForms = new Uint32Array(titleWords.names.length)
    const forms = job.titles.slice(0, 32)
    const titleFormTotal = new Float64Array(forms.length)
    const titleFormHead = new Int32Array(forms.length)
    forms.forEach((form, i) => {
      for (const w of form.words) {
        const weight = titleWordWeight(w)
        titleFormTotal[i] = titleFormTotal[i]! + weight
        const id = titleWords.ids.get(w)
        if (id === undefined) continue
        titleWordWeights[id] = weight
        titleWordForms[id] = titleWordForms[id]! | (1 << i)
      }
      // -2: a head no resume title has, so no title can match it.
      titleFormHead[i] = titleWords.ids.get(form.head) ?? -2
    })
    const state: TitleState = {
      occupationSim,
      titleWordWeight: titleWordWeights,
      titleWordForms,
      titleFormTotal,
      titleFormHead,
      titleFormSum: new Float64Array(forms.length),
      titleFitCache: new Float32Array(index.dictionary('titles').names.length).fill(-1),
    }
    // Every pool title's word fit at once: a ranking reads them all, from every resume's titles.
    for (let t = 0; t < state.titleFitCache.length; t++) titleFit(state, q, t)
    return state
  },
  defines: (_, q) => q.job.occupations.length > 0 || q.job.titles.length > 0,
  score(s, q, docs, out) {
    const occs = q.index.column(OCCUPATIONS)
    const titles = q.index.column(TITLES)
    const result = out.title
    // The loops skip what is 0 for most of a pool: a fit of 0 never beats the best so far.
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      let title = 0
      for (let i = occs.start[d]!, end = occs.start[d + 1]!; i < end; i++) {
        const similarity = s.occupationSim[occs.ids[i]!]!
        if (similarity === 0) continue
        const fit = similarity * Math.sqrt(occs.weights![i]!)
        if (fit > title) title = fit
      }
      for (let t = titles.start[d]!, end = titles.start[d + 1]!, k = 0; t < end; t++, k++) {
        const wordFit = s.titleFitCache[titles.ids[t]!]!
        if (wordFit === 0) continue
        const fit = (k < TITLE_PLACE_WEIGHTS.length ? TITLE_PLACE_WEIGHTS[k]! : titlePositionWeight(k)) * wordFit
        if (fit > title) title = fit
      }
      result[n] = title
    }
  },
  evidence(s, q, d) {
    // The resume title closest to the job's (ties: the earlier title).
    const titles = q.index.column(TITLES)
    const names = q.index.dictionary('titles').names
    let closestTitle: string | null = null
    let closest = 0
    for (let t = titles.start[d]!, end = titles.start[d + 1]!; t < end; t++) {
      const fit = titleFit(s, q, titles.ids[t]!)
      if (fit > closest) {
        closest = fit
        closestTitle = names[titles.ids[t]!]!
      }
    }
    return { occupation: { closestTitle } }
  },
  reference: referencePart({
    prepare: (job) => job,
    score(job, f) {
      let title = 0
      for (const o of f.occupations) title = Math.max(title, jobOccupationSimilarity(job, o.code) * Math.sqrt(Math.fround(o.weight)))
      f.titles.forEach((t, k) => (title = Math.max(title, titlePositionWeight(k) * plainTitleFit(job, t))))
      return { title }
    },
  }),
})

/**
 * Title word fit of a pool title: the best over the job's title forms of the IDF-weighted share
 * of the form's words the title has, × 0.7 without the form's head noun. Cached per query.
 */
export function titleFit(s: TitleState, q: Query, title: number): number {
  const cached = s.titleFitCache[title]!
  if (cached >= 0) return cached
  const forms = s.titleFormTotal.length
  let best = 0
  if (forms > 0) {
    const words = q.index.dictionaryWords('titles')
    const sums = s.titleFormSum
    sums.fill(0)
    let heads = 0
    for (let i = words.start[title]!, end = words.start[title + 1]!; i < end; i++) {
      const w = words.ids[i]!
      const mask = s.titleWordForms[w]!
      if (mask === 0) continue
      const weight = s.titleWordWeight[w]!
      for (let f = 0; f < forms; f++) {
        if (mask & (1 << f)) {
          sums[f] = sums[f]! + weight
          if (s.titleFormHead[f] === w) heads |= 1 << f
        }
      }
    }
    for (let f = 0; f < forms; f++) {
      const fit = (sums[f]! / s.titleFormTotal[f]!) * (heads & (1 << f) ? 1 : 0.7)
      if (fit > best) best = fit
    }
  }
  s.titleFitCache[title] = best
  return s.titleFitCache[title]!
}

/**
 * For each pool occupation, its best similarity to the job's occupations, each weighed by how sure
 * the job is of it relative to its surest one.
 */
function similarityToOccupations(poolCodes: readonly string[], jobOccupations: ReadonlyArray<{ code: string; weight: number }>): Float64Array {
  const similarity = new Float64Array(poolCodes.length)
  const top = jobOccupations[0]?.weight ?? 1
  poolCodes.forEach((code, o) => {
    let best = 0
    for (const jo of jobOccupations) best = Math.max(best, occupationSimilarity(code, jo.code) * (jo.weight / top))
    similarity[o] = best
  })
  return similarity
}
