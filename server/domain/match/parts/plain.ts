import { occupationSimilarity, titleWords, titleWordWeight } from '../occupations.ts'
import type { JobFeatures, ResumeFeatures } from '../types.ts'

/*
 * What the parts' reference versions (Part.reference) share: a resume's terms as a map, and the
 * job's title matching written plainly. Values the pool index keeps as 32-bit floats are rounded
 * here the same way (Math.fround), so that the reference gives the fast path's numbers.
 */

/** The resume's term counts as the index keeps them (at least 1, at most 65535 each). */
export function termCountsOf(f: ResumeFeatures): Map<string, number> {
  const names = f.terms.terms ? f.terms.terms.split(' ') : []
  return new Map(names.map((t, i) => [t, Math.min(65535, Math.max(1, f.terms.counts[i] ?? 1))]))
}

/** An occupation's best similarity to the job's occupations, each weighed by how sure the job is of it. */
export function jobOccupationSimilarity(job: JobFeatures, code: string): number {
  const top = job.occupations[0]?.weight ?? 1
  let best = 0
  for (const jo of job.occupations) best = Math.max(best, occupationSimilarity(code, jo.code) * (jo.weight / top))
  return best
}

/**
 * Title word fit of one title: the best over the job's title forms of the IDF-weighted share of the
 * form's words the title has, × 0.7 without the form's head noun (kept as a 32-bit float).
 */
export function plainTitleFit(job: JobFeatures, title: string): number {
  const words = new Set(titleWords(title))
  let best = 0
  for (const form of job.titles.slice(0, 32)) {
    let total = 0
    let shared = 0
    for (const w of form.words) {
      const weight = titleWordWeight(w)
      total += weight
      if (words.has(w)) shared += weight
    }
    const fit = (shared / total) * (words.has(form.head) ? 1 : 0.7)
    if (fit > best) best = fit
  }
  return Math.fround(best)
}
