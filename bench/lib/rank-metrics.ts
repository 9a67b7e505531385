/*
 * Graded ranking measures: nDCG@k with gain 2^grade − 1 (ideal = the grades sorted), and
 * Spearman's rank correlation between a score and the grades (ties take their mean rank).
 */

/** nDCG@k of `scores` (higher first; ties keep the given order) against `grades`. */
export function ndcgAt(k: number, scores: ArrayLike<number>, grades: ArrayLike<number>): number {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b)
  const dcg = (idx: number[]) => idx.slice(0, k).reduce((s, i, r) => s + (2 ** grades[i]! - 1) / Math.log2(r + 2), 0)
  const ideal = Array.from({ length: grades.length }, (_, i) => i).sort((a, b) => grades[b]! - grades[a]!)
  const best = dcg(ideal)
  return best > 0 ? dcg(order) / best : 0
}

function ranks(values: ArrayLike<number>): number[] {
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[a]! - values[b]!)
  const out = new Array<number>(values.length)
  for (let i = 0; i < order.length;) {
    let j = i
    while (j + 1 < order.length && values[order[j + 1]!] === values[order[i]!]) j++
    for (let k = i; k <= j; k++) out[order[k]!] = (i + j) / 2 + 1
    i = j + 1
  }
  return out
}

/** Spearman's rho (Pearson of the ranks); 0 when either side is constant. */
export function spearman(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const ra = ranks(a)
  const rb = ranks(b)
  const n = ra.length
  const ma = ra.reduce((s, x) => s + x, 0) / n
  const mb = rb.reduce((s, x) => s + x, 0) / n
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < n; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb)
    da += (ra[i]! - ma) ** 2
    db += (rb[i]! - mb) ** 2
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0
}

export interface GradedFigures {
  ndcg5: number
  ndcg10: number
  spearman: number
}

export function gradedFigures(scores: ArrayLike<number>, grades: ArrayLike<number>): GradedFigures {
  return { ndcg5: ndcgAt(5, scores, grades), ndcg10: ndcgAt(10, scores, grades), spearman: spearman(scores, grades) }
}

export function meanFigures(rows: GradedFigures[]): GradedFigures {
  const m = (pick: (f: GradedFigures) => number) => rows.reduce((s, r) => s + pick(r), 0) / (rows.length || 1)
  return { ndcg5: m((f) => f.ndcg5), ndcg10: m((f) => f.ndcg10), spearman: m((f) => f.spearman) }
}
