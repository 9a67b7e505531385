import { ndcgAt, spearman } from './rank-metrics.ts'

/*
 * Fitting the weights of T10's score parts on graded postings, in two steps:
 *
 * 1. A pairwise logistic model (within a posting, the better-graded resume of each pair should
 *    score higher) over the parts, weights kept non-negative so that the score stays a weighted
 *    sum a person can read. Each posting's pairs weigh the same in total, a pair by its grade
 *    difference; an L2 term keeps weights small where the data say little.
 * 2. A coordinate search from there on what the bench reports (mean Spearman + mean nDCG@5 over
 *    the postings): each weight in turn scaled by 0, 0.5, 0.8, 1.25, 2 or raised by 0.05, kept
 *    when the measure improves; a few rounds.
 *
 * Then each part gets at least its floor (FitOptions.floors) and the weights are normalised to
 * sum to 1. Floors are for what a posting asks that a graded pool rarely separates: the pools mix
 * occupations, so years barely move a grade there, yet between two resumes of the same person
 * with different years they must decide.
 */

/**
 * Least weights of the parts that carry what a posting states outright (its skills, years,
 * degree, certifications and licences):
 * see the comment above. Parts not named here may go to 0.
 */
export const PART_FLOORS: Readonly<Partial<Record<string, number>>> = Object.freeze({ skills: 0.06, experience: 0.06, relatedYears: 0.04, education: 0.02, credentials: 0.03 })

/** PART_FLOORS as a list in the order of `parts`. */
export const floorsOf = (parts: readonly string[]) => parts.map((p) => PART_FLOORS[p] ?? 0)

export interface FitPosting {
  id: string
  /** parts[c][i]: part c of resume i (0..1). */
  parts: Float64Array[]
  grades: ArrayLike<number>
}

export interface FitOptions {
  iterations?: number
  l2?: number
  rate?: number
  /** Coordinate-search rounds after the logistic fit (0: none). */
  rounds?: number
  /** Least weight per part (by index), applied after the fit. */
  floors?: readonly number[]
}

/** Weights (sum 1) of the parts, from the postings given. */
export function fitWeights(postings: readonly FitPosting[], options: FitOptions = {}): number[] {
  const iterations = options.iterations ?? 300
  const l2 = options.l2 ?? 0.001
  const rate = options.rate ?? 0.5
  const P = postings[0]?.parts.length ?? 0
  // Pairs as part differences, with their weight.
  const diffs: number[][] = []
  const pairWeights: number[] = []
  for (const p of postings) {
    const n = p.grades.length
    const pairs: Array<[number, number, number]> = []
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (p.grades[i]! > p.grades[j]!) pairs.push([i, j, p.grades[i]! - p.grades[j]!])
    const total = pairs.reduce((s, x) => s + x[2], 0)
    for (const [i, j, g] of pairs) {
      diffs.push(p.parts.map((part) => part[i]! - part[j]!))
      pairWeights.push(g / total / postings.length)
    }
  }
  const w = new Array<number>(P).fill(1)
  const grad = new Array<number>(P)
  for (let it = 0; it < iterations; it++) {
    grad.fill(0)
    for (let k = 0; k < diffs.length; k++) {
      const d = diffs[k]!
      let margin = 0
      for (let c = 0; c < P; c++) margin += w[c]! * d[c]!
      // d/dw of log(1 + e^-margin) = -d · σ(-margin)
      const g = -pairWeights[k]! / (1 + Math.exp(margin))
      for (let c = 0; c < P; c++) grad[c]! += g * d[c]!
    }
    for (let c = 0; c < P; c++) w[c] = Math.max(0, w[c]! - rate * (grad[c]! + l2 * w[c]!) * 10)
  }
  const sum = w.reduce((s, x) => s + x, 0) || 1
  const refined = refine(postings, w.map((x) => x / sum), options.rounds ?? 4)
  return withFloors(refined, options.floors ?? [])
}

/** Mean Spearman + mean nDCG@5 of the weighted sum over the postings. */
function objective(postings: readonly FitPosting[], w: readonly number[]): number {
  let total = 0
  for (const p of postings) {
    const scores = combine(p.parts, w)
    total += spearman(scores, p.grades) + ndcgAt(5, scores, p.grades)
  }
  return total / (postings.length || 1)
}

const STEPS: ReadonlyArray<(x: number) => number> = [() => 0, (x) => x * 0.5, (x) => x * 0.8, (x) => x * 1.25, (x) => x * 2, (x) => x + 0.05]

function refine(postings: readonly FitPosting[], start: number[], rounds: number): number[] {
  let w = start.slice()
  let best = objective(postings, w)
  for (let round = 0; round < rounds; round++) {
    for (let c = 0; c < w.length; c++) {
      for (const step of STEPS) {
        const trial = w.slice()
        trial[c] = step(trial[c]!)
        const value = objective(postings, trial)
        if (value > best + 1e-9) {
          best = value
          w = trial
        }
      }
    }
  }
  const sum = w.reduce((s, x) => s + x, 0) || 1
  return w.map((x) => x / sum)
}

/** Weights summing to 1 with each at least its floor: floored parts fixed, the rest scaled into what is left. */
export function withFloors(w: readonly number[], floors: readonly number[]): number[] {
  const floored = w.map((x, c) => (floors[c] ?? 0) > 0 && x < floors[c]!)
  const fixed = w.reduce((s, _, c) => s + (floored[c] ? floors[c]! : 0), 0)
  const free = w.reduce((s, x, c) => s + (floored[c] ? 0 : x), 0) || 1
  return w.map((x, c) => (floored[c] ? floors[c]! : (x / free) * (1 - fixed)))
}

/** Σ w_c × part_c per resume of a posting. */
export function combine(parts: readonly Float64Array[], weights: readonly number[]): Float64Array {
  const n = parts[0]?.length ?? 0
  const out = new Float64Array(n)
  parts.forEach((part, c) => {
    for (let i = 0; i < n; i++) out[i] = out[i]! + weights[c]! * part[i]!
  })
  return out
}

/** Leave-one-posting-out: each posting scored with weights fitted on the others. */
export function leaveOnePostingOut(postings: readonly FitPosting[], options: FitOptions = {}): Array<{ id: string; weights: number[]; scores: Float64Array }> {
  return postings.map((held, h) => {
    const weights = fitWeights(postings.filter((_, i) => i !== h), options)
    return { id: held.id, weights, scores: combine(held.parts, weights) }
  })
}
