import { readFileSync } from 'node:fs'
import { COMPONENTS } from './parts/index.ts'
import type { Component } from './types.ts'

/*
 * The parts' weights and the field gate as scripts/fit-rank-weights.ts fitted them on graded data
 * (data/weights.json); bench/rank-quality.ts reports them on held-out postings only.
 */

const file = () =>
  JSON.parse(readFileSync(new URL('./data/weights.json', import.meta.url), 'utf8')) as {
    weights: Partial<Record<Component, number>>
    gate?: Partial<FieldGate>
  }

/** The parts' weights as fitted; a part the fit left out weighs 0. */
export function shippedWeights(): Readonly<Record<Component, number>> {
  const raw = COMPONENTS.map((c) => Math.max(0, Number(file().weights[c] ?? 0)) || 0)
  // Written rounded: normalised here so that they sum to 1 exactly.
  const sum = raw.reduce((s, w) => s + w, 0) || 1
  return Object.freeze(Object.fromEntries(COMPONENTS.map((c, i) => [c, raw[i]! / sum])) as Record<Component, number>)
}

/**
 * The field gate as fitted: a score is the weighted sum × (floor + (1 − floor) × min(1, the gate
 * part / full)); floor 1 is no gate. Its part says whether the resume's work is the posting's kind
 * of work at all, which word overlap alone cannot.
 */
export interface FieldGate {
  part: Component
  floor: number
  full: number
}

export function shippedGate(): Readonly<FieldGate> {
  const g = file().gate
  const part = COMPONENTS.find((c) => c === g?.part)
  const floor = Number(g?.floor)
  const full = Number(g?.full)
  if (!part || !(floor >= 0 && floor <= 1) || !(full > 0)) return Object.freeze({ part: 'profile', floor: 1, full: 1 })
  return Object.freeze({ part, floor, full })
}

export const MATCH_WEIGHTS = shippedWeights()
export const FIELD_GATE = shippedGate()

/** What the field gate keeps of a score, for the gate part's value (1: nothing taken). */
export function gateFactor(value: number): number {
  return FIELD_GATE.floor + (1 - FIELD_GATE.floor) * Math.min(1, value / FIELD_GATE.full)
}
