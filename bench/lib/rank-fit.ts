/*
 * Fitting the weights of T10's score parts on graded postings: a pairwise logistic model (within
 * a posting, the better-graded resume of each pair should score higher) over the parts, weights
 * kept non-negative so that the score stays a weighted sum a person can read. Each posting's
 * pairs weigh the same in total, a pair by its grade difference; an L2 term keeps weights small
 * where the data say little. (A coordinate search on mean Spearman + nDCG@5 after it fitted the
 * training postings better and the held-out ones worse: 0.710 against 0.720 held-out Spearman.)
 *
 * Then each part gets at least its floor (FitOptions.floors) and the weights are normalised to
 * sum to 1. Floors are for what a posting asks that a graded pool rarely separates: the pools mix
 * occupations, so years barely move a grade there, yet between two resumes of the same person
 * with different years they must decide.
 */

import { gradedFigures, meanFigures } from './rank-metrics.ts'

/**
 * Least weights of the parts that carry what a posting states outright (its skills, years,
 * degree, certifications and licences):
 * see the comment above. Parts not named here may go to 0.
 */
export const PART_FLOORS: Readonly<Partial<Record<string, number>>> = Object.freeze({
  skills: 0.06,
  experience: 0.06,
  relatedYears: 0.04,
  education: 0.02,
  credentials: 0.03,
})

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
  return withFloors(
    w.map((x) => x / sum),
    options.floors ?? [],
  )
}

/** Weights summing to 1 with each at least its floor: floored parts fixed, the rest scaled into what is left. */
export function withFloors(w: readonly number[], floors: readonly number[]): number[] {
  const floored = w.map((x, c) => (floors[c] ?? 0) > 0 && x < floors[c]!)
  const fixed = w.reduce((s, _, c) => s + (floored[c] ? floors[c]! : 0), 0)
  const free = w.reduce((s, x, c) => s + (floored[c] ? 0 : x), 0) || 1
  return w.map((x, c) => (floored[c] ? floors[c]! : (x / free) * (1 - fixed)))
}

/**
 * The field gate: the weighted sum × (floor + (1 − floor) × min(1, gate part / full)), so a
 * resume whose work reads unlike the posting's (the profile part low) keeps only part of its
 * score however many of the posting's words it has. `part` indexes the parts; floor 1 is no gate.
 */
export interface Gate {
  part: number
  floor: number
  full: number
}

/** The profile value from which the gate no longer lowers a score, and the floors the fit tries. */
export const GATE_FULL = 0.5
const GATE_FLOORS = [0.5, 0.6, 0.7, 0.8, 0.9, 1]

/** Σ w_c × part_c per resume of a posting, times the gate when one is given. */
export function combine(parts: readonly Float64Array[], weights: readonly number[], gate?: Gate): Float64Array {
  const n = parts[0]?.length ?? 0
  const out = new Float64Array(n)
  parts.forEach((part, c) => {
    for (let i = 0; i < n; i++) out[i] = out[i]! + weights[c]! * part[i]!
  })
  if (gate && gate.floor < 1) {
    const g = parts[gate.part]!
    for (let i = 0; i < n; i++) out[i] = out[i]! * (gate.floor + (1 - gate.floor) * Math.min(1, g[i]! / gate.full))
  }
  return out
}

/**
 * The gate's floor for weights already fitted: the one of GATE_FLOORS with the best mean
 * Spearman + nDCG@5 over the postings given (ties: the higher floor, the lesser gate).
 */
export function fitGate(postings: readonly FitPosting[], weights: readonly number[], part: number): Gate {
  let best: Gate = { part, floor: 1, full: GATE_FULL }
  let bestValue = -Infinity
  for (const floor of [...GATE_FLOORS].reverse()) {
    const gate = { part, floor, full: GATE_FULL }
    const m = meanFigures(postings.map((p) => gradedFigures(combine(p.parts, weights, gate), p.grades)))
    if (m.spearman + m.ndcg5 > bestValue + 1e-9) {
      bestValue = m.spearman + m.ndcg5
      best = gate
    }
  }
  return best
}

/** Leave-one-posting-out: each posting scored with weights (and the gate, when `gatePart` is given) fitted on the others. */
export function leaveOnePostingOut(
  postings: readonly FitPosting[],
  options: FitOptions & { gatePart?: number } = {},
): Array<{ id: string; weights: number[]; gate?: Gate; scores: Float64Array }> {
  return postings.map((held, h) => {
    const training = postings.filter((_, i) => i !== h)
    const weights = fitWeights(training, options)
    const gate = options.gatePart !== undefined && options.gatePart >= 0 ? fitGate(training, weights, options.gatePart) : undefined
    return { id: held.id, weights, gate, scores: combine(held.parts, weights, gate) }
  })
}
