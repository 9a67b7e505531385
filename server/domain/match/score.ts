import { COMPONENTS, PARTS } from './parts/index.ts'
import type { Part, PartValues, RowValues } from './parts/part.ts'
import { HIDDEN_TEXT } from './parts/columns.ts'
import { indexPool, PoolIndex } from './pool-index.ts'
import { Query } from './query.ts'
import { FIELD_GATE, gateFactor, MATCH_WEIGHTS } from './weights.ts'
import {
  ENGINE_VERSION,
  type CategoryScores,
  type Component,
  type JobFeatures,
  type MatchEvidence,
  type MatchScore,
  type PoolEntry,
  type Ranked,
  type ResumeFeatures,
} from './types.ts'

/*
 * The match score of a resume for a job:
 *
 *   score = (Σ w_c × s_c / Σ w_c) × gate   over the components c the job defines
 *
 * with each s_c in 0..1 computed by a part (parts/*.ts: each file says what its part measures),
 * the weights w_c fitted on graded data (weights.ts), and the field gate: the sum × (floor +
 * (1 − floor) × min(1, gate part / full)), so a resume whose work reads unlike the posting's keeps
 * only part of what shared words and skills would give it.
 *
 * Deterministic: sums run in a fixed order over integer-indexed arrays, results are rounded
 * (score 4 decimals, percentages whole) and ties are broken by resume id.
 */

/** A job compiled against a pool: each part's state, which components the job defines, and their weights. */
interface Compiled {
  q: Query
  parts: ReadonlyArray<{ part: Part<unknown>; state: unknown }>
  first: ReadonlyArray<{ part: Part<unknown>; state: unknown }>
  later: ReadonlyArray<{ part: Part<unknown>; state: unknown }>
  defined: Record<Component, boolean>
  weight: Record<Component, number>
}

function compile(job: JobFeatures, index: PoolIndex, joining: PoolIndex | null = null): Compiled {
  const q = new Query(job, index, joining)
  q.compile(PARTS)
  const parts = PARTS.map((part) => ({ part, state: q.state(part) }))
  const defined = {} as Record<Component, boolean>
  for (const { part, state } of parts) for (const c of part.components) defined[c] = part.defines(state, q)
  const total = COMPONENTS.reduce((s, c) => s + (defined[c] ? MATCH_WEIGHTS[c] : 0), 0)
  const weight = Object.fromEntries(COMPONENTS.map((c) => [c, defined[c] && total > 0 ? MATCH_WEIGHTS[c] / total : 0])) as Record<Component, number>
  return {
    q,
    parts,
    first: parts.filter((p) => p.part.stage === 'first'),
    later: parts.filter((p) => p.part.stage === 'later'),
    defined,
    weight,
  }
}

const AUX = [...new Set(PARTS.flatMap((p) => p.aux ?? []))]
const FIRST_COMPONENTS = COMPONENTS.filter((c) => PARTS.some((p) => p.stage === 'first' && p.components.includes(c)))
const LATER_COMPONENTS = COMPONENTS.filter((c) => !FIRST_COMPONENTS.includes(c))

/** Values of a list of resumes, with the weighted score. */
type Values = PartValues & { score: Float64Array }

function newValues(n: number): Values {
  const column = () => new Float64Array(n)
  return {
    ...(Object.fromEntries(COMPONENTS.map((c) => [c, column()])) as Record<Component, Float64Array>),
    aux: Object.fromEntries(AUX.map((name) => [name, column()])),
    score: column(),
  }
}

function scoreStage(c: Compiled, stage: Compiled['first'], docs: Int32Array, values: Values): void {
  for (const { part, state } of stage) part.score(state, c.q, docs, values)
}

/** Every part and the score of resumes `docs` (positions). */
function scoreDocs(c: Compiled, docs: Int32Array): Values {
  const values = newValues(docs.length)
  scoreStage(c, c.first, docs, values)
  scoreStage(c, c.later, docs, values)
  weighedScores(c, values)
  return values
}

/** The weighted sum of the parts into values.score, through the field gate when the job defines its part. */
function weighedScores(c: Compiled, values: Values): void {
  const out = values.score
  out.fill(0)
  // Component by component, in COMPONENTS order: each resume's sum adds its terms in that order.
  for (const component of COMPONENTS) {
    const w = c.weight[component]
    const column = values[component]
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + w * column[i]!
  }
  if (c.defined[FIELD_GATE.part]) {
    const gate = values[FIELD_GATE.part]
    for (let i = 0; i < out.length; i++) out[i] = out[i]! * gateFactor(gate[i]!)
  }
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000
const percent = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100)

/**
 * The top `limit` resumes of the pool for the job, best first. Ties (equal rounded scores) go
 * to the smaller id. Pass the same array, or better the PoolIndex from indexPool, for repeated
 * queries: the compiled index is cached with it.
 */
export function rankResumes(job: JobFeatures, pool: readonly PoolEntry[] | PoolIndex, limit: number): Ranked[] {
  const index = indexPool(pool)
  const k = Math.max(0, Math.min(Math.floor(limit), index.size))
  if (k === 0) return []
  const c = compile(job, index)
  const { docs, values } = contenders(c, k)
  const scores = values.score
  // The k best so far, best first (as rows of docs); a resume enters only if it beats the last.
  const topKey = new Float64Array(k).fill(-1)
  const topRow = new Int32Array(k).fill(-1)
  let filled = 0
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!
    const key = Math.round(scores[i]! * 10_000)
    if (filled === k && !better(index, key, d, topKey[k - 1]!, docs[topRow[k - 1]!]!)) continue
    let at = filled < k ? filled++ : k - 1
    while (at > 0 && better(index, key, d, topKey[at - 1]!, docs[topRow[at - 1]!]!)) {
      topKey[at] = topKey[at - 1]!
      topRow[at] = topRow[at - 1]!
      at--
    }
    topKey[at] = key
    topRow[at] = i
  }
  const out: Ranked[] = []
  for (let i = 0; i < filled; i++) {
    const d = docs[topRow[i]!]!
    out.push({ id: index.idOf(d), rank: i + 1, ...detail(c, d, values, topRow[i]!) })
  }
  return out
}

// Ranking a top of at most this many, and at most a quarter of the pool, skips the resumes that
// cannot make it (contenders); a longer top is most of the pool, and every resume is scored.
const PRUNED_TOP = 100

/**
 * The resumes that can make the top k (ascending positions) and their values. Every part is at
 * least 0, and each later part at most its bound, so the first parts bound a resume's score
 * (scoreBounds). The k resumes of highest bound are scored in full, and a resume whose bound is
 * below the k-th of their scores cannot make the top: its later parts, the costly ones, are never
 * computed (for all but a few hundred of 10,000 resumes).
 */
function contenders(c: Compiled, k: number): { docs: Int32Array; values: Values } {
  const n = c.q.index.size
  const docs = allDocs(n)
  const first = newValues(n)
  scoreStage(c, c.first, docs, first)
  // The bounds hold for weights of at least 0, as the fit makes them: any other, nothing is skipped.
  const boundable = Object.values(c.weight).every((w) => w >= 0)
  if (k > PRUNED_TOP || k * 4 > n || !boundable) return { docs, values: withLaterParts(c, first, docs) }
  const bound = scoreBounds(c, first)
  const sample = highest(bound, k)
  // (Fewer than k comparable bounds: nothing is skipped.)
  let threshold = sample.length === k ? Infinity : -Infinity
  for (const score of withLaterParts(c, first, sample).score) threshold = Math.min(threshold, Math.round(score * 10_000))
  // A score below this rounds to a key below the threshold (the bounds' margin covers the scaling).
  const cut = (threshold - 0.5) / 10_000
  let m = 0
  for (let d = 0; d < n; d++) if (!(bound[d]! < cut)) docs[m++] = d
  const kept = docs.subarray(0, m)
  return { docs: kept, values: withLaterParts(c, first, kept) }
}

// What a score bound adds to the sum it is computed as: far above the rounding of a dozen
// additions and products (~1e-15), far below the 1e-4 steps scores are ranked by.
const BOUND_MARGIN = 1e-9

/**
 * Per resume, at least its score: its first parts' weighted sum, the later parts at their
 * bounds, through the field gate (which grows with its part), plus BOUND_MARGIN for rounding.
 */
function scoreBounds(c: Compiled, first: Values): Float64Array {
  const w = c.weight
  const boundOf = new Map<Component, number>()
  for (const { part, state } of c.later) for (const component of part.components) boundOf.set(component, part.bound?.(state, c.q) ?? 1)
  let laterSum = 0
  for (const component of LATER_COMPONENTS) laterSum += w[component] * boundOf.get(component)!
  const gated = c.defined[FIELD_GATE.part]
  const gateColumn = gated && FIRST_COMPONENTS.includes(FIELD_GATE.part) ? first[FIELD_GATE.part] : null
  const gateAtBound = gated && !gateColumn ? gateFactor(boundOf.get(FIELD_GATE.part) ?? 1) : 1
  const out = new Float64Array(first.score.length)
  for (const component of FIRST_COMPONENTS) {
    const weight = w[component]
    const column = first[component]
    for (let d = 0; d < out.length; d++) out[d] = out[d]! + weight * column[d]!
  }
  for (let d = 0; d < out.length; d++) out[d] = (out[d]! + laterSum) * (gateColumn ? gateFactor(gateColumn[d]!) : gateAtBound) + BOUND_MARGIN
  return out
}

/** Every part and the score of resumes `docs` (positions), their first parts read from `first` (every resume's). */
function withLaterParts(c: Compiled, first: Values, docs: Int32Array): Values {
  const values = newValues(docs.length)
  for (const component of FIRST_COMPONENTS) {
    const from = first[component]
    const to = values[component]
    for (let i = 0; i < docs.length; i++) to[i] = from[docs[i]!]!
  }
  for (const name of AUX) {
    const from = first.aux[name]!
    const to = values.aux[name]!
    for (let i = 0; i < docs.length; i++) to[i] = from[docs[i]!]!
  }
  scoreStage(c, c.later, docs, values)
  weighedScores(c, values)
  return values
}

/** Positions of the k highest values, highest first (fewer when fewer are above -Infinity). */
function highest(values: Float64Array, k: number): Int32Array {
  const top = new Int32Array(k)
  const topValue = new Float64Array(k).fill(-Infinity)
  let filled = 0
  for (let d = 0; d < values.length; d++) {
    const v = values[d]!
    if (!(v > topValue[k - 1]!)) continue
    let at = filled < k ? filled++ : k - 1
    while (at > 0 && v > topValue[at - 1]!) {
      topValue[at] = topValue[at - 1]!
      top[at] = top[at - 1]!
      at--
    }
    topValue[at] = v
    top[at] = d
  }
  return top.subarray(0, filled)
}

/** Positions 0..n-1. */
function allDocs(n: number): Int32Array {
  const docs = new Int32Array(n)
  for (let d = 0; d < n; d++) docs[d] = d
  return docs
}

/** Every part of every resume of the pool for the job (0..1), and which parts the job defines: what bench and weight fitting read. */
export function partScores(
  job: JobFeatures,
  pool: readonly PoolEntry[] | PoolIndex,
): { ids: string[]; parts: Record<Component, Float64Array>; defined: Record<Component, boolean> } {
  const index = indexPool(pool)
  const c = compile(job, index)
  const all = scoreDocs(c, allDocs(index.size))
  const parts = Object.fromEntries(COMPONENTS.map((component) => [component, all[component]])) as Record<Component, Float64Array>
  return { ids: index.ids.slice(), parts, defined: { ...c.defined } }
}

function better(index: PoolIndex, keyA: number, a: number, keyB: number, b: number): boolean {
  if (keyA !== keyB) return keyA > keyB
  const idA = index.idOf(a)
  const idB = index.idOf(b)
  return idA !== idB ? idA < idB : a < b
}

/**
 * The score of one resume with its evidence.
 *
 * - With the `pool` it belongs to (the same array or index rankResumes was given; found by the
 *   features object itself, or by `id`): the numbers rankResumes gives it in that pool.
 * - With a pool it is not in: scored against that pool's statistics, as a resume about to join.
 * - Without a pool: the resume is a pool of its own (BM25's document frequencies then say
 *   little; prefer passing the pool).
 */
export function scoreResume(job: JobFeatures, features: ResumeFeatures, pool?: readonly PoolEntry[] | PoolIndex, id?: string): MatchScore {
  const index = pool ? indexPool(pool) : null
  const d = index ? (index.positionOfFeatures.get(features) ?? (id !== undefined ? index.position(id) : undefined)) : undefined
  if (index && d !== undefined) return scoredDetail(compile(job, index), d)
  const single = new PoolIndex([{ id: id ?? '', features }], index ?? undefined)
  return scoredDetail(compile(job, single, index), 0)
}

/** Resume d's score and evidence, its parts computed alone. */
function scoredDetail(c: Compiled, d: number): MatchScore {
  return detail(c, d, scoreDocs(c, Int32Array.of(d)), 0)
}

/** Resume d's score and evidence from its values (row `row` of `values`). */
function detail(c: Compiled, d: number, values: Values, row: number): MatchScore {
  const rowValues: RowValues = {
    values: Object.fromEntries(COMPONENTS.map((component) => [component, values[component][row]!])) as Record<Component, number>,
    aux: Object.fromEntries(AUX.map((name) => [name, values.aux[name]![row]!])),
  }
  const evidence = {} as Record<string, Record<string, unknown>>
  for (const { part, state } of c.parts) {
    const piece = part.evidence?.(state, c.q, d, rowValues)
    for (const [key, value] of Object.entries(piece ?? {})) evidence[key] = { ...evidence[key], ...value }
  }
  const score = round4(values.score[row]!)
  return {
    engine: ENGINE_VERSION,
    score,
    match_percentage: percent(score),
    categoryScores: Object.fromEntries(COMPONENTS.map((component) => [component, percent(rowValues.values[component])])) as unknown as CategoryScores,
    evidence: evidence as unknown as MatchEvidence,
    hiddenText: c.q.index.column(HIDDEN_TEXT).values[d] === 1,
  }
}
