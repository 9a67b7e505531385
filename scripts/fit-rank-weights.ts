import { writeFileSync } from 'node:fs'
import { COMPONENTS } from '../server/domain/match/index.ts'
import { scoreGradedSet } from '../bench/rank-quality.ts'
import { loadGradedSet } from '../bench/lib/graded.ts'
import { fitGate, fitWeights, floorsOf, PART_FLOORS } from '../bench/lib/rank-fit.ts'

/*
 * Fits the weights of the match score's parts on the graded dev set (graded-dev of the dev data
 * beside the clone, bench/lib/dev-data.ts: all 16 postings), then the field gate's floor for those
 * weights, and writes both to
 * server/domain/match/data/weights.json, which score.ts reads. The model, its floors and the
 * gate are in bench/lib/rank-fit.ts; bench/rank-quality.ts reports the same fit
 * leave-one-posting-out (the held-out figures), never this all-data fit.
 *
 * Features are computed with the weights in use, but no part depends on the weights or the gate,
 * so one run is enough. Run: npx tsx scripts/fit-rank-weights.ts
 */

const OUT = new URL('../server/domain/match/data/weights.json', import.meta.url)
const GATE_PART = 'profile'

const scored = scoreGradedSet(await loadGradedSet())
const weights = fitWeights(scored, { floors: floorsOf(COMPONENTS) })
const gate = fitGate(scored, weights, COMPONENTS.indexOf(GATE_PART))
const data = {
  note: "Weights of the match score's parts and the field gate, fitted on the graded dev set by scripts/fit-rank-weights.ts (pairwise logistic over the parts, non-negative; floors and gate in bench/lib/rank-fit.ts). Regenerate, do not edit.",
  fitted: { postings: scored.length, resumes: scored.reduce((n, p) => n + p.grades.length, 0), floors: PART_FLOORS },
  weights: Object.fromEntries(COMPONENTS.map((c, i) => [c, Math.round(weights[i]! * 1000) / 1000])),
  gate: { part: GATE_PART, floor: gate.floor, full: gate.full },
}
writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`)
console.log(data.weights, data.gate)
